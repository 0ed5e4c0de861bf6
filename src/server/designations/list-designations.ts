/** Reading designations (issue 12 §2): a page of the list, keyset-paged (issue 28 §4), and every designation as a form's choices. */
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Designation } from '~/lib/designations/model';
import type { DesignationListQuery } from '~/lib/designations/schemas';
import type { KeysetMeta } from '~/lib/list-query';
import type { Database } from '~/server/db/client';
import { cursorColumn, keysetPage, type KeysetFetch, type OrderKey } from '~/server/db/keyset-page';
import { searchMatch, type SearchText } from '~/server/db/trigram-search';
import { departments } from '~/server/departments/schema';
import { employeeCount, toDesignation, type DesignationRow } from '~/server/designations/designation-context';
import { designations } from '~/server/designations/schema';

/** What a designation search reads: the title, as the designations_title_trgm_idx trigram index (migration 0028). */
export const DESIGNATION_SEARCH: SearchText = { index: 'designations_title_trgm_idx', text: sql`${designations.title}` };

/**
 * The list's one order: the department's name (ignoring case, departments_name_id_idx), then level
 * and title within it (designations_order_idx), ties by id.
 */
const DESIGNATION_ORDER: OrderKey[] = [
  { expr: sql`lower(${departments.name})`, type: 'text', descending: false },
  { expr: designations.level, type: 'bigint', descending: false },
  { expr: sql`lower(${designations.title})`, type: 'text', descending: false },
  { expr: designations.id, type: 'uuid', descending: false },
];

/**
 * The ids and cursors of one window of the list. A join sorted every designation of the first
 * departments (106 ms at 100,000): departments are walked by name instead, and each gives at most
 * the window's rows from designations_order_idx, whose order within a department is the list's
 * (the department's name is a constant there), so a page reads about one page of rows.
 */
async function pageIds(db: Database, { where, orderBy, limit, offset }: KeysetFetch): Promise<{ id: string; cursor: string }[]> {
  const result = (await db.execute(sql`
    select ${designations.id} as id, ${cursorColumn(DESIGNATION_ORDER)} as cursor
    from ${departments} cross join lateral (
      select ${designations}.* from ${designations}
      where ${designations.departmentId} = ${departments.id} and ${where ?? sql`true`}
      order by ${sql.join(orderBy, sql`, `)} limit ${limit + offset}
    ) ${designations}
    order by ${sql.join(orderBy, sql`, `)} limit ${limit} offset ${offset}`)) as unknown as { rows: { id: string; cursor: string }[] };
  return result.rows;
}

/** The FROM clause of the list's count and search (its order names the department). */
const WITH_DEPARTMENT = sql`${designations} inner join ${departments} on ${departments.id} = ${designations.departmentId}`;

/** One page ordered by department, level and title; `q` matches the title (ignoring case). @throws 400 for a cursor of another order */
export async function listDesignations(db: Database, query: DesignationListQuery): Promise<{ data: Designation[]; meta: KeysetMeta }> {
  const filters: SQL[] = [];
  if (query.q) filters.push(await searchMatch(db, DESIGNATION_SEARCH, query.q));
  if (query.department) filters.push(eq(designations.departmentId, query.department));
  if (query.status) filters.push(eq(designations.status, query.status as DesignationRow['status']));
  const { rows, meta } = await keysetPage({
    keys: DESIGNATION_ORDER,
    position: query,
    pageSize: query.pageSize,
    source: { db, id: designations.id, from: WITH_DEPARTMENT, where: and(...filters), searched: Boolean(query.q) },
    fetch: async (window) => {
      const picked = await pageIds(db, window);
      const found = picked.length ? await db.select({ row: designations, n: employeeCount }).from(designations).where(inArray(designations.id, picked.map((p) => p.id))) : [];
      const byId = new Map(found.map((f) => [f.row.id, f]));
      return picked.map(({ id, cursor }) => ({ ...byId.get(id)!, cursor }));
    },
  });
  return { data: rows.map((r) => toDesignation(r.row, r.n)), meta };
}

/** Every designation (id, title, departmentId, status) by department and level: the forms' choices. */
export async function designationOptions(db: Database): Promise<Pick<Designation, 'id' | 'title' | 'departmentId' | 'status'>[]> {
  return db
    .select({ id: designations.id, title: designations.title, departmentId: designations.departmentId, status: designations.status })
    .from(designations)
    .orderBy(asc(designations.level), asc(sql`lower(${designations.title})`));
}
