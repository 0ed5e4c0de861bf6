/**
 * The one paginator of DESIGN.md "Lists", used by the server-rendered tables and the lead status
 * tracker island alike (spec §2 "Leads status tracker", §9): 10 records a page; every page when there
 * are 5 or fewer, otherwise the first, the last, the current page's neighbours and ellipses.
 */

/** Records per page everywhere in the console (spec §9). */
export const PAGE_SIZE = 10;

/** Page counts up to this show every page (spec §9). */
export const MAX_FULL_PAGES = 5;

/**
 * A keyset cursor in a list's URL (`?after=` for the next page, `?before=` for the previous):
 * a row's creation time in microseconds since the epoch and its id (src/server/db/keyset.ts).
 */
export const CURSOR_PATTERN = /^\d{1,17}_[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A keyset cursor of the sortable lists (src/server/db/keyset-page.ts): their order's key values,
 * base64url-encoded. The server decodes and checks it against the list's order.
 */
export const KEYSET_CURSOR_PATTERN = /^[A-Za-z0-9_-]{1,2000}$/;

/** One paginator slot: a page number (1-based) or an ellipsis standing for two or more hidden pages. */
export type PageItem = number | 'ellipsis';

/**
 * How many pages `total` records fill.
 * @param total number of records (negative or fractional values are treated as 0 / rounded down)
 * @param size records per page, PAGE_SIZE by default
 * @returns at least 1, so that page 1 always exists and an empty list still has a current page
 */
export function pageCount(total: number, size: number = PAGE_SIZE): number {
  const records = Math.max(0, Math.floor(total));
  const perPage = Math.max(1, Math.floor(size));
  return Math.max(1, Math.ceil(records / perPage));
}

/** Clamps a requested page (possibly NaN or out of range) into 1..count. */
export function clampPage(page: number, count: number): number {
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.floor(page)), Math.max(1, Math.floor(count)));
}

/**
 * The slots to draw for `current` of `count` pages, in order.
 * An ellipsis that would hide exactly one page shows that page instead: it takes the same room and
 * saves a click.
 * @param current the current page, 1-based (clamped into range)
 * @param count the number of pages; 0 or less gives []
 * @example paginate(25, 50) → [1, 'ellipsis', 24, 25, 26, 'ellipsis', 50]
 */
export function paginate(current: number, count: number): PageItem[] {
  const last = Math.floor(count);
  if (!(last >= 1)) return [];
  if (last <= MAX_FULL_PAGES) return Array.from({ length: last }, (_, i) => i + 1);

  const page = clampPage(current, last);
  const shown = [...new Set([1, page - 1, page, page + 1, last])].filter((p) => p >= 1 && p <= last).sort((a, b) => a - b);

  const items: PageItem[] = [];
  let previous = 0;
  for (const p of shown) {
    const gap = p - previous - 1;
    if (gap === 1) items.push(previous + 1);
    else if (gap > 1) items.push('ellipsis');
    items.push(p);
    previous = p;
  }
  return items;
}

const SLOT = 'flex h-9 min-w-9 items-center justify-center rounded-md px-2 text-sm';

/**
 * The one look of a paginator's slots (issue 25 §1), for the lists' ListPaginator (links) and the
 * lead status tracker island (buttons): a page to go to, one that cannot be reached now, the
 * current page, an ellipsis.
 */
export const PAGER_LOOK = {
  link: `${SLOT} border border-slate-300 hover:bg-slate-100`,
  off: `${SLOT} border border-slate-200 text-slate-400`,
  current: `${SLOT} bg-primary text-white`,
  gap: `${SLOT} text-slate-500`,
} as const;
