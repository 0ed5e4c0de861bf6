/**
 * Row actions of the server-rendered catalogue lists (issue 13: packages, business categories),
 * in the pattern of the leads table: buttons drawn by the server carry `data-row-action` and
 * `data-row-id`; one delegated listener records the request and fires the window event that hydrates
 * the one RowActions island (client:event) on first use. The list itself ships no React.
 */

export const ROW_ACTION_EVENT = 'owner-console:row-action';

/** What a button asks for; which ones a page draws is decided on the server by permission. */
export const ROW_ACTION_KINDS = ['duplicate', 'archive', 'activate', 'hide', 'show', 'delete'] as const;
export type RowActionKind = (typeof ROW_ACTION_KINDS)[number];

export interface RowActionRequest {
  kind: RowActionKind;
  id: string;
}

let pending: RowActionRequest | null = null;
const listeners = new Set<() => void>();

function setPending(next: RowActionRequest | null): void {
  pending = next;
  for (const listener of listeners) listener();
}

/** The pending request, for useSyncExternalStore; a new object per click. */
export const rowActionStore = {
  get: (): RowActionRequest | null => pending,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** Clears the pending request (a dialog closed). */
export function clearRowAction(): void {
  setPending(null);
}

/** Wires every `[data-row-action]` button of the page through one delegated listener. */
export function setupRowActionButtons(): void {
  document.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest<HTMLButtonElement>('button[data-row-action]');
    const kind = button?.dataset.rowAction as RowActionKind | undefined;
    const id = button?.dataset.rowId;
    if (!button || !id || !kind || !ROW_ACTION_KINDS.includes(kind)) return;
    setPending({ kind, id });
    window.dispatchEvent(new Event(ROW_ACTION_EVENT));
  });
}
