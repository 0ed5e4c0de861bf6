/**
 * The selection of each list with bulk actions (issue 29 §2), by the list's path: the rows chosen
 * (each with the bulk actions it allows, so the bar offers those every chosen row has), or "all
 * matching" the list's filter. It survives paging (kept in sessionStorage, this tab only) and is
 * cleared by an action, or when the list is opened with another search or filters.
 */
import { map } from 'nanostores';
import { SELECTION_KEY } from '~/lib/list/select';

export interface Selection {
  /** The search and filters the selection was made under (their URL form, without sort and paging). */
  filter: string;
  /** Chosen row ids → the bulk action kinds each allows. */
  rows: Record<string, string[]>;
  /** True when every row matching `filter` is chosen, not only `rows`. */
  all: boolean;
}

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

const browserStorage = (): Storage | undefined => (typeof sessionStorage === 'undefined' ? undefined : sessionStorage);

function read(storage: Storage | undefined): Record<string, Selection> {
  try {
    return JSON.parse(storage?.getItem(SELECTION_KEY) ?? '{}') as Record<string, Selection>;
  } catch {
    return {};
  }
}

/** Every list's selection by path. */
export const $selections = map<Record<string, Selection>>({});

let storage: Storage | undefined;

function write(path: string, next: Selection | undefined): void {
  const all = { ...$selections.get() };
  if (next && (next.all || Object.keys(next.rows).length)) all[path] = next;
  else delete all[path];
  $selections.set(all);
  storage?.setItem(SELECTION_KEY, JSON.stringify(all));
}

/**
 * Loads the kept selections (from `store`, sessionStorage by default) and returns the one of the
 * list at `path`; a selection made under another `filter` is dropped.
 */
export function openSelection(path: string, filter: string, store: Storage | undefined = browserStorage()): Selection {
  storage = store;
  $selections.set(read(store));
  const kept = $selections.get()[path];
  if (kept && kept.filter !== filter) write(path, undefined);
  return selectionOf(path, filter);
}

/** The selection of the list at `path` (empty when none). */
export function selectionOf(path: string, filter: string): Selection {
  return $selections.get()[path] ?? { filter, rows: {}, all: false };
}

/** Chooses (`on`) or leaves `rows` (id → allowed kinds); leaving any row ends "all matching". */
export function chooseRows(path: string, filter: string, rows: Record<string, string[]>, on: boolean): void {
  const current = selectionOf(path, filter);
  const next = { ...current.rows };
  for (const [id, kinds] of Object.entries(rows)) {
    if (on) next[id] = kinds;
    else delete next[id];
  }
  write(path, { filter, rows: next, all: on && current.all });
}

/** Chooses every row matching the list's filter (`on`), or only the rows ticked. */
export function chooseAllMatching(path: string, filter: string, on: boolean): void {
  write(path, { ...selectionOf(path, filter), filter, all: on });
}

/** Forgets the list's selection (after an action, or "Clear"). */
export function clearSelection(path: string): void {
  write(path, undefined);
}
