/**
 * Departments (issue 12 §1). Names are unique ignoring case, codes are stored upper-case and unique.
 * A department that still has employees is never deleted (409 naming how many): archive it instead.
 * Every write records its audit entry (`department.create|update|delete`) in its transaction.
 */
import { and, asc, eq, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Department } from '~/lib/departments/model';
import type { KeysetMeta } from '~/lib/list-query';
import type { CreateDepartmentInput, DepartmentListQuery, UpdateDepartmentInput } from '~/lib/departments/schemas';
import { diffChanges, recordAudit, type AuditContext } from '~/server/audit/record';
import type { Transaction } from '~/server/auth/deps';
import { users } from '~/server/auth/schema';
import type { Database } from '~/server/db/client';
import { cursorColumn, keysetPage, type OrderKey } from '~/server/db/keyset-page';
import { searchMatch, type SearchText } from '~/server/db/trigram-search';
import { isUniqueViolation } from '~/server/db/errors';
import { isUuid } from '~/server/db/like';
import { departments } from '~/server/departments/schema';
import { badRequest, conflict, notFound } from '~/server/http/errors';

/** An input whose optional fields may also be present as undefined (a PATCH body after validation). */
type Loose<T> = { [K in keyof T]?: T[K] | undefined };

type Row = typeof departments.$inferSelect;

export const DEPARTMENT_MESSAGES = {
  notFound: 'Department not found',
  nameTaken: 'A department with this name already exists.',
  codeTaken: 'A department with this code already exists.',
  nameOrCodeTaken: 'A department with this name or code already exists.',
  headUnknown: 'The head must be an employee.',
  hasEmployees: (n: number) =>
    `This department has ${n} employee${n === 1 ? '' : 's'}; move them or archive the department instead.`,
} as const;

const AUDITED = ['name', 'code', 'description', 'headEmployeeId', 'status'] as const;

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

/** Employees (not deleted) of the department, as a column of the select. */
// Written out: inside a subquery Drizzle would leave "id" unqualified, and it would name the user's id.
const employeeCount = sql<number>`(select count(*)::int from users u where u.department_id = "departments"."id" and u.deleted_at is null)`;

const toDepartment = (row: Row, n: number): Department => ({
  id: row.id,
  name: row.name,
  code: row.code,
  description: row.description,
  headEmployeeId: row.headEmployeeId,
  status: row.status,
  employeeCount: Number(n),
});

export function departmentService({ db }: { db: Database }) {
  async function find(executor: Pick<Database, 'select'>, id: string): Promise<Department> {
    const [found] = isUuid(id) ? await executor.select({ row: departments, n: employeeCount }).from(departments).where(eq(departments.id, id)) : [];
    if (!found) throw notFound(DEPARTMENT_MESSAGES.notFound);
    return toDepartment(found.row, found.n);
  }

  /** The department `id`, its row locked for the rest of `tx`. @throws 404 */
  async function lock(tx: Transaction, id: string): Promise<Department> {
    const [row] = isUuid(id) ? await tx.select({ id: departments.id }).from(departments).where(eq(departments.id, id)).for('update') : [];
    if (!row) throw notFound(DEPARTMENT_MESSAGES.notFound);
    return find(tx, id);
  }

  /** Refuses a taken name or code (another department's), and a head that is no employee. */
  async function check(tx: Transaction, input: Loose<CreateDepartmentInput>, selfId?: string) {
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

  /** Two concurrent writes can both pass `check`; the unique index then decides. */
  async function unique<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(DEPARTMENT_MESSAGES.nameOrCodeTaken);
      throw error;
    }
  }

  const fields = <T extends Loose<CreateDepartmentInput>>(input: T) => ({
    ...input,
    ...(input.headEmployeeId !== undefined && { headEmployeeId: input.headEmployeeId || null }),
  });

  return {
    /** One page ordered by name, keyset-paged (issue 28 §4); `q` matches name or code (ignoring case). */
    async list(query: DepartmentListQuery): Promise<{ data: Department[]; meta: KeysetMeta }> {
      const filters: SQL[] = [];
      if (query.q) filters.push(await searchMatch(db, DEPARTMENT_SEARCH, query.q));
      if (query.status) filters.push(eq(departments.status, query.status as Row['status']));
      const { rows, meta } = await keysetPage({
        keys: DEPARTMENT_ORDER,
        position: query,
        pageSize: query.pageSize,
        source: { db, id: departments.id, from: departments, where: and(...filters), searched: Boolean(query.q) },
        fetch: ({ where, orderBy, limit, offset }) =>
          db
            .select({ row: departments, n: employeeCount, cursor: cursorColumn(DEPARTMENT_ORDER) })
            .from(departments)
            .where(where)
            .orderBy(...orderBy)
            .limit(limit)
            .offset(offset),
      });
      return { data: rows.map((r) => toDepartment(r.row, r.n)), meta };
    },

    /** Every department (id, name, status), ordered by name: the choices of the forms and filters. */
    async options(): Promise<Pick<Department, 'id' | 'name' | 'status'>[]> {
      return db.select({ id: departments.id, name: departments.name, status: departments.status }).from(departments).orderBy(asc(sql`lower(${departments.name})`));
    },

    /** @throws 404 */
    get: (id: string) => find(db, id),

    /** @throws 409 for a taken name or code; 400 when the head is no employee */
    async create(context: AuditContext, input: CreateDepartmentInput): Promise<Department> {
      return unique(() =>
        db.transaction(async (tx) => {
          await check(tx, input);
          const [row] = await tx.insert(departments).values(fields(input)).returning();
          await recordAudit(tx, context, {
            action: 'department.create',
            entityType: 'department',
            entityId: row!.id,
            entityLabel: row!.name,
            changes: diffChanges(null, row!, AUDITED),
          });
          return toDepartment(row!, 0);
        }),
      );
    },

    /** @throws 404; 409 for a taken name or code; 400 when the head is no employee */
    async update(context: AuditContext, id: string, input: UpdateDepartmentInput): Promise<Department> {
      return unique(() =>
        db.transaction(async (tx) => {
          const before = await lock(tx, id);
          await check(tx, input, id);
          const changes = diffChanges(before, { ...before, ...fields(input) }, AUDITED);
          if (Object.keys(changes).length === 0) return before;
          await tx.update(departments).set({ ...fields(input), updatedAt: sql`now()` }).where(eq(departments.id, id));
          const after = await find(tx, id);
          await recordAudit(tx, context, { action: 'department.update', entityType: 'department', entityId: id, entityLabel: after.name, changes });
          return after;
        }),
      );
    },

    /**
     * Deletes a department without employees (its designations go with it).
     * @throws 404; 409 naming how many employees it still has
     */
    async remove(context: AuditContext, id: string): Promise<Department> {
      return db.transaction(async (tx) => {
        // Locked: an employee's registration or move shares this lock, so none joins between count and delete.
        const target = await lock(tx, id);
        if (target.employeeCount > 0) throw conflict(DEPARTMENT_MESSAGES.hasEmployees(target.employeeCount));
        await tx.delete(departments).where(eq(departments.id, id));
        await recordAudit(tx, context, {
          action: 'department.delete',
          entityType: 'department',
          entityId: id,
          entityLabel: target.name,
          changes: diffChanges(target, null, AUDITED),
        });
        return target;
      });
    },
  };
}

export type DepartmentService = ReturnType<typeof departmentService>;
