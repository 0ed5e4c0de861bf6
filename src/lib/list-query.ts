/**
 * A list's state in the URL (DESIGN.md "Lists"): `?q=&page=` (and any filters), so a list is a
 * link anyone can share. Pages read it with `readListQuery` and draw links with `listHref`.
 * Keyset-paged lists (issue 9 §6) also carry `after=`, `before=` or `last=1`: `readPosition`.
 */
import { CURSOR_PATTERN } from '~/lib/paginator';
import type { ApiBody } from '~/lib/types';

/** Where a keyset-paged list stands, as its API takes it; `page` is absent when it is not known. */
export interface ListPosition {
  page?: number;
  after?: string;
  before?: string;
  last?: boolean;
}

/** The `meta` of a keyset-paged list (src/server/db/keyset-page.ts); `page` is null when unknown. */
export interface KeysetMeta {
  page: number | null;
  pageSize: number;
  /** Exact when `exact`, else a lower bound (the count's cap, or the rows up to this page). */
  total: number;
  exact: boolean;
  /** The previous page's cursor (null on the first page) and the next page's (null on the last). */
  before: string | null;
  after: string | null;
}

/** A page of a keyset-paged list as its API answers it. */
export interface KeysetListBody<T> extends ApiBody<T[]> {
  meta: KeysetMeta;
}

/** A list call's query with `last` as the API reads it: 'true', or left out. */
export function listParams<T extends { last?: boolean | undefined }>({ last, ...rest }: T): Omit<T, 'last'> & { last: 'true' | undefined } {
  return { ...rest, last: last ? 'true' : undefined };
}

export interface ListQuery {
  /** The search text, trimmed; '' for none. */
  q: string;
  /** 1-based page number, at least 1. */
  page: number;
}

/** Reads `q` and `page` from `url`; a missing or malformed page is 1. */
export function readListQuery(url: URL): ListQuery {
  const page = Number.parseInt(url.searchParams.get('page') ?? '1', 10);
  return { q: (url.searchParams.get('q') ?? '').trim().slice(0, 200), page: Number.isFinite(page) && page > 0 ? page : 1 };
}

/**
 * `url` with `changes` applied (a null or '' value removes the parameter), as path + query.
 * `page: null` starts the list again: a keyset position (`after`, `before`, `last`) goes too, since
 * it names a row of the list as it was sorted and filtered before the change.
 */
export function listHref(url: URL, changes: Record<string, string | number | null>): string {
  const next = new URL(url);
  if ('page' in changes && changes.page === null) for (const key of ['after', 'before', 'last']) next.searchParams.delete(key);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === '') next.searchParams.delete(key);
    else next.searchParams.set(key, String(value));
  }
  if (next.searchParams.get('page') === '1') next.searchParams.delete('page');
  return `${next.pathname}${next.search}`;
}

/**
 * Reads the keyset position of `url`; a malformed cursor is ignored (the list starts at page 1).
 * @param pattern the list's cursor shape: CURSOR_PATTERN (newest-first lists) or KEYSET_CURSOR_PATTERN (sortable lists)
 */
export function readPosition(url: URL, pattern: RegExp = CURSOR_PATTERN): ListPosition {
  const cursor = (name: string) => {
    const value = url.searchParams.get(name) ?? '';
    return pattern.test(value) ? value : undefined;
  };
  const after = cursor('after');
  const before = after ? undefined : cursor('before');
  const last = !after && !before && url.searchParams.get('last') === '1';
  const { page } = readListQuery(url);
  const pageKnown = url.searchParams.has('page') || !(after || before || last);
  return { ...(pageKnown ? { page } : {}), ...(after ? { after } : {}), ...(before ? { before } : {}), ...(last ? { last } : {}) };
}
