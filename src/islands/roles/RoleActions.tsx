/**
 * The one island behind the roles list's row actions (issue 11 §1), hydrated on the first click
 * (client:event) so the list ships no React: duplicate (POST, then the copy opens in the editor) and
 * delete (a confirmation naming the role, then DELETE). Only permitted buttons are drawn.
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import { browserHttp, sessionEnded } from '~/lib/api/browser';
import { ApiError } from '~/lib/api/http';
import { clearRoleAction, roleActionStore } from '~/lib/roles/actions';
import { rolesApi } from '~/lib/roles/api';
import { showToast, toastAfterNavigation } from '~/lib/toast';
import { ConfirmDialog } from '~/islands/ConfirmDialog';

export interface RoleActionsProps {
  /** The editor's URL for a role id, e.g. `?edit=`. */
  editHref: string;
}

function fail(error: unknown, fallback: string): void {
  clearRoleAction();
  if (!sessionEnded()) void showToast('error', error instanceof ApiError ? error.message : fallback);
}

export default function RoleActions(props: RoleActionsProps) {
  const request = useSyncExternalStore(roleActionStore.subscribe, roleActionStore.get, () => null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (request?.kind !== 'duplicate') return;
    rolesApi(browserHttp)
      .duplicateRole(request.id)
      .then(({ message, data }) => {
        toastAfterNavigation('success', message);
        window.location.assign(`${props.editHref}${data.id}`);
      })
      .catch((error: unknown) => fail(error, 'Failed to duplicate the role'));
  }, [request, props.editHref]);

  const remove = async (id: string) => {
    setBusy(true);
    try {
      const { message } = await rolesApi(browserHttp).deleteRole(id);
      toastAfterNavigation('success', message);
      window.location.reload();
    } catch (error) {
      setBusy(false);
      fail(error, 'Failed to delete the role');
    }
  };

  return (
    <ConfirmDialog
      open={request?.kind === 'delete'}
      title="Delete Role"
      confirmLabel="Delete"
      busyLabel="Deleting..."
      busy={busy}
      danger
      onConfirm={() => request && void remove(request.id)}
      onCancel={clearRoleAction}
    >
      Delete the role <strong>{request?.name}</strong>? This cannot be undone.
    </ConfirmDialog>
  );
}
