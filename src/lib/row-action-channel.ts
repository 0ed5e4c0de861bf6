/**
 * Row actions of the server-rendered lists (leads' pattern, issues 13 and 14): buttons drawn by the
 * server carry `data-<name>-action="<kind>"` and `data-row-id`; one delegated listener puts the
 * request in a nanostores atom and fires the window event that hydrates the list's one actions island
 * (`client:event`) on first use. The lists themselves ship no React; the island reads the atom.
 */
import { atom, type ReadableAtom } from 'nanostores';

/** One click: which action, on which row. */
export interface RowActionRequest<K extends string> {
  kind: K;
  id: string;
}

export interface RowActionChannel<K extends string> {
  /** The window event that hydrates the island (`client:event`). */
  event: string;
  /** The pending request; a new object per click, null once a dialog closes. */
  $request: ReadableAtom<RowActionRequest<K> | null>;
  /** Clears the pending request (a dialog closed). */
  clear(): void;
  /** Wires every `[data-<name>-action]` button of the page through one delegated listener (browser only). */
  setup(): void;
}

/**
 * A channel named `name` (e.g. 'reseller': `data-reseller-action`, event `owner-console:reseller-action`)
 * accepting only `kinds`.
 */
export function rowActionChannel<K extends string>(name: string, kinds: readonly K[]): RowActionChannel<K> {
  const attribute = `data-${name}-action`;
  const event = `owner-console:${name}-action`;
  const $request = atom<RowActionRequest<K> | null>(null);
  return {
    event,
    $request,
    clear: () => $request.set(null),
    setup() {
      document.addEventListener('click', (click) => {
        const button = (click.target as Element | null)?.closest<HTMLButtonElement>(`button[${attribute}]`);
        const kind = button?.getAttribute(attribute) as K | null | undefined;
        const id = button?.dataset.rowId;
        if (!button || !id || !kind || !kinds.includes(kind)) return;
        $request.set({ kind, id });
        window.dispatchEvent(new Event(event));
      });
    },
  };
}
