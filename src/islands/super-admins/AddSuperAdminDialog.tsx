/**
 * The 'Add super admin' dialog of the list (issue 11 §3), in the one dialog shell: the page's
 * `data-action="add"` button asks for it through the action kit's channel, which hydrates this
 * island on the first click (client:event). The form has the phone widget, so it is its own form
 * rather than the kit's FormDialog. Closing keeps what was typed.
 */
import { useSyncExternalStore } from 'react';
import { actionStore, clearAction } from '~/lib/actions/channel';
import { ModalDialog } from '~/islands/ModalDialog';
import { AddSuperAdminForm } from '~/islands/super-admins/AddSuperAdminForm';

export default function AddSuperAdminDialog() {
  const request = useSyncExternalStore(actionStore.subscribe, actionStore.get, actionStore.getServer);
  const open = request?.kind === 'add';
  // Mounted from the first open on, so that a closed dialog keeps its input.
  return (
    <ModalDialog open={open} title="Add super admin" onClose={clearAction} closeButton>
      <AddSuperAdminForm onCancel={clearAction} />
    </ModalDialog>
  );
}
