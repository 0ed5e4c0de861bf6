/**
 * Granting one permission to roles, or revoking it (issue 11 §2): the matrix turned the other way,
 * hydrated on the first "Roles" click of the catalog (client:event), through the action kit's one
 * channel (`data-action="roles"`, the row id is the permission's code). The dialog lists every role
 * as a checkbox; the system role always holds everything, and a role the caller may not change is
 * shown but locked. Saving PUTs the new set; the server refuses escalation, a role holding more than
 * the caller, the caller's own role and revoking a code another permission implies.
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import { actionStore, clearAction } from '~/lib/actions/channel';
import { finish } from '~/lib/actions/finish';
import { browserHttp } from '~/lib/api/browser';
import { runAction } from '~/lib/api/run-action';
import { permissionLabel } from '~/lib/labels';
import { rolesApi } from '~/lib/roles/api';
import { ConfirmDialog } from '~/islands/ConfirmDialog';

export interface PermissionRolesProps {
  /** `locked`: the caller may not change the role (their own, or one holding permissions they lack, issue 27). */
  roles: Array<{ id: string; name: string; label: string; system: boolean; locked: boolean }>;
  /** Permission code → names of the roles holding it, for the rows on this page. */
  holders: Record<string, string[]>;
}

export default function PermissionRoles(props: PermissionRolesProps) {
  const request = useSyncExternalStore(actionStore.subscribe, actionStore.get, actionStore.getServer);
  const code = request?.kind === 'roles' ? request.id : undefined;
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const held = new Set(code ? props.holders[code] : []);
    setSelected(new Set(props.roles.filter((r) => r.system || held.has(r.name)).map((r) => r.id)));
  }, [code, props.holders, props.roles]);

  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const save = async () => {
    if (!code) return;
    setBusy(true);
    const result = await runAction(() => rolesApi(browserHttp).setPermissionRoles(code, [...selected]), { fallback: 'Failed to update the permission' });
    if (result.ok) return finish(result.body.message);
    setBusy(false);
  };

  return (
    <ConfirmDialog open={code !== undefined} title="Roles holding this permission" confirmLabel="Save" busyLabel="Saving..." busy={busy} onConfirm={() => void save()} onCancel={clearAction}>
      <p className="text-sm font-medium">
        {code && permissionLabel(code)} <span className="font-mono text-xs break-all text-slate-500">{code}</span>
      </p>
      <ul className="mt-3 grid max-h-72 gap-1 overflow-y-auto sm:grid-cols-2">
        {props.roles.map((role) => (
          <li key={role.id}>
            <label
              className="inline-flex items-center gap-2"
              title={role.system ? 'The system role holds every permission.' : role.locked ? 'You cannot change this role.' : undefined}
            >
              <input type="checkbox" checked={role.system || selected.has(role.id)} disabled={role.system || role.locked || busy} onChange={() => toggle(role.id)} />
              {role.label}
            </label>
          </li>
        ))}
      </ul>
    </ConfirmDialog>
  );
}
