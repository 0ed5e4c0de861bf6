/**
 * Row actions of the roles list and the permission catalog (issue 11 §1–2): server-drawn buttons
 * carry `data-role-action`, `data-target-id` and `data-target-name`; one delegated listener turns a
 * click into a pending request and the window event that hydrates the page's actions island
 * (client:event) on first use, so the lists ship no React until someone acts.
 */

/** Dispatched on window for every row action; the first one hydrates the actions island. */
export const ROLE_ACTION_EVENT = 'owner-console:role-action';

export const ROLE_ACTION_KINDS = ['delete', 'duplicate', 'grant'] as const;
export type RoleActionKind = (typeof ROLE_ACTION_KINDS)[number];

/** What the user asked for: an action on one row (a role, or a permission for `grant`). */
export interface RoleActionRequest {
  kind: RoleActionKind;
  id: string;
  name: string;
}

let pending: RoleActionRequest | null = null;
const listeners = new Set<() => void>();

/** The pending request for useSyncExternalStore: null when no dialog is open, a new object per click. */
export const roleActionStore = {
  get: (): RoleActionRequest | null => pending,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

function setPending(next: RoleActionRequest | null): void {
  pending = next;
  for (const listener of listeners) listener();
}

/** Clears the pending request (a dialog closed). */
export function clearRoleAction(): void {
  setPending(null);
}

/** Wires every `[data-role-action]` button of the page through one delegated listener. */
export function setupRoleActionButtons(): void {
  document.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest<HTMLButtonElement>('button[data-role-action]');
    const kind = button?.dataset.roleAction as RoleActionKind | undefined;
    const { targetId: id, targetName: name = '' } = button?.dataset ?? {};
    if (!button || !id || !kind || !ROLE_ACTION_KINDS.includes(kind)) return;
    setPending({ kind, id, name });
    window.dispatchEvent(new Event(ROLE_ACTION_EVENT));
  });
}
