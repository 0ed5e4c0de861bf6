/**
 * The one dialog shell of the console (issue 25 §3): a native <dialog> opened with showModal, so the
 * page behind is inert; a title bar (with a Close button for forms), the content, and a row of
 * actions. Focus goes to `initialFocus` (else the content's first control), Tab stays inside, Esc
 * closes, and focus returns to what had it before. While `busy`, Esc and Close do nothing and the
 * dialog is marked busy. The confirmation (ConfirmDialog) and every form dialog draw inside it.
 * It is drawn once its island is live, never on the server: a closed dialog shows nothing, and its
 * markup cost every page that carries one a render and its bytes (issue 28 §1).
 */
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { useHydrated } from '~/islands/forms/use-hydrated';

export interface ModalDialogProps {
  open: boolean;
  /** Names what the dialog is about, e.g. 'Delete department'. */
  title: string;
  /** Esc, Close and the caller's Cancel end here; not called while busy. */
  onClose: () => void;
  busy?: boolean;
  /** The buttons under the content, Cancel first (ConfirmDialog); forms keep theirs in the form. */
  actions?: ReactNode;
  /** Draw a Close (×) button in the title bar: for forms, whose Cancel is at the end of the form. */
  closeButton?: boolean;
  /** Where focus goes on open; the content's first control when left out. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** A form of two columns (the lead form, a new instance): 42rem instead of 32rem. */
  wide?: boolean;
  children: ReactNode;
}

const FIELD = 'input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled])';
const FOCUSABLE = 'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function ModalDialog(props: ModalDialogProps) {
  const live = useHydrated();
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  // What had the focus when the dialog opened: it gets it back on close.
  const opener = useRef<HTMLElement | null>(null);

  const giveFocusBack = () => {
    if (opener.current?.isConnected) opener.current.focus();
    opener.current = null;
  };

  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (props.open && !el.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      el.showModal();
      // The caller's choice, else the content's first field (not a field's help button, nor the Close
      // button), else its first control.
      const first = (selector: string) => el.querySelector<HTMLElement>(`[id="${id}-body"] :is(${selector})`);
      (props.initialFocus?.current ?? first(FIELD) ?? first(FOCUSABLE))?.focus();
    }
    if (!props.open && el.open) {
      el.close();
      giveFocusBack();
    }
  }, [props.open, live]);

  // A dialog removed while open (its host moved on) gives the focus back too.
  useEffect(() => {
    const el = dialog.current;
    return () => {
      if (el?.open) giveFocusBack();
    };
  }, []);

  const close = () => {
    if (!props.busy) props.onClose();
  };

  // A modal dialog makes the page inert, but Tab can still leave for the browser's own controls.
  const trapTab = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab') return;
    const items = [...(dialog.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])];
    const [first, last] = [items[0], items.at(-1)];
    if (!first || !last) return event.preventDefault();
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  if (!live) return null;
  return (
    <dialog
      ref={dialog}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      onKeyDown={trapTab}
      aria-labelledby={`${id}-title`}
      // A confirmation's text describes it; a form is not read out as a description.
      aria-describedby={props.actions ? `${id}-body` : undefined}
      aria-busy={props.busy || undefined}
      className={`m-auto w-[calc(100%-1.5rem)] ${props.wide ? 'max-w-2xl' : 'max-w-lg'} rounded-lg bg-white p-0 shadow-xl backdrop:bg-slate-900/40`}
    >
      <div className="flex items-center justify-between gap-3 border-b border-slate-200 px-5 py-3">
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          {props.title}
        </h2>
        {props.closeButton && (
          <button type="button" onClick={close} disabled={props.busy} className="rounded-md px-2 py-1 text-slate-500 hover:bg-slate-100" aria-label="Close">
            <span aria-hidden="true">×</span>
          </button>
        )}
      </div>
      <div id={`${id}-body`} className="p-5 text-sm text-slate-700">
        {props.children}
      </div>
      {props.actions && <div className="flex justify-end gap-2 border-t border-slate-200 px-5 py-3">{props.actions}</div>}
    </dialog>
  );
}
