/**
 * The role form (issue 11 §1): the name as people will read it ("QA Walk Role", kept as typed, issue
 * 26 §8; a character it cannot hold is named, §13), description and the permission matrix with a
 * filter and a live count. Saving first shows what will change (added and removed permissions by
 * what they allow, implied ones included), then POSTs or PATCHes; the server resolves and checks
 * everything again. What the user may do is decided on the server; this form only edits.
 */
import { useMemo, useState } from 'react';
import { browserHttp, sessionEnded } from '~/lib/api/browser';
import { ApiError } from '~/lib/api/http';
import { permissionLabel } from '~/lib/labels';
import { ALL_PERMISSIONS } from '~/lib/permissions';
import { rolesApi } from '~/lib/roles/api';
import { permissionMatrix } from '~/lib/roles/catalog';
import { impliedBy, resolvePermissions } from '~/lib/roles/implied';
import { ROLE_DESCRIPTION_MAX, roleNameProblem, tidyRoleName } from '~/lib/roles/names';
import { showToast, toastAfterNavigation } from '~/lib/toast';
import { ConfirmDialog } from '~/islands/ConfirmDialog';
import { PermissionMatrix } from '~/islands/roles/PermissionMatrix';

export interface RoleEditorProps {
  /** The role to edit; absent to create one. */
  role?: { id: string; label: string; description: string; permissions: string[]; requiresTwoFactor: boolean };
  /** Where to go after saving (the list). */
  doneHref: string;
}

const GROUPS = permissionMatrix();

function ChangeList(props: { title: string; codes: string[] }) {
  if (props.codes.length === 0) return null;
  return (
    <div className="mt-2">
      <p className="font-medium">
        {props.title} ({props.codes.length})
      </p>
      <ul className="mt-1 max-h-40 overflow-y-auto text-xs">
        {props.codes.map((code) => (
          <li key={code} title={code}>
            {permissionLabel(code)}
          </li>
        ))}
      </ul>
    </div>
  );
}

