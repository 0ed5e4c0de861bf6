/**
 * A list's state in the URL (DESIGN.md "Lists"): `?q=&page=` (and any filters), so a list is a
 * link anyone can share. Pages read it with `readListQuery` and draw links with `listHref`.
 * Keyset-paged lists (issue 9 §6) also carry `after=`, `before=` or `last=1`: `readPosition`.
 */
import { CURSOR_PATTERN } from '~/lib/paginator';

/** Where a keyset-paged list stands, as its API takes it; `page` is absent when it is not known. */
export interface ListPosition {
  page?: number;
  after?: string;
  before?: string;
  last?: boolean;
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

/** `url` with `changes` applied (a null or '' value removes the parameter), as path + query. */
export function listHref(url: URL, changes: Record<string, string | number | null>): string {
  const next = new URL(url);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === '') next.searchParams.delete(key);
    else next.searchParams.set(key, String(value));
  }
  if (next.searchParams.get('page') === '1') next.searchParams.delete('page');
  return `${next.pathname}${next.search}`;
}

/** Reads the keyset position of `url`; a malformed cursor is ignored (the list starts at page 1). */
export function readPosition(url: URL): ListPosition {
  const cursor = (name: string) => {
    const value = url.searchParams.get(name) ?? '';
    return CURSOR_PATTERN.test(value) ? value : undefined;
  };
  const after = cursor('after');
  const before = after ? undefined : cursor('before');
  const last = !after && !before && url.searchParams.get('last') === '1';
  const { page } = readListQuery(url);
  const pageKnown = url.searchParams.has('page') || !(after || before || last);
  return { ...(pageKnown ? { page } : {}), ...(after ? { after } : {}), ...(before ? { before } : {}), ...(last ? { last } : {}) };
}
