/**
 * Designations (issue 12 §2): a title is unique (ignoring case) within its department; a designation
 * held by employees is never deleted (409 naming how many): archive it instead. Every write records
 * its audit entry (`designation.create|update|delete`) in its transaction.
 */
import { and, asc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Designation } from '~/lib/designations/model';
import type { KeysetMeta } from '~/lib/list-query';
import type { CreateDesignationInput, DesignationListQuery, UpdateDesignationInput } from '~/lib/designations/schemas';
import { diffChanges, recordAudit, type AuditContext } from '~/server/audit/record';
import type { Transaction } from '~/server/auth/deps';
import type { Database } from '~/server/db/client';
import { cursorColumn, keysetPage, type KeysetFetch, type OrderKey } from '~/server/db/keyset-page';
import { searchMatch, type SearchText } from '~/server/db/trigram-search';
import { isUniqueViolation } from '~/server/db/errors';
import { isUuid } from '~/server/db/like';
import { departments } from '~/server/departments/schema';
import { designations } from '~/server/designations/schema';
import { badRequest, conflict, notFound } from '~/server/http/errors';

type Row = typeof designations.$inferSelect;

export const DESIGNATION_MESSAGES = {
  notFound: 'Designation not found',
  titleTaken: 'This department already has a designation with this title.',
  departmentUnknown: 'Department not found',
  departmentArchived: 'This department is archived; choose an active one.',
  hasEmployees: (n: number) =>
    `This designation is held by ${n} employee${n === 1 ? '' : 's'}; move them or archive the designation instead.`,
} as const;

const AUDITED = ['title', 'departmentId', 'level', 'description', 'status'] as const;

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

// Written out: inside a subquery Drizzle would leave "id" unqualified, and it would name the user's id.
const employeeCount = sql<number>`(select count(*)::int from users u where u.designation_id = "designations"."id" and u.deleted_at is null)`;

const toDesignation = (row: Row, n: number): Designation => ({
  id: row.id,
  title: row.title,
  departmentId: row.departmentId,
  level: row.level,
  description: row.description,
  status: row.status,
  employeeCount: Number(n),
});

export function designationService({ db }: { db: Database }) {
  async function find(executor: Pick<Database, 'select'>, id: string): Promise<Designation> {
    const [found] = isUuid(id) ? await executor.select({ row: designations, n: employeeCount }).from(designations).where(eq(designations.id, id)) : [];
    if (!found) throw notFound(DESIGNATION_MESSAGES.notFound);
    return toDesignation(found.row, found.n);
  }

  /** The designation `id`, its row locked for the rest of `tx`. @throws 404 */
  async function lock(tx: Transaction, id: string): Promise<Designation> {
    const [row] = isUuid(id) ? await tx.select({ id: designations.id }).from(designations).where(eq(designations.id, id)).for('update') : [];
    if (!row) throw notFound(DESIGNATION_MESSAGES.notFound);
    return find(tx, id);
  }

  /** Refuses an unknown or archived department, and a title its department already has. */
  async function check(tx: Transaction, departmentId: string, title: string, selfId?: string, departmentChanged = true) {
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

  async function unique<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(DESIGNATION_MESSAGES.titleTaken);
      throw error;
    }
  }

  return {
    /** One page ordered by department, level and title, keyset-paged (issue 28 §4); `q` matches the title (ignoring case). */
    async list(query: DesignationListQuery): Promise<{ data: Designation[]; meta: KeysetMeta }> {
      const filters: SQL[] = [];
      if (query.q) filters.push(await searchMatch(db, DESIGNATION_SEARCH, query.q));
      if (query.department) filters.push(eq(designations.departmentId, query.department));
      if (query.status) filters.push(eq(designations.status, query.status as Row['status']));
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
    },

    /** Every designation (id, title, departmentId, status) by department and level: the forms' choices. */
    async options(): Promise<Pick<Designation, 'id' | 'title' | 'departmentId' | 'status'>[]> {
      return db
        .select({ id: designations.id, title: designations.title, departmentId: designations.departmentId, status: designations.status })
        .from(designations)
        .orderBy(asc(designations.level), asc(sql`lower(${designations.title})`));
    },

    /** @throws 404 */
    get: (id: string) => find(db, id),

    /** @throws 400 for an unknown or archived department; 409 for a title its department has */
    async create(context: AuditContext, input: CreateDesignationInput): Promise<Designation> {
      return unique(() =>
        db.transaction(async (tx) => {
          await check(tx, input.departmentId, input.title);
          const [row] = await tx.insert(designations).values(input).returning();
          await recordAudit(tx, context, {
            action: 'designation.create',
            entityType: 'designation',
            entityId: row!.id,
            entityLabel: row!.title,
            changes: diffChanges(null, row!, AUDITED),
          });
          return toDesignation(row!, 0);
        }),
      );
    },

    /**
     * Changes any field. Moving a designation that employees hold to another department is refused,
     * as their department would no longer match it.
     * @throws 404; 400 for an unknown or archived department; 409 for a taken title or a held designation's move
     */
    async update(context: AuditContext, id: string, input: UpdateDesignationInput): Promise<Designation> {
      return unique(() =>
        db.transaction(async (tx) => {
          const before = await lock(tx, id);
          const departmentId = input.departmentId ?? before.departmentId;
          const moved = departmentId !== before.departmentId;
          if (moved && before.employeeCount > 0) throw conflict(DESIGNATION_MESSAGES.hasEmployees(before.employeeCount));
          if (input.title !== undefined || moved) await check(tx, departmentId, input.title ?? before.title, id, moved);
          const changes = diffChanges(before, { ...before, ...input }, AUDITED);
          if (Object.keys(changes).length === 0) return before;
          await tx.update(designations).set({ ...input, updatedAt: sql`now()` }).where(eq(designations.id, id));
          const after = await find(tx, id);
          await recordAudit(tx, context, { action: 'designation.update', entityType: 'designation', entityId: id, entityLabel: after.title, changes });
          return after;
        }),
      );
    },

    /** @throws 404; 409 naming how many employees hold it */
    async remove(context: AuditContext, id: string): Promise<Designation> {
      return db.transaction(async (tx) => {
        const target = await lock(tx, id);
        if (target.employeeCount > 0) throw conflict(DESIGNATION_MESSAGES.hasEmployees(target.employeeCount));
        await tx.delete(designations).where(eq(designations.id, id));
        await recordAudit(tx, context, {
          action: 'designation.delete',
          entityType: 'designation',
          entityId: id,
          entityLabel: target.title,
          changes: diffChanges(target, null, AUDITED),
        });
        return target;
      });
    },
  };
}

export type DesignationService = ReturnType<typeof designationService>;
