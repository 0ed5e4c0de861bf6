/**
 * The leads list (issue 5 point 4; DESIGN.md "Lists"): one page, newest first, filtered and searched
 * in the database.
 */
import { and, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Lead, LeadListMeta } from '~/lib/leads/model';
import type { LeadListQuery } from '~/lib/leads/schemas';
import { pageCount } from '~/lib/paginator';
import { cappedCount, cappedCountColumn, cappedOf, searchHits, type CappedCount } from '~/server/db/capped-count';
import { keptCount } from '~/server/db/kept-counts';
import { beyond, parseCursor } from '~/server/db/keyset';
import { COUNT_CAP, type LeadsContext } from '~/server/leads/lead-context';
import { isLiveLead, leads } from '~/server/leads/schema';

// The newest-first order of the lists, written to match the (created_at DESC NULLS LAST, id DESC
// NULLS LAST) indexes exactly: a plain DESC means NULLS FIRST, which those indexes cannot serve.
const newestLeadsFirst = [sql`${leads.createdAt} desc nulls last`, sql`${leads.id} desc nulls last`];
// The same order walked backwards (the previous and last pages), served by the same indexes.
const oldestLeadsFirst = [sql`${leads.createdAt} asc nulls first`, sql`${leads.id} asc nulls first`];
// The same orders, written so that no index matches them (see listLeads()).
const newestHitsFirst = [sql`(${leads.createdAt} + interval '0') desc`, sql`${leads.id} desc`];
const oldestHitsFirst = [sql`(${leads.createdAt} + interval '0') asc`, sql`${leads.id} asc`];

type PageRow = Awaited<ReturnType<ReturnType<LeadsContext['selectLeads']>['execute']>>[number];

/**
 * One page of leads, newest first, paged and searched in the database (DESIGN.md "Lists").
 * `view: 'existing'` keeps live subdomains (status active); otherwise deleted leads are left out
 * unless `status` asks for them. `q` matches name, email, company or subdomain, ignoring case.
 * Paging is by keyset (`after`, `before`, `last`: issue 9 §6); a typed `page` skips from the nearer end.
 * @returns the page and its meta; `meta.total` is exact up to COUNT_CAP, else a lower bound
 */
