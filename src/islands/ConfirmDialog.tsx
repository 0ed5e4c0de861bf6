/**
 * The one confirmation dialog of the console (issue 10 §4), for destructive or disruptive actions:
 * a modal <dialog> whose title names the object, Cancel then the action (red when destructive),
 * focus on Cancel, Tab kept inside, Esc cancels, and focus back on the button that opened it.
 */
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

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

const FOCUSABLE = 'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function ConfirmDialog(props: ConfirmDialogProps) {
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  // The element that had the focus when the dialog opened: it gets it back on close.
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (props.open && !el.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      el.showModal();
      cancel.current?.focus();
    }
    if (!props.open && el.open) {
      el.close();
      if (opener.current?.isConnected) opener.current.focus();
      opener.current = null;
    }
  }, [props.open]);

  // A modal dialog makes the page inert, but Tab can still leave for the browser's own controls.
  const trapTab = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab') return;
    const items = [...(dialog.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])];
    const first = items[0];
    const last = items.at(-1);
    if (!first || !last) return event.preventDefault();
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <dialog
      ref={dialog}
      onCancel={(event) => {
        event.preventDefault();
        if (!props.busy) props.onCancel();
      }}
      onKeyDown={trapTab}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-body`}
      className="m-auto w-[calc(100%-1.5rem)] max-w-md rounded-lg bg-white p-0 shadow-xl backdrop:bg-slate-900/40"
    >
      <div className="p-5">
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          {props.title}
        </h2>
        <div id={`${id}-body`} className="mt-2 text-sm text-slate-700">
          {props.children}
        </div>
      </div>
      <div className="flex justify-end gap-2 border-t border-slate-200 px-5 py-3">
        <button ref={cancel} type="button" className="btn-secondary" onClick={props.onCancel} disabled={props.busy}>
          Cancel
        </button>
        <button type="button" className={props.danger ? 'btn-danger' : 'btn-primary'} onClick={props.onConfirm} disabled={props.busy || props.confirmDisabled} aria-busy={props.busy}>
          {props.busy ? props.busyLabel : props.confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
