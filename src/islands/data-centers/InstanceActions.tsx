/**
 * The instance action bar of the detail page (issue 4 point 5; spec §4 actions, §8 toasts): the
 * instance's state, and Start, Stop, Reboot and Delete — the buttons `actionsFor` gives (shown when
 * the role may, lib/data-centers/rights.ts; enabled when the state allows). Stop, reboot and delete
 * ask first in the kit's confirmation naming the instance. Success toasts '{name} has been
 * started.' (stopped, rebooted, deleted); a failure is told by the one rule (lib/api/run-action.ts)
 * with the spec §8 fallback. Afterwards the bar (and the page's live fields) follow the instance
 * until it settles; a delete returns to the list.
 */
import { useEffect, useState } from 'react';
import { browserHttp } from '~/lib/api/browser';
import { runAction, toastFailure } from '~/lib/api/run-action';
import { finish } from '~/lib/actions/finish';
import { dataCentersApi } from '~/lib/data-centers/api';
import { ACTION_FALLBACK, ACTION_LABELS, confirmCopy, needsConfirmation } from '~/lib/data-centers/actions';
import { actionDoneMessage, type DataCenter, type InstanceAction } from '~/lib/data-centers/model';
import { showLiveFields } from '~/lib/data-centers/live-fields';
import { isRegion } from '~/lib/data-centers/regions';
import { actionsFor, DATA_CENTER_RIGHTS, type DataCenterRights } from '~/lib/data-centers/rights';
import { FALLBACK } from '~/lib/messages';
import { showToast } from '~/lib/toast';
import { ConfirmDialog } from '~/islands/ConfirmDialog';
import { StateBadge } from '~/islands/data-centers/StateBadge';
import { useFollowInstance } from '~/islands/data-centers/use-follow-instance';

export interface InstanceActionsProps {
  /** The instance as the page loaded it. */
  instance: DataCenter;
  /** What the user's role may do, decided on the server (spec §6 `oi:{action}::datacenter`). */
  rights: DataCenterRights;
  /** Where a delete returns to: the data-center list. */
  listPath: string;
}

export default function InstanceActions({ instance: initial, rights, listPath }: InstanceActionsProps) {
  const [instance, setInstance] = useState(initial);
  const [asking, setAsking] = useState<InstanceAction | null>(null);
  // The dialog stays mounted with its last words, so that closing it hands focus back to the button.
  const [dialogAction, setDialogAction] = useState<InstanceAction>('stop');
  const [busy, setBusy] = useState<InstanceAction | null>(null);
  const name = instance.instance_name;

  useFollowInstance(instance, setInstance, (error) => toastFailure(error, { fallback: FALLBACK.fetchDataCenters }));
  useEffect(() => showLiveFields(instance), [instance]);

  async function run(action: InstanceAction): Promise<void> {
    const region = instance.instance_region;
    const rule = { fallback: ACTION_FALLBACK[action], permission: DATA_CENTER_RIGHTS[action][0] };
    if (!isRegion(region)) return void toastFailure(undefined, rule);
    setBusy(action);
    const result = await runAction(() => dataCentersApi(browserHttp).run(action, { instanceName: name, region }), rule);
    // A delete keeps its busy state until the list replaces the page.
    if (result.ok && action === 'delete') return finish(actionDoneMessage(name, action), listPath);
    if (result.ok) {
      if (result.body.data) setInstance(result.body.data);
      void showToast('success', actionDoneMessage(name, action));
    }
    setBusy(null);
    setAsking(null);
  }

  const ask = (action: InstanceAction) => {
    setDialogAction(action);
    setAsking(action);
  };
  const asked = confirmCopy(dialogAction, {
    name,
    isStaticIp: instance.instance_isStaticIp,
    publicIp: instance.instance_publicIpAddress,
    clients: instance.total_clients,
  });

  return (
    <div className="flex flex-wrap items-center gap-2">
      <StateBadge stateName={instance.instance_state.name} />
      {actionsFor(instance, rights).map(({ action, enabled }) => (
        <button
          key={action}
          type="button"
          className={action === 'delete' ? 'btn-danger' : 'btn-secondary'}
          disabled={!enabled || busy !== null}
          aria-busy={busy === action}
          onClick={() => (needsConfirmation(action) ? ask(action) : void run(action))}
        >
          {busy === action && !asking ? ACTION_LABELS[action].busy : ACTION_LABELS[action].button}
        </button>
      ))}
      {asked && (
        <ConfirmDialog
          open={asking !== null}
          title={asked.title}
          confirmLabel={asked.confirmLabel}
          busyLabel={ACTION_LABELS[dialogAction].busy}
          busy={busy === dialogAction}
          danger={asked.danger}
          onConfirm={() => void run(dialogAction)}
          onCancel={() => setAsking(null)}
        >
          {asked.paragraphs.map((text) => (
            <p key={text} className="mt-1 first:mt-0">
              {text}
            </p>
          ))}
        </ConfirmDialog>
      )}
    </div>
  );
}
