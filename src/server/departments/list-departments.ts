/** Reading departments (issue 12 §1): a page of the list, and every department as a form's choices. */
import { and, asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Department } from '~/lib/departments/model';
import type { DepartmentListQuery } from '~/lib/departments/schemas';
import type { Database } from '~/server/db/client';
import { likePattern } from '~/server/db/like';
import { employeeCount, toDepartment, type DepartmentRow } from '~/server/departments/department-context';
import { departments } from '~/server/departments/schema';

/** One page ordered by name; `q` matches name or code (ignoring case). */
export async function listDepartments(db: Database, query: DepartmentListQuery): Promise<{ data: Department[]; meta: { page: number; pageSize: number; total: number } }> {
  const filters: SQL[] = [];
  if (query.q) filters.push(or(ilike(departments.name, likePattern(query.q)), ilike(departments.code, likePattern(query.q)))!);
  if (query.status) filters.push(eq(departments.status, query.status as DepartmentRow['status']));
  const where = and(...filters);
  const [rows, [counted]] = await Promise.all([
    db
      .select({ row: departments, n: employeeCount })
      .from(departments)
      .where(where)
      .orderBy(asc(sql`lower(${departments.name})`), asc(departments.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(departments).where(where),
  ]);
  return {
    data: rows.map((r) => toDepartment(r.row, r.n)),
    meta: { page: query.page, pageSize: query.pageSize, total: Number(counted?.n ?? 0) },
  };
}

/** Every department (id, name, status), ordered by name: the choices of the forms and filters. */
export async function departmentOptions(db: Database): Promise<Pick<Department, 'id' | 'name' | 'status'>[]> {
  return db.select({ id: departments.id, name: departments.name, status: departments.status }).from(departments).orderBy(asc(sql`lower(${departments.name})`));
}
