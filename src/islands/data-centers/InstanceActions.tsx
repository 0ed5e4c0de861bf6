/**
 * The instance action bar of the detail page (issue 4 point 5; spec §4 actions, §8 toasts): the
 * instance's state, and Start, Stop, Reboot and Delete — shown when the server says the user may
 * (`can`), enabled when the state allows (`allowedActions`). Stop, reboot and delete ask first in a
 * dialog naming the instance. Success toasts '{name} has been started.' (stopped, rebooted,
 * deleted); a failure toasts the server's message or the spec §8 fallback. Afterwards the bar (and
 * the page's live fields) follow the instance until it settles; a delete returns to the list.
 */
import { useEffect, useState } from 'react';
import { browserHttp, sessionEnded } from '~/lib/api/browser';
import { dataCentersApi } from '~/lib/data-centers/api';
import { ApiError } from '~/lib/api/http';
import { ACTION_FALLBACK, ACTION_LABELS, confirmCopy, needsConfirmation } from '~/lib/data-centers/actions';
import { actionDoneMessage, allowedActions, INSTANCE_ACTIONS, type DataCenter, type InstanceAction } from '~/lib/data-centers/model';
import { showLiveFields } from '~/lib/data-centers/live-fields';
import { FALLBACK } from '~/lib/messages';
import { isRegion } from '~/lib/data-centers/regions';
import { showToast, toastAfterNavigation } from '~/lib/toast';
import { ConfirmDialog } from '~/islands/ConfirmDialog';
import { StateBadge } from '~/islands/data-centers/StateBadge';
import { useFollowInstance } from '~/islands/data-centers/use-follow-instance';

export interface InstanceActionsProps {
  /** The instance as the page loaded it. */
  instance: DataCenter;
  /** Which actions the user's role permits, decided on the server (spec §6 `oi:{action}::datacenter`). */
  can: Record<InstanceAction, boolean>;
  /** Where a delete returns to: the data-center list. */
  listPath: string;
}

const errorMessage = (error: unknown, fallback: string) => (error instanceof ApiError ? error.message : fallback);

function toastFailure(error: unknown, fallback: string): void {
  // After a 401 the session-expired toast follows the redirect; a second one would only repeat it.
  if (!sessionEnded()) void showToast('error', errorMessage(error, fallback));
}

export default function InstanceActions({ instance: initial, can, listPath }: InstanceActionsProps) {
  const [instance, setInstance] = useState(initial);
  const [asking, setAsking] = useState<InstanceAction | null>(null);
  // The dialog stays mounted with its last words, so that closing it hands focus back to the button.
  const [dialogAction, setDialogAction] = useState<InstanceAction>('stop');
  const [busy, setBusy] = useState<InstanceAction | null>(null);
  const name = instance.instance_name;
  const allowed = allowedActions(instance.instance_state.name);

  useFollowInstance(instance, setInstance, (error) => toastFailure(error, FALLBACK.fetchDataCenters));
  useEffect(() => showLiveFields(instance), [instance]);

  async function run(action: InstanceAction): Promise<void> {
    const region = instance.instance_region;
    if (!isRegion(region)) return toastFailure(undefined, ACTION_FALLBACK[action]);
    setBusy(action);
    let leaving = false;
    try {
      const { data } = await dataCentersApi(browserHttp).run(action, { instanceName: name, region });
      const done = actionDoneMessage(name, action);
      if (action === 'delete') {
        leaving = true;
        toastAfterNavigation('success', done);
        window.location.assign(listPath);
        return;
      }
      if (data) setInstance(data);
      void showToast('success', done);
    } catch (error) {
      toastFailure(error, ACTION_FALLBACK[action]);
    } finally {
      // A delete keeps its busy state until the list replaces the page.
      if (!leaving) {
        setBusy(null);
        setAsking(null);
      }
    }
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
  const shown = INSTANCE_ACTIONS.filter((action) => can[action]);

  return (
    <div className="flex flex-wrap items-center gap-2">
      <StateBadge stateName={instance.instance_state.name} />
      {shown.map((action) => (
        <button
          key={action}
          type="button"
          className={action === 'delete' ? 'btn-danger' : 'btn-secondary'}
          disabled={!allowed[action] || busy !== null}
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
