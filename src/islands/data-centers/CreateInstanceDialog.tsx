/**
 * The 'Create instance' dialog of the data-center list (issue 4 point 6), in the one dialog shell.
 * The list's Create instance buttons are `data-action="create"` buttons of the action kit
 * (lib/actions/channel.ts): the first click hydrates this island (client:event), so the list ships
 * no React until someone opens it; later clicks open it again. Closing keeps what was typed.
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import { actionStore, clearAction } from '~/lib/actions/channel';
import { ModalDialog } from '~/islands/ModalDialog';
import { CreateInstanceForm } from '~/islands/data-centers/CreateInstanceForm';

export default function CreateInstanceDialog(props: { listPath: string }) {
  const request = useSyncExternalStore(actionStore.subscribe, actionStore.get, actionStore.getServer);
  const open = request?.kind === 'create';
  // The form is drawn from the first opening on (not on the server), and stays with what was typed.
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    if (open) setOpened(true);
  }, [open]);

  return (
    <ModalDialog open={open} title="Create instance" onClose={clearAction} closeButton wide>
      {(open || opened) && <CreateInstanceForm listPath={props.listPath} onCancel={clearAction} />}
    </ModalDialog>
  );
}
