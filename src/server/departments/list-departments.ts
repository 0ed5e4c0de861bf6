/** Reading departments (issue 12 §1): a page of the list, keyset-paged (issue 28 §4), and every department as a form's choices. */
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Department } from '~/lib/departments/model';
import type { DepartmentListQuery } from '~/lib/departments/schemas';
import type { KeysetMeta } from '~/lib/list-query';
import type { Database } from '~/server/db/client';
import { countAlong, cursorColumn, keysetPage, type OrderKey } from '~/server/db/keyset-page';
import { searchMatch, type SearchText } from '~/server/db/trigram-search';
import { employeeCount, toDepartment, type DepartmentRow } from '~/server/departments/department-context';
import { departments } from '~/server/departments/schema';

/**
 * What a department search reads: name and code joined by a space, spelled as the
 * departments_search_idx trigram index (migration 0028) so that one index scan serves it.
 */
export const DEPARTMENT_SEARCH: SearchText = {
  index: 'departments_search_idx',
  text: sql`${departments.name} || ' ' || ${departments.code}`,
};

/** The list's one order, as departments_name_id_idx spells it: the name ignoring case, ties by id. */
const DEPARTMENT_ORDER: OrderKey[] = [
  { expr: sql`lower(${departments.name})`, type: 'text', descending: false },
  { expr: departments.id, type: 'uuid', descending: false },
];

/** One page ordered by name; `q` matches name or code (ignoring case). @throws 400 for a cursor of another order */
export async function listDepartments(db: Database, query: DepartmentListQuery): Promise<{ data: Department[]; meta: KeysetMeta }> {
  const filters: SQL[] = [];
  if (query.q) filters.push(await searchMatch(db, DEPARTMENT_SEARCH, query.q));
  if (query.status) filters.push(eq(departments.status, query.status as DepartmentRow['status']));
  const { rows, meta } = await keysetPage({
    keys: DEPARTMENT_ORDER,
    position: query,
    pageSize: query.pageSize,
    source: { db, id: departments.id, from: departments, where: and(...filters), searched: Boolean(query.q) },
    fetch: (window) =>
      db
        .select({ row: departments, n: employeeCount, cursor: cursorColumn(DEPARTMENT_ORDER), ...countAlong(window) })
        .from(departments)
        .where(window.where)
        .orderBy(...window.orderBy)
        .limit(window.limit)
        .offset(window.offset),
  });
  return { data: rows.map((r) => toDepartment(r.row, r.n)), meta };
}

/** Every department (id, name, status), ordered by name: the choices of the forms and filters. */
export async function departmentOptions(db: Database): Promise<Pick<Department, 'id' | 'name' | 'status'>[]> {
  return db.select({ id: departments.id, name: departments.name, status: departments.status }).from(departments).orderBy(asc(sql`lower(${departments.name})`));
}
