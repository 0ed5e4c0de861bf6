/**
 * The one confirmation dialog of the console (issue 10 §4), for destructive or disruptive actions,
 * in the one dialog shell (ModalDialog): a title naming the object, the text, then Cancel and the
 * action (red when destructive); focus starts on Cancel, Esc cancels, focus returns to the opener.
 */
import { useRef, type ReactNode } from 'react';
import { ModalDialog } from '~/islands/ModalDialog';

export interface ConfirmDialogProps {
  open: boolean;
  /** Names the object, e.g. 'Delete web-1?'. */
  title: string;
  children: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  busy: boolean;
  /** Red confirm button for destructive actions. */
  danger?: boolean;
  /** The action cannot run yet (e.g. its choices are still loading); Cancel still works. */
  confirmDisabled?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog(props: ConfirmDialogProps) {
  const cancel = useRef<HTMLButtonElement>(null);
  const actions = (
    <>
      <button ref={cancel} type="button" className="btn-secondary" onClick={props.onCancel} disabled={props.busy}>
        Cancel
      </button>
      <button type="button" className={props.danger ? 'btn-danger' : 'btn-primary'} onClick={props.onConfirm} disabled={props.busy || props.confirmDisabled} aria-busy={props.busy}>
        {props.busy ? props.busyLabel : props.confirmLabel}
      </button>
    </>
  );
  return (
    <ModalDialog open={props.open} title={props.title} onClose={props.onCancel} busy={props.busy} actions={actions} initialFocus={cancel}>
      {props.children}
    </ModalDialog>
  );
}
