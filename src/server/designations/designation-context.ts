/**
 * What the designations' use cases share (issue 12 §2): the messages, the audited fields, the row →
 * DTO mapping with the employee count, and the reads and checks every write makes. A title is
 * unique (ignoring case) within its department.
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Designation } from '~/lib/designations/model';
import type { Transaction } from '~/server/auth/deps';
import type { Database } from '~/server/db/client';
import { isUniqueViolation } from '~/server/db/errors';
import { findOr404 } from '~/server/db/find';
import { isUuid } from '~/server/db/like';
import { departments } from '~/server/departments/schema';
import { designations } from '~/server/designations/schema';
import { badRequest, conflict } from '~/server/http/errors';
import { qualified } from '~/server/db/row-counter';

export type DesignationRow = typeof designations.$inferSelect;

export const DESIGNATION_MESSAGES = {
  notFound: 'Designation not found',
  titleTaken: 'This department already has a designation with this title.',
  departmentUnknown: 'Department not found',
  departmentArchived: 'This department is archived; choose an active one.',
  hasEmployees: (n: number) =>
    `This designation is held by ${n} employee${n === 1 ? '' : 's'}; move them or archive the designation instead.`,
} as const;

export const AUDITED = ['title', 'departmentId', 'level', 'description', 'status'] as const;

export const employeeCount = sql<number>`(select count(*)::int from users u where u.designation_id = ${qualified(designations.id)} and u.deleted_at is null)`;

export const toDesignation = (row: DesignationRow, n: number): Designation => ({
  id: row.id,
  title: row.title,
  departmentId: row.departmentId,
  level: row.level,
  description: row.description,
  status: row.status,
  employeeCount: Number(n),
});

/** The designation `id` with its employee count. @throws 404 */
export async function findDesignation(executor: Pick<Database, 'select'>, id: string): Promise<Designation> {
  const found = await findOr404(isUuid(id) ? executor.select({ row: designations, n: employeeCount }).from(designations).where(eq(designations.id, id)) : [], DESIGNATION_MESSAGES.notFound);
  return toDesignation(found.row, found.n);
}

/** The designation `id`, its row locked for the rest of `tx`. @throws 404 */
export async function lockDesignation(tx: Transaction, id: string): Promise<Designation> {
  await findOr404(isUuid(id) ? tx.select({ id: designations.id }).from(designations).where(eq(designations.id, id)).for('update') : [], DESIGNATION_MESSAGES.notFound);
  return findDesignation(tx, id);
}

/** Refuses an unknown or archived department, and a title its department already has. */
export async function checkDesignation(tx: Transaction, departmentId: string, title: string, selfId?: string, departmentChanged = true) {
  if (departmentChanged) {
    const [department] = await tx.select({ status: departments.status }).from(departments).where(eq(departments.id, departmentId)).for('share');
    if (!department) throw badRequest(DESIGNATION_MESSAGES.departmentUnknown, { departmentId: DESIGNATION_MESSAGES.departmentUnknown });
    if (department.status === 'archived') throw badRequest(DESIGNATION_MESSAGES.departmentArchived, { departmentId: DESIGNATION_MESSAGES.departmentArchived });
  }
  const [taken] = await tx
    .select({ id: designations.id })
    .from(designations)
    .where(and(eq(designations.departmentId, departmentId), eq(sql`lower(${designations.title})`, title.toLowerCase()), selfId ? ne(designations.id, selfId) : undefined));
  if (taken) throw conflict(DESIGNATION_MESSAGES.titleTaken);
}

/** Runs `write`; two concurrent writes can both pass `checkDesignation`, and the unique index then decides (409). */
export async function uniqueDesignation<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(DESIGNATION_MESSAGES.titleTaken);
    throw error;
  }
}
