/**
 * How a list's sortable column header reads and links (issue 25 §1): one rule for every list. A
 * sort value is a key, ascending, or `-key`, descending (the schema's `sort` values). A header
 * links to its key ascending; when its key is the order already, to the other direction. The
 * list's default order is written as no `sort` at all, so a default list has one address.
 */
import { listHref } from '~/lib/list-query';
import type { ListShape } from '~/lib/list/spec';

export type SortState = 'ascending' | 'descending' | undefined;

/** How `current` orders the column of `key`: its `aria-sort`, undefined when it is not the order. */
export function sortState(current: string | undefined, key: string): SortState {
  return current === key ? 'ascending' : current === `-${key}` ? 'descending' : undefined;
}

/** The sort value a click on `key`'s header asks for, among the values `spec` allows. */
export function nextSort(spec: Pick<ListShape, 'sorts'>, current: string | undefined, key: string): string | undefined {
  const order = current === key ? [`-${key}`, key] : [key, `-${key}`];
  return order.find((value) => spec.sorts.includes(value));
}

/** The link of `key`'s header on the list at `url`, back on its first page. */
export function sortHref(spec: Pick<ListShape, 'sorts' | 'defaultSort'>, url: URL, current: string | undefined, key: string): string {
  const next = nextSort(spec, current, key);
  return listHref(url, { sort: next === spec.defaultSort ? null : (next ?? null), page: null });
}
