/**
 * The toast bridge (spec §9: top-right, 5000 ms): loads solid-toast and mounts its one Toaster on
 * first use, in the browser only, so that no server render ever imports it.
 */
import type { Flash, ToastKind } from '~/lib/flash';

type Show = (kind: ToastKind, message: string) => void;

let ready: Promise<Show> | undefined;

async function mount(): Promise<Show> {
  const [{ default: toast, Toaster }, { createComponent, render }] = await Promise.all([
    import('solid-toast'),
    import('solid-js/web'),
  ]);
  const host = document.createElement('div');
  host.id = 'toaster';
  // One polite live region announces every toast to screen readers.
  host.setAttribute('role', 'status');
  host.setAttribute('aria-live', 'polite');
  document.body.append(host);
  render(() => createComponent(Toaster, { position: 'top-right', gutter: 8, toastOptions: { duration: 5000 } }), host);
  const warningStyle = { background: '#fffbeb', color: '#92400e', border: '1px solid #fcd34d' };
  return (kind, message) => {
    // The class names the style, so that tests and styles can tell a success toast from a warning.
    const className = `toast-${kind}`;
    if (kind === 'success') toast.success(message, { className });
    else if (kind === 'error') toast.error(message, { className });
    else toast(message, { className, icon: '⚠️', style: warningStyle });
  };
}

/** Shows a toast of `kind` with `message`; resolves once it is on screen. */
export async function showToast(kind: ToastKind, message: string): Promise<void> {
  if (typeof window === 'undefined') return;
  ready ??= mount();
  (await ready)(kind, message);
}

const PENDING_KEY = 'owner-console:pending-toast';

/** Keeps a toast for the next page, for an island that navigates right after its success. */
export function toastAfterNavigation(kind: ToastKind, message: string): void {
  sessionStorage.setItem(PENDING_KEY, JSON.stringify({ kind, message } satisfies Flash));
}

/**
 * Shows the toasts this page owes the user: the flash the server rendered into `data-flash` (set
 * before a server redirect) and the one an island kept for after its navigation.
 */
export function showPendingToasts(): void {
  const rendered = document.querySelector<HTMLElement>('[data-flash]')?.dataset.flash;
  const kept = sessionStorage.getItem(PENDING_KEY);
  sessionStorage.removeItem(PENDING_KEY);
  for (const raw of [rendered, kept]) {
    if (!raw) continue;
    const flash = JSON.parse(raw) as Flash;
    void showToast(flash.kind, flash.message);
  }
}
