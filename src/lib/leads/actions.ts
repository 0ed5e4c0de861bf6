/**
 * The row actions of the leads tables (issue 5 point 4): buttons drawn by the server carry
 * `data-lead-action` and `data-lead-id`; one small script turns a click into a pending request
 * (`leadActionStore`) and the window event that hydrates the one actions island (client:event) on
 * first use. The store is a few lines rather than a nanostore: the table's script stays tiny.
 */

/** Dispatched on window for every row action; the first one hydrates the actions island. */
export const LEAD_ACTION_EVENT = 'owner-console:lead-action';

export const LEAD_ACTION_KINDS = ['edit', 'delete', 'retry', 'convert'] as const;
export type LeadActionKind = (typeof LEAD_ACTION_KINDS)[number];

/** What the user asked for: an action on one lead of the page. */
export interface LeadActionRequest {
  kind: LeadActionKind;
  id: string;
}

let pending: LeadActionRequest | null = null;
const listeners = new Set<() => void>();

function setPending(next: LeadActionRequest | null): void {
  pending = next;
  for (const listener of listeners) listener();
}

/**
 * The pending request, for React's useSyncExternalStore: null when no dialog is open; a new object
 * for each click, so asking again for the same lead still notifies.
 */
export const leadActionStore = {
  get: (): LeadActionRequest | null => pending,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** Records `request` and announces it (hydrating the actions island the first time). */
export function requestLeadAction(request: LeadActionRequest): void {
  setPending({ ...request });
  window.dispatchEvent(new Event(LEAD_ACTION_EVENT));
}

/** Clears the pending request (a dialog closed). */
export function clearLeadAction(): void {
  setPending(null);
}

/**
 * Wires every `[data-lead-action]` button of the page through one delegated listener.
 * A retry button turns busy at once: the page reloads when the attempt is over.
 */
export function setupLeadActionButtons(): void {
  document.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest<HTMLButtonElement>('button[data-lead-action]');
    const kind = button?.dataset.leadAction as LeadActionKind | undefined;
    const id = button?.dataset.leadId;
    if (!button || !id || !kind || !LEAD_ACTION_KINDS.includes(kind)) return;
    if (kind === 'retry') {
      button.disabled = true;
      button.setAttribute('aria-busy', 'true');
      button.textContent = 'Retrying...';
    }
    requestLeadAction({ kind, id });
  });
}
