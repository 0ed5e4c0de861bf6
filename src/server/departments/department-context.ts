/**
 * What the departments' use cases share (issue 12 §1): the messages, the audited fields, the row →
 * DTO mapping with the employee count, and the reads and checks every write makes. Names are unique
 * ignoring case, codes are stored upper-case and unique.
 */
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Department } from '~/lib/departments/model';
import type { CreateDepartmentInput } from '~/lib/departments/schemas';
import type { Transaction } from '~/server/auth/deps';
import { users } from '~/server/auth/schema';
import type { Database } from '~/server/db/client';
import { isUniqueViolation } from '~/server/db/errors';
import { findOr404 } from '~/server/db/find';
import { isUuid } from '~/server/db/like';
import { departments } from '~/server/departments/schema';
import { badRequest, conflict } from '~/server/http/errors';
import { qualified } from '~/server/db/row-counter';

/** An input whose optional fields may also be present as undefined (a PATCH body after validation). */
export type Loose<T> = { [K in keyof T]?: T[K] | undefined };

export type DepartmentRow = typeof departments.$inferSelect;

export const DEPARTMENT_MESSAGES = {
  notFound: 'Department not found',
  nameTaken: 'A department with this name already exists.',
  codeTaken: 'A department with this code already exists.',
  nameOrCodeTaken: 'A department with this name or code already exists.',
  headUnknown: 'The head must be an employee.',
  hasEmployees: (n: number) =>
    `This department has ${n} employee${n === 1 ? '' : 's'}; move them or archive the department instead.`,
} as const;

export const AUDITED = ['name', 'code', 'description', 'headEmployeeId', 'status'] as const;

/** Employees (not deleted) of the department, as a column of the select. */
export const employeeCount = sql<number>`(select count(*)::int from users u where u.department_id = ${qualified(departments.id)} and u.deleted_at is null)`;

export const toDepartment = (row: DepartmentRow, n: number): Department => ({
  id: row.id,
  name: row.name,
  code: row.code,
  description: row.description,
  headEmployeeId: row.headEmployeeId,
  status: row.status,
  employeeCount: Number(n),
});

/** The department `id` with its employee count. @throws 404 */
export async function findDepartment(executor: Pick<Database, 'select'>, id: string): Promise<Department> {
  const found = await findOr404(isUuid(id) ? executor.select({ row: departments, n: employeeCount }).from(departments).where(eq(departments.id, id)) : [], DEPARTMENT_MESSAGES.notFound);
  return toDepartment(found.row, found.n);
}

/** The department `id`, its row locked for the rest of `tx`. @throws 404 */
export async function lockDepartment(tx: Transaction, id: string): Promise<Department> {
  await findOr404(isUuid(id) ? tx.select({ id: departments.id }).from(departments).where(eq(departments.id, id)).for('update') : [], DEPARTMENT_MESSAGES.notFound);
  return findDepartment(tx, id);
}

/** Refuses a taken name or code (another department's), and a head that is no employee. */
export async function checkDepartment(tx: Transaction, input: Loose<CreateDepartmentInput>, selfId?: string) {
  const other = selfId ? ne(departments.id, selfId) : undefined;
  if (input.name !== undefined) {
    const [taken] = await tx.select({ id: departments.id }).from(departments).where(and(eq(sql`lower(${departments.name})`, input.name.toLowerCase()), other));
    if (taken) throw conflict(DEPARTMENT_MESSAGES.nameTaken);
  }
  if (input.code !== undefined) {
    const [taken] = await tx.select({ id: departments.id }).from(departments).where(and(eq(departments.code, input.code), other));
    if (taken) throw conflict(DEPARTMENT_MESSAGES.codeTaken);
  }
  if (input.headEmployeeId) {
    const [head] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, input.headEmployeeId), eq(users.isSuperAdmin, false), isNull(users.deletedAt)));
    if (!head) throw badRequest(DEPARTMENT_MESSAGES.headUnknown, { headEmployeeId: DEPARTMENT_MESSAGES.headUnknown });
  }
}

/** Runs `write`; two concurrent writes can both pass `checkDepartment`, and the unique index then decides (409). */
export async function uniqueDepartment<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(DEPARTMENT_MESSAGES.nameOrCodeTaken);
    throw error;
  }
}

/** The columns of an input: an empty head is none. */
export const departmentFields = <T extends Loose<CreateDepartmentInput>>(input: T) => ({
  ...input,
  ...(input.headEmployeeId !== undefined && { headEmployeeId: input.headEmployeeId || null }),
});
