/**
 * The one channel of row actions (issue 25 §2). A button drawn by the server carries
 * `data-action="<kind>"` and `data-row-id="<id>"` (no id for a page action such as 'add'); one
 * delegated listener (`listenForActions`, components/list/ActionScript.astro) turns a click into a
 * pending request and the window event that hydrates the page's one action host (`client:event`)
 * on first use. The store is a few lines, not a library, so the list's script stays tiny.
 */

/** Dispatched on window for every action; the first one hydrates the action host. */
export const ACTION_EVENT = 'owner-console:action';

/** One click: which action, on which row ('' for none). */
export interface ActionRequest {
  kind: string;
  id: string;
}

let pending: ActionRequest | null = null;
const listeners = new Set<() => void>();

function set(next: ActionRequest | null): void {
  pending = next;
  for (const listener of listeners) listener();
}

/**
 * The pending request for React's useSyncExternalStore: a new object per click, null when none.
 * The server snapshot is always null, so a host hydrated by the first click first renders what the
 * server drew, then the request (no hydration mismatch).
 */
export const actionStore = {
  get: (): ActionRequest | null => pending,
  getServer: (): ActionRequest | null => null,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** Asks for `request` and announces it (hydrating the action host the first time). */
export function requestAction(request: ActionRequest): void {
  set({ ...request });
  window.dispatchEvent(new Event(ACTION_EVENT));
}

/** Clears the pending request (its dialog closed). */
export function clearAction(): void {
  set(null);
}

/** Sends every click on a `button[data-action]` of the page through the channel (browser only). */
export function listenForActions(): void {
  document.addEventListener('click', (click) => {
    const button = (click.target as Element | null)?.closest<HTMLButtonElement>('button[data-action]');
    const kind = button?.dataset.action;
    if (!button || !kind || button.disabled) return;
    requestAction({ kind, id: button.dataset.rowId ?? '' });
  });
}
