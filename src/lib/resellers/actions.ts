/**
 * Row actions of the server-rendered reseller lists (issue 13 §3), in the pattern of
 * lib/row-actions.ts: buttons drawn by the server carry `data-reseller-action` and `data-row-id`;
 * one delegated listener records the request and fires the event that hydrates the one
 * ResellerActions island on first use. The lists themselves ship no React.
 */

export const RESELLER_ACTION_EVENT = 'owner-console:reseller-action';

export const RESELLER_ACTION_KINDS = ['approve', 'reject', 'suspend', 'reactivate', 'delete'] as const;
export type ResellerActionKind = (typeof RESELLER_ACTION_KINDS)[number];

export interface ResellerActionRequest {
  kind: ResellerActionKind;
  id: string;
}

let pending: ResellerActionRequest | null = null;
const listeners = new Set<() => void>();

function setPending(next: ResellerActionRequest | null): void {
  pending = next;
  for (const listener of listeners) listener();
}

/** The pending request, for useSyncExternalStore; a new object per click. */
export const resellerActionStore = {
  get: (): ResellerActionRequest | null => pending,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** Clears the pending request (a dialog closed). */
export function clearResellerAction(): void {
  setPending(null);
}

/** Wires every `[data-reseller-action]` button of the page through one delegated listener. */
export function setupResellerActionButtons(): void {
  document.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest<HTMLButtonElement>('button[data-reseller-action]');
    const kind = button?.dataset.resellerAction as ResellerActionKind | undefined;
    const id = button?.dataset.rowId;
    if (!button || !id || !kind || !RESELLER_ACTION_KINDS.includes(kind)) return;
    setPending({ kind, id });
    window.dispatchEvent(new Event(RESELLER_ACTION_EVENT));
  });
}