export default function RoleEditor(props: RoleEditorProps) {
  const [name, setName] = useState(props.role?.label ?? '');
  const [description, setDescription] = useState(props.role?.description ?? '');
  const [requiresTwoFactor, setRequiresTwoFactor] = useState(props.role?.requiresTwoFactor ?? false);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set(props.role?.permissions ?? []));
  const [filter, setFilter] = useState('');
  const [nameError, setNameError] = useState<string>();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  const reasons = useMemo(() => impliedBy(chosen) as ReadonlyMap<string, string>, [chosen]);
  const effective: string[] = useMemo(() => resolvePermissions(chosen), [chosen]);
  const before = useMemo(() => new Set(props.role?.permissions ?? []), [props.role]);
  const added = effective.filter((p) => !before.has(p));
  const removed = [...before].filter((p) => !effective.includes(p)).sort();
  const unchanged = props.role !== undefined && added.length === 0 && removed.length === 0 && tidyRoleName(name) === props.role.label && description.trim() === props.role.description && requiresTwoFactor === props.role.requiresTwoFactor;

  const toggle = (codes: string[], on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      for (const code of codes) if (on) next.add(code); else next.delete(code);
      return next;
    });

  const review = (event: React.FormEvent) => {
    event.preventDefault();
    const problem = roleNameProblem(name);
    setNameError(problem);
    if (problem) return document.getElementById('role-name')?.focus();
    setConfirming(true);
  };

  const save = async () => {
    setBusy(true);
    const api = rolesApi(browserHttp);
    const body = { name: tidyRoleName(name), description: description.trim(), permissions: effective, requiresTwoFactor };
    try {
      const { message } = props.role ? await api.updateRole(props.role.id, body) : await api.createRole(body);
      toastAfterNavigation('success', message);
      window.location.assign(props.doneHref);
    } catch (error) {
      setBusy(false);
      setConfirming(false);
      if (sessionEnded()) return;
      const message = error instanceof ApiError ? error.message : 'Failed to save the role';
      if (error instanceof ApiError && error.errors?.name) setNameError(error.errors.name);
      void showToast('error', message);
    }
  };

  return (
    <form onSubmit={review} noValidate className="flex flex-col gap-4">
      <div className="grid gap-4 md:grid-cols-2">
        <div className="flex flex-col gap-1">
          <label htmlFor="role-name" className="text-sm font-medium text-slate-700">
            Role name <span className="text-red-600" aria-hidden="true">*</span>
          </label>
          <input
            id="role-name"
            className="rounded-md border border-slate-300 px-3 py-2 text-sm"
            value={name}
            onChange={(e) => setName(e.target.value)}
            onBlur={() => (name.trim() || nameError) && setNameError(roleNameProblem(name))}
            aria-invalid={Boolean(nameError)}
            aria-describedby="role-name-hint"
            autoComplete="off"
            required
            disabled={busy}
          />
          <p id="role-name-hint" className={`text-xs ${nameError ? 'text-red-600' : 'text-slate-500'}`} role={nameError ? 'alert' : undefined}>
            {nameError ?? 'As people will read it, e.g. Sales Manager: letters A–Z, digits, spaces, hyphens and underscores.'}
          </p>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="role-description" className="text-sm font-medium text-slate-700">
            Description
          </label>
          <textarea id="role-description" rows={2} maxLength={ROLE_DESCRIPTION_MAX} className="rounded-md border border-slate-300 px-3 py-2 text-sm" value={description} onChange={(e) => setDescription(e.target.value)} disabled={busy} />
        </div>
        <label className="flex items-center gap-2 text-sm text-slate-700 md:col-span-2">
          <input type="checkbox" checked={requiresTwoFactor} onChange={(e) => setRequiresTwoFactor(e.target.checked)} disabled={busy} />
          Requires two-factor sign-in (members enrol at their next sign-in)
        </label>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-center gap-2">
          <label htmlFor="permission-filter" className="text-sm font-medium text-slate-700">
            Filter
          </label>
          <input id="permission-filter" type="search" placeholder="e.g. datacenter, leads, delete" className="w-64 max-w-full rounded-md border border-slate-300 px-3 py-1.5 text-sm" value={filter} onChange={(e) => setFilter(e.target.value)} />
        </div>
        <p className="text-sm text-slate-700" aria-live="polite">
          <strong>{effective.length}</strong> of {ALL_PERMISSIONS.length} permissions selected{reasons.size > 0 ? `, ${[...reasons.keys()].filter((c) => !chosen.has(c)).length} of them implied` : ''}
        </p>
      </div>
      <PermissionMatrix groups={GROUPS} chosen={chosen} reasons={reasons} filter={filter.trim().toLowerCase()} disabled={busy} onToggle={toggle} />
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn-primary" disabled={busy || unchanged}>
          {props.role ? 'Review changes' : 'Review and create'}
        </button>
        <a href={props.doneHref} className="btn-secondary">
          Cancel
        </a>
      </div>
      <ConfirmDialog
        open={confirming}
        title={props.role ? `Save the role ${tidyRoleName(name)}?` : `Create the role ${tidyRoleName(name)}?`}
        confirmLabel={props.role ? 'Save Role' : 'Create Role'}
        busyLabel="Saving..."
        busy={busy}
        onConfirm={() => void save()}
        onCancel={() => setConfirming(false)}
      >
        {props.role && tidyRoleName(name) !== props.role.label && (
          <p>
            Renamed from <strong>{props.role.label}</strong> to <strong>{tidyRoleName(name)}</strong>.
          </p>
        )}
        <ChangeList title="Permissions added" codes={added} />
        <ChangeList title="Permissions removed" codes={removed} />
        {added.length === 0 && removed.length === 0 && <p>The permissions do not change.</p>}
      </ConfirmDialog>
    </form>
  );
}
