/**
 * The leads list (issue 5 point 4; DESIGN.md "Lists"): one page, newest first, filtered and searched
 * in the database.
 */
import { and, count, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Lead, LeadListMeta } from '~/lib/leads/model';
import type { LeadListQuery } from '~/lib/leads/schemas';
import { leads } from '~/server/db/schema';
import { COUNT_CAP, type LeadsContext } from '~/server/leads/lead-context';

// The newest-first order of the lists, written to match the (created_at DESC NULLS LAST, id DESC
// NULLS LAST) indexes exactly: a plain DESC means NULLS FIRST, which those indexes cannot serve.
const newestLeadsFirst = [sql`${leads.createdAt} desc nulls last`, sql`${leads.id} desc nulls last`];

/**
 * One page of leads, newest first, paged and searched in the database (DESIGN.md "Lists").
 * `view: 'existing'` keeps live subdomains (status active); otherwise deleted leads are left out
 * unless `status` asks for them. `q` matches name, email, company or subdomain, ignoring case.
 * @returns the page and its meta; `meta.total` is exact up to COUNT_CAP, else a lower bound
 */
export async function listLeads(ctx: LeadsContext, query: LeadListQuery): Promise<{ data: Lead[]; meta: LeadListMeta }> {
  const { db, selectLeads, toLead } = ctx;
  const where = listFilter(query);
  const offset = (query.page - 1) * query.pageSize;
  const [rows, counted] = await Promise.all([
    selectLeads()
      .where(where)
      .orderBy(...newestLeadsFirst)
      .limit(query.pageSize)
      .offset(offset),
    db
      .select({ n: count() })
      .from(db.select({ one: sql`1` }).from(leads).where(where).limit(COUNT_CAP + 1).as('capped')),
  ]);
  const n = Number(counted[0]?.n ?? 0);
  // A page beyond the cap still proves that at least offset + its rows exist.
  const total = Math.max(Math.min(n, COUNT_CAP), rows.length ? offset + rows.length : 0);
  const exact = n <= COUNT_CAP;
  return { data: rows.map(toLead), meta: { total, exact, page: query.page, pageSize: query.pageSize } };
}

function listFilter(query: Pick<LeadListQuery, 'q' | 'status' | 'view'>): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (query.view === 'existing') conditions.push(eq(leads.status, 'active'));
  if (query.status) conditions.push(eq(leads.status, query.status));
  // Deleted leads are listed only when asked for by status.
  if (query.view !== 'existing' && !query.status) conditions.push(ne(leads.status, 'deleted'));
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
