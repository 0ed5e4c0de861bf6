/**
 * A confirmation dialog for destructive or disruptive actions, used inside islands: a modal
 * <dialog> naming what will happen, Cancel (default focus) and a confirm button with a busy state.
 */
import { useEffect, useRef, type ReactNode } from 'react';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  busy: boolean;
  /** Red confirm button for destructive actions. */
  danger?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog(props: ConfirmDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (props.open && !el.open) {
      el.showModal();
      cancel.current?.focus();
    }
    if (!props.open && el.open) el.close();
  }, [props.open]);

  return (
    <dialog
      ref={dialog}
      onCancel={(event) => {
        event.preventDefault();
        if (!props.busy) props.onCancel();
      }}
      aria-labelledby="confirm-title"
      className="m-auto w-[calc(100%-1.5rem)] max-w-md rounded-lg bg-white p-0 shadow-xl backdrop:bg-slate-900/40"
    >
      <div className="p-5">
        <h2 id="confirm-title" className="text-lg font-semibold">
          {props.title}
        </h2>
        <div className="mt-2 text-sm text-slate-700">{props.children}</div>
      </div>
      <div className="flex justify-end gap-2 border-t border-slate-200 px-5 py-3">
        <button ref={cancel} type="button" className="btn-secondary" onClick={props.onCancel} disabled={props.busy}>
          Cancel
        </button>
        <button type="button" className={props.danger ? 'btn-danger' : 'btn-primary'} onClick={props.onConfirm} disabled={props.busy} aria-busy={props.busy}>
          {props.busy ? props.busyLabel : props.confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
