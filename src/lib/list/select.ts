/**
 * The checkbox column of a list with bulk actions (issue 29 §2) before any island: the boxes are
 * plain inputs drawn by the server (components/list/cells.ts selectCell, the header's in ListFrame); the
 * first change of one, or a page opened with a selection kept for its list, dispatches SELECT_EVENT,
 * which hydrates the bulk bar (islands/actions/BulkBar.tsx, `client:event`). Nothing else runs
 * before then, so a list page's script stays a few hundred bytes.
 */

/** Dispatched on window to hydrate the bulk bar. */
export const SELECT_EVENT = 'owner-console:select';

/** The sessionStorage key of every list's selection (stores/selection.ts), by the list's path. */
export const SELECTION_KEY = 'owner-console:selection';

/** True when a selection is kept for the list at `path` in `stored` (the key's raw value). */
export function hasKeptSelection(stored: string | null, path: string): boolean {
  try {
    return Boolean(stored && JSON.parse(stored)[path]);
  } catch {
    return false;
  }
}

/** Wakes the bulk bar on the first checkbox change, or at once when this list has a kept selection (browser only). */
export function listenForSelection(): void {
  const wake = () => window.dispatchEvent(new Event(SELECT_EVENT));
  document.addEventListener('change', (event) => {
    if ((event.target as Element | null)?.closest?.('[data-select]')) wake();
  });
  if (hasKeptSelection(sessionStorage.getItem(SELECTION_KEY), location.pathname)) wake();
}
