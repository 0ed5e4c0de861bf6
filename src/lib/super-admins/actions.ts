/**
 * The row actions of the super admins list: buttons drawn by the server carry
 * `data-super-admin-action` and `data-super-admin-id`; one delegated listener turns a click into a
 * pending request and the window event that hydrates the one actions island (client:event) on first
 * use. Events of the list page live here too.
 */
import { SUPER_ADMIN_ACTION_KINDS, type SuperAdminActionKind } from '~/lib/super-admins/view';

/** Dispatched on window for every row action; the first one hydrates the actions island. */
export const SUPER_ADMIN_ACTION_EVENT = 'owner-console:super-admin-action';

/** Opens (and on first use hydrates) the 'Add super admin' dialog. */
export const ADD_SUPER_ADMIN_EVENT = 'owner-console:add-super-admin';

export interface SuperAdminActionRequest {
  kind: SuperAdminActionKind;
  id: string;
}

let pending: SuperAdminActionRequest | null = null;
const listeners = new Set<() => void>();

/** The pending request for useSyncExternalStore: a new object per click, null when none. */
export const superAdminActionStore = {
  get: (): SuperAdminActionRequest | null => pending,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** Sets (or with null clears) the pending request and tells the island. */
export function setSuperAdminAction(next: SuperAdminActionRequest | null): void {
  pending = next && { ...next };
  for (const listener of listeners) listener();
  if (next) window.dispatchEvent(new Event(SUPER_ADMIN_ACTION_EVENT));
}

/** Wires every `[data-super-admin-action]` button of the page through one delegated listener. */
export function setupSuperAdminActionButtons(): void {
  document.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest<HTMLButtonElement>('button[data-super-admin-action]');
    const kind = button?.dataset.superAdminAction as SuperAdminActionKind | undefined;
    const id = button?.dataset.superAdminId;
    if (!id || !kind || !SUPER_ADMIN_ACTION_KINDS.includes(kind)) return;
    setSuperAdminAction({ kind, id });
  });
}