export async function listLeads(ctx: LeadsContext, query: LeadListQuery): Promise<{ data: Lead[]; meta: LeadListMeta }> {
  const { db, selectLeads, toLead } = ctx;
  // A search is read once by its trigram indexes: its hits' ids, when few, then stand for it (their
  // count is the list's), so the page is read by primary key instead of searching a second time.
  const hits = query.q ? await searchHits(db, leads.id, leads, listFilter(query)) : undefined;
  const where = hits?.filter ?? listFilter(query);
  const size = query.pageSize;
  const after = parseCursor(query.after);
  const before = parseCursor(query.before);
  // Page 1, next and previous do not depend on the count: it rides along as a column of the page's
  // statement, one round trip instead of two on every list view (issue 9 §4). A search needs the
  // count first to pick its order (below), and so do the last page and a typed page number. A page
  // view takes the count kept since the last commit instead (kept-counts.ts, issue 28 §4).
  const countQuery = cappedCountColumn(leads, where);
  const kept = hits ? undefined : keptCount(db, countQuery);
  const keptN = kept?.value ? asN(kept.value) : undefined;
  const countAlong = keptN === undefined && !query.q && Boolean(after || before || (!query.last && (query.page ?? 1) === 1));
  const countRows = async () => asN(kept!.keep(await cappedCount(db, leads, where)));
  let n = hits ? (hits.count.exact ? hits.count.total : COUNT_CAP + 1) : (keptN ?? (countAlong ? 0 : await countRows()));
  const exact = () => n <= COUNT_CAP;
  // A search with few hits: the planner cannot tell, and would walk the date index through every
  // lead looking for them (17 s at 1,000,000). Ordering by an expression no index serves makes it
  // fetch the hits by their ids and sort those few instead.
  const [newestOrder, oldestOrder] = query.q && exact() ? [newestHitsFirst, oldestHitsFirst] : [newestLeadsFirst, oldestLeadsFirst];
  const counted = countAlong ? { n: countQuery } : {};
  const newest = (extra?: SQL) => selectLeads(counted).where(and(where, extra)).orderBy(...newestOrder);
  const oldest = (extra?: SQL) => selectLeads(counted).where(and(where, extra)).orderBy(...oldestOrder);
  /** The count that came with `fetched`; an empty page brings none, so it is counted apart. */
  const countOf = async (fetched: Array<{ n?: unknown }>) => {
    if (countAlong) n = fetched.length ? asN(kept!.keep(cappedOf(Number(fetched[0]!.n)))) : await countRows();
  };

  let rows: PageRow[];
  let page: number | null;
  let hasPrevious: boolean;
  let hasNext: boolean;
  if (after) {
    const fetched = await newest(beyond(leads.createdAt, leads.id, after, 'older')).limit(size + 1);
    await countOf(fetched);
    [rows, hasNext, hasPrevious, page] = [fetched.slice(0, size), fetched.length > size, true, query.page ?? null];
  } else if (before) {
    const fetched = await oldest(beyond(leads.createdAt, leads.id, before, 'newer')).limit(size + 1);
    await countOf(fetched);
    [rows, hasPrevious, hasNext] = [fetched.slice(0, size).reverse(), fetched.length > size, true];
    // Nothing newer: this is page 1, whatever the link said.
    page = hasPrevious ? (query.page ?? null) : 1;
  } else if (query.last) {
    const pages = pageCount(n, size);
    // Past the cap the number of the last page is unknown, and so is how full it is.
    const fetched = await oldest().limit(exact() ? n - (pages - 1) * size || size : size + 1);
    [rows, hasNext] = [fetched.slice(0, size).reverse(), false];
    [page, hasPrevious] = exact() ? [pages, pages > 1] : [null, fetched.length > size];
  } else {
    page = query.page ?? 1;
    const pages = pageCount(n, size);
    if (exact() && page <= pages && page - 1 > pages - page) {
      // A typed page nearer the end: skip from the end, so the skipped rows stay few.
      const rowsBefore = (page - 1) * size;
      rows = (await oldest().limit(Math.min(size, n - rowsBefore)).offset(Math.max(0, n - page * size))).reverse();
      [hasPrevious, hasNext] = [page > 1, page < pages];
    } else {
      const fetched = await newest().limit(size + 1).offset((page - 1) * size);
      await countOf(fetched);
      [rows, hasPrevious, hasNext] = [fetched.slice(0, size), page > 1, fetched.length > size];
    }
  }
  // A page beyond the cap still proves that at least the rows up to it exist.
  const total = Math.max(Math.min(n, COUNT_CAP), page && rows.length ? (page - 1) * size + rows.length : 0);
  return {
    data: rows.map(toLead),
    meta: {
      total,
      exact: exact(),
      page,
      pageSize: size,
      before: hasPrevious ? (rows[0]?.cursor ?? null) : null,
      after: hasNext ? (rows.at(-1)?.cursor ?? null) : null,
    },
  };
}

/** A capped count as the list counts it: up to COUNT_CAP + 1 rows. */
const asN = (count: CappedCount) => (count.exact ? count.total : COUNT_CAP + 1);

function listFilter(query: Pick<LeadListQuery, 'q' | 'status' | 'view' | 'category'>): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (query.view === 'existing') conditions.push(eq(leads.status, 'active'));
  if (query.status) conditions.push(eq(leads.status, query.status));
  if (query.category) conditions.push(eq(leads.categoryId, query.category));
  // Deleted leads are listed only when asked for by status.
  if (query.view !== 'existing' && !query.status) conditions.push(isLiveLead);
  if (query.q) {
    const pattern = likePattern(query.q);
    conditions.push(
      or(ilike(leads.name, pattern), ilike(leads.email, pattern), ilike(leads.company, pattern), ilike(leads.subdomain, pattern)),
    );
  }
  return and(...conditions);
}

/** `%`, `_` and `\` typed in a search are text, not ILIKE wildcards. */
function likePattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}
