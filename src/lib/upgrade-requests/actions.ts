/**
 * Row actions of the upgrade request tables (issue 14 §4), in the pattern of lib/row-actions.ts:
 * buttons drawn by the server carry `data-upgrade-action` and `data-row-id`; one delegated listener
 * records the request and fires the event that hydrates the UpgradeRequestActions island on first
 * use. The tables themselves ship no React.
 */

export const UPGRADE_ACTION_EVENT = 'owner-console:upgrade-action';

export const UPGRADE_ACTION_KINDS = ['approve', 'reject'] as const;
export type UpgradeActionKind = (typeof UPGRADE_ACTION_KINDS)[number];

export interface UpgradeActionRequest {
  kind: UpgradeActionKind;
  id: string;
}

let pending: UpgradeActionRequest | null = null;
const listeners = new Set<() => void>();

function setPending(next: UpgradeActionRequest | null): void {
  pending = next;
  for (const listener of listeners) listener();
}

/** The pending request, for useSyncExternalStore; a new object per click. */
export const upgradeActionStore = {
  get: (): UpgradeActionRequest | null => pending,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** Clears the pending request (a dialog closed). */
export function clearUpgradeAction(): void {
  setPending(null);
}

/** Wires every `[data-upgrade-action]` button of the page through one delegated listener. */
export function setupUpgradeActionButtons(): void {
  document.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest<HTMLButtonElement>('button[data-upgrade-action]');
    const kind = button?.dataset.upgradeAction as UpgradeActionKind | undefined;
    const id = button?.dataset.rowId;
    if (!button || !id || !kind || !UPGRADE_ACTION_KINDS.includes(kind)) return;
    setPending({ kind, id });
    window.dispatchEvent(new Event(UPGRADE_ACTION_EVENT));
  });
}
