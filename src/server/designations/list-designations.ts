/** Reading designations (issue 12 §2): a page of the list, and every designation as a form's choices. */
import { and, asc, count, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { Designation } from '~/lib/designations/model';
import type { DesignationListQuery } from '~/lib/designations/schemas';
import type { Database } from '~/server/db/client';
import { likePattern } from '~/server/db/like';
import { departments } from '~/server/departments/schema';
import { employeeCount, toDesignation, type DesignationRow } from '~/server/designations/designation-context';
import { designations } from '~/server/designations/schema';

/** One page ordered by department, level and title; `q` matches the title (ignoring case). */
export async function listDesignations(db: Database, query: DesignationListQuery): Promise<{ data: Designation[]; meta: { page: number; pageSize: number; total: number } }> {
  const filters: SQL[] = [];
  if (query.q) filters.push(ilike(designations.title, likePattern(query.q)));
  if (query.department) filters.push(eq(designations.departmentId, query.department));
  if (query.status) filters.push(eq(designations.status, query.status as DesignationRow['status']));
  const where = and(...filters);
  const [rows, [counted]] = await Promise.all([
    db
      .select({ row: designations, n: employeeCount })
      .from(designations)
      .innerJoin(departments, eq(departments.id, designations.departmentId))
      .where(where)
      .orderBy(asc(sql`lower(${departments.name})`), asc(designations.level), asc(sql`lower(${designations.title})`), asc(designations.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(designations).where(where),
  ]);
  return {
    data: rows.map((r) => toDesignation(r.row, r.n)),
    meta: { page: query.page, pageSize: query.pageSize, total: Number(counted?.n ?? 0) },
  };
}

/** Every designation (id, title, departmentId, status) by department and level: the forms' choices. */
export async function designationOptions(db: Database): Promise<Pick<Designation, 'id' | 'title' | 'departmentId' | 'status'>[]> {
  return db
    .select({ id: designations.id, title: designations.title, departmentId: designations.departmentId, status: designations.status })
    .from(designations)
    .orderBy(asc(designations.level), asc(sql`lower(${designations.title})`));
}
