/**
 * Resellers (issue 13 §3): list, read, register (staff, active at once), apply (the website's
 * application, pending), update, delete, and the status changes approve / reject / suspend /
 * reactivate. Every write is audited in its transaction with its field changes; a refused request
 * (409 transition, 409 email taken, 400 unknown category or package) changes nothing. Approve and
 * reject email the applicant through the mailer after the commit. Returns DTOs only.
 */
import { and, asc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { cursorColumn, keysetPage, pendingFirstOrder, type OrderKey } from '~/server/db/keyset-page';
import { TRANSITIONS, toBasisPoints, toPercent, type Reseller, type ResellerPackageOption, type ResellerTransition } from '~/lib/resellers/model';
import type { CreateResellerInput, ResellerApplicationInput, ResellerListQuery, ResellerSort, UpdateResellerInput } from '~/lib/resellers/schemas';
import { diffChanges, recordAudit, type AuditContext } from '~/server/audit/record';
import { businessCategories } from '~/server/business-categories/schema';
import type { Database, Tx } from '~/server/db/client';
import { isUniqueViolation } from '~/server/db/errors';
import { searchMatch, type SearchText } from '~/server/db/trigram-search';
import { badRequest, conflict, notFound } from '~/server/http/errors';
import type { Mailer } from '~/server/mail/mailer';
import { log } from '~/server/log';
import { packages } from '~/server/packages/schema';
import { decisionMail } from '~/server/resellers/mail';
import { resellerPackages, resellers } from '~/server/resellers/schema';

type Row = typeof resellers.$inferSelect;
type Executor = Pick<Database, 'select'>;

export const RESELLER_MESSAGES = {
  notFound: 'Reseller not found',
  emailTaken: 'A reseller with this email already exists.',
  categoryNotFound: 'Business category not found',
  packageUnknown: 'Packages must be existing packages',
} as const;

/** The fields the audit log compares (the DTO's, less the computed customer count). */
const AUDITED = [
  'companyName', 'firstName', 'lastName', 'email', 'phone', 'categoryId', 'city', 'country', 'address',
  'commissionRate', 'packageIds', 'status', 'source', 'notes', 'decisionReason',
] as const;

/**
 * How many customers each reseller has (the customers service counts them; none by default), read
 * through `executor` so that a count inside a write's transaction sees it (and does not wait on it).
 */
export type CustomerCounter = (ids: readonly string[], executor: Executor) => Promise<Map<string, number>>;
const noCustomers: CustomerCounter = async () => new Map();

export interface ResellerDeps {
  db: Database;
  mailer: Mailer;
  customers?: CustomerCounter;
}

const asRecord = (r: Reseller | null) => r as unknown as Record<string, unknown> | null;

/** Row values from a validated body, leaving out what the body leaves out. */
function columnsOf(input: UpdateResellerInput) {
  const { commissionRate, packageIds: _packages, ...rest } = input;
  return { ...rest, ...(commissionRate !== undefined ? { commissionBasisPoints: toBasisPoints(commissionRate) } : {}) };
}

/**
 * The list's order for `sort`, as the indexes of resellers/schema.ts spell it: company
 * (company_name, id), created (created_at, id) and commission (commission_basis_points,
 * company_name, id), ascending or exactly backwards; queue (resellers_queue_idx) is the pending ones
 * oldest first, then the decided ones newest first.
 */
/**
 * What a reseller search reads: company, names, email and city joined by spaces, spelled as the
 * resellers_search_idx trigram index (migration 0025) so that one index scan serves it (issue 9 §6).
 */
export const RESELLER_SEARCH: SearchText = {
  index: 'resellers_search_idx',
  text: sql`${resellers.companyName} || ' ' || ${resellers.firstName} || ' ' || ${resellers.lastName} || ' ' || ${resellers.email} || ' ' || ${resellers.city}`,
};

function resellerOrder(sort: ResellerSort): OrderKey[] {
  if (sort === 'queue') return pendingFirstOrder(resellers.status, resellers.createdAt, resellers.id);
  const descending = sort.startsWith('-');
  const key = (expr: OrderKey['expr'], type: OrderKey['type']): OrderKey => ({ expr, type, descending });
  const company = key(resellers.companyName, 'text');
  const first = sort.endsWith('created') ? [key(resellers.createdAt, 'timestamptz')] : sort.endsWith('commission') ? [key(resellers.commissionBasisPoints, 'bigint'), company] : [company];
  return [...first, key(resellers.id, 'uuid')];
}

/** Builds the resellers service. */
export function resellerService({ db, mailer, customers = noCustomers }: ResellerDeps) {
  async function packagesOf(executor: Executor, ids: readonly string[]): Promise<Map<string, string[]>> {
    const map = new Map<string, string[]>(ids.map((id) => [id, []]));
    if (ids.length === 0) return map;
    const rows = await executor
      .select({ reseller: resellerPackages.resellerId, pkg: resellerPackages.packageId })
      .from(resellerPackages)
      .innerJoin(packages, eq(packages.id, resellerPackages.packageId))
      .where(inArray(resellerPackages.resellerId, [...ids]))
      .orderBy(asc(packages.name));
    for (const r of rows) map.get(r.reseller)?.push(r.pkg);
    return map;
  }

  async function toDtos(executor: Executor, rows: Row[]): Promise<Reseller[]> {
    const ids = rows.map((r) => r.id);
    const [pkgs, counts] = await Promise.all([packagesOf(executor, ids), customers(ids, executor)]);
    return rows.map((row) => ({
      id: row.id,
      companyName: row.companyName,
      firstName: row.firstName,
      lastName: row.lastName,
      email: row.email,
      phone: row.phone,
      categoryId: row.categoryId,
      city: row.city,
      country: row.country,
      address: row.address,
      commissionRate: toPercent(row.commissionBasisPoints),
      packageIds: pkgs.get(row.id) ?? [],
      status: row.status,
      source: row.source,
      notes: row.notes,
      customerCount: counts.get(row.id) ?? 0,
      decisionReason: row.decisionReason,
    }));
  }

  async function one(executor: Executor, id: string): Promise<Reseller> {
    const [row] = await executor.select().from(resellers).where(eq(resellers.id, id));
    if (!row) throw notFound(RESELLER_MESSAGES.notFound);
    return (await toDtos(executor, [row]))[0]!;
  }

  /** 409 for an email (any case) another reseller holds; 400 for an unknown category or package. */
  async function check(input: UpdateResellerInput, selfId?: string): Promise<void> {
    if (input.email !== undefined) {
      const others = selfId ? ne(resellers.id, selfId) : undefined;
      const [hit] = await db.select({ id: resellers.id }).from(resellers).where(and(sql`lower(${resellers.email}) = lower(${input.email})`, others));
      if (hit) throw conflict(RESELLER_MESSAGES.emailTaken);
    }
    if (input.categoryId) {
      const [hit] = await db.select({ id: businessCategories.id }).from(businessCategories).where(eq(businessCategories.id, input.categoryId));
      if (!hit) throw badRequest(RESELLER_MESSAGES.categoryNotFound, { categoryId: RESELLER_MESSAGES.categoryNotFound });
    }
    const wanted = [...new Set(input.packageIds ?? [])];
    if (wanted.length) {
      const found = await db.select({ id: packages.id }).from(packages).where(inArray(packages.id, wanted));
      if (found.length !== wanted.length) throw badRequest(RESELLER_MESSAGES.packageUnknown, { packageIds: RESELLER_MESSAGES.packageUnknown });
    }
  }

  /** The default of a new reseller: every package visible to resellers (issue 13 §3). */
  async function resellerVisiblePackages(): Promise<string[]> {
    const rows = await db.select({ id: packages.id }).from(packages).where(eq(packages.resellerVisible, true));
    return rows.map((r) => r.id);
  }

  async function setPackages(tx: Tx, id: string, ids: readonly string[]): Promise<void> {
    await tx.delete(resellerPackages).where(eq(resellerPackages.resellerId, id));
    const unique = [...new Set(ids)];
    if (unique.length) await tx.insert(resellerPackages).values(unique.map((packageId) => ({ resellerId: id, packageId })));
  }

  const emailTaken = (error: unknown): never => {
    if (isUniqueViolation(error)) throw conflict(RESELLER_MESSAGES.emailTaken);
    throw error;
  };

  const label = (r: Pick<Reseller, 'companyName'>) => r.companyName;

  async function insert(input: CreateResellerInput, extra: { status: Row['status']; source: Row['source'] }, ctx: AuditContext, action: string) {
    await check(input);
    const packageIds = input.packageIds ?? (await resellerVisiblePackages());
    return db
      .transaction(async (tx) => {
        const [row] = await tx
          .insert(resellers)
          .values({ ...columnsOf(input), companyName: input.companyName, firstName: input.firstName, lastName: input.lastName, email: input.email, phone: input.phone, city: input.city, ...extra })
          .returning();
        await setPackages(tx, row!.id, packageIds);
        const created = await one(tx, row!.id);
        await recordAudit(tx, ctx, { action, entityType: 'reseller', entityId: row!.id, entityLabel: label(created), changes: diffChanges(null, asRecord(created), AUDITED) });
        return created;
      })
      .catch(emailTaken);
  }

  /** Mail is a courtesy after the decision is committed: a mail failure is logged, not undone. */
  async function notify(reseller: Reseller, kind: 'approve' | 'reject'): Promise<void> {
    try {
      await mailer.send(decisionMail(reseller, kind));
    } catch (error) {
      log.warn('reseller decision mail failed', { resellerId: reseller.id, error: error instanceof Error ? error.message : String(error) });
    }
  }

  return {
    /** The packages a reseller may be given, by name, with the reseller-visible ones marked (the default). */
    async packageOptions(): Promise<ResellerPackageOption[]> {
      return db
        .select({ id: packages.id, name: packages.name, code: packages.code, status: packages.status, resellerVisible: packages.resellerVisible })
        .from(packages)
        .orderBy(asc(packages.name));
    },

    /**
     * One page filtered by q (company, names, email, city), status, category and source, paged by
     * keyset (issue 9 §6). @throws HttpError 400 for a cursor of another order
     */
    async list(query: ResellerListQuery) {
      const where: SQL[] = [];
      if (query.q) {
        where.push(await searchMatch(db, RESELLER_SEARCH, query.q));
      }
      if (query.status) where.push(eq(resellers.status, query.status));
      if (query.category) where.push(eq(resellers.categoryId, query.category));
      if (query.source) where.push(eq(resellers.source, query.source));
      const filter = where.length ? and(...where) : undefined;
      const keys = resellerOrder(query.sort);
      const { rows, meta } = await keysetPage({
        keys,
        position: query,
        pageSize: query.pageSize,
        source: { db, id: resellers.id, from: resellers, where: filter, searched: Boolean(query.q) },
        fetch: ({ where, orderBy, limit, offset }) =>
          db
            .select({ reseller: resellers, cursor: cursorColumn(keys) })
            .from(resellers)
            .where(where)
            .orderBy(...orderBy)
            .limit(limit)
            .offset(offset),
      });
      return { data: await toDtos(db, rows.map((r) => r.reseller)), meta };
    },

    /** @throws HttpError 404 */
    get: (id: string) => one(db, id),

    /** Staff registration: active at once, source staff. @throws HttpError 409, 400 */
    create: (input: CreateResellerInput, ctx: AuditContext) => insert(input, { status: 'active', source: 'staff' }, ctx, 'reseller.create'),

    /** The website's application: pending, source online, no actor. @throws HttpError 409, 400 */
    apply(input: Omit<ResellerApplicationInput, 'website'>, ctx: AuditContext) {
      return insert({ ...input, commissionRate: 0, packageIds: undefined }, { status: 'pending', source: 'online' }, ctx, 'reseller.apply');
    },

    /** Changes the given fields. @throws HttpError 404, 409, 400 */
    async update(id: string, input: UpdateResellerInput, ctx: AuditContext): Promise<Reseller> {
      const before = await one(db, id);
      await check(input, id);
      return db
        .transaction(async (tx) => {
          const values = columnsOf(input);
          if (Object.keys(values).length) await tx.update(resellers).set({ ...values, updatedAt: new Date() }).where(eq(resellers.id, id));
          if (input.packageIds) await setPackages(tx, id, input.packageIds);
          const after = await one(tx, id);
          const changes = diffChanges(asRecord(before), asRecord(after), AUDITED);
          if (Object.keys(changes).length) {
            await recordAudit(tx, ctx, { action: 'reseller.update', entityType: 'reseller', entityId: id, entityLabel: label(after), changes });
          }
          return after;
        })
        .catch(emailTaken);
    },

    /** @throws HttpError 404; 409 while it has customers (suspend it instead) */
    async remove(id: string, ctx: AuditContext): Promise<Reseller> {
      const reseller = await one(db, id);
      if (reseller.customerCount > 0) {
        throw conflict(`The reseller ${reseller.companyName} has ${reseller.customerCount} customer${reseller.customerCount === 1 ? '' : 's'}. Suspend it instead.`);
      }
      await db.transaction(async (tx) => {
        await tx.delete(resellers).where(eq(resellers.id, id));
        await recordAudit(tx, ctx, { action: 'reseller.delete', entityType: 'reseller', entityId: id, entityLabel: label(reseller), changes: diffChanges(asRecord(reseller), null, AUDITED) });
      });
      return reseller;
    },

    /**
     * Moves a reseller along TRANSITIONS; reject and suspend keep `reason`, approve and reactivate
     * clear it. The status is re-checked in the UPDATE so two racing decisions cannot both win.
     * @throws HttpError 404; 409 when the reseller is not in a status the change starts from
     */
    async transition(id: string, change: ResellerTransition, ctx: AuditContext, reason = ''): Promise<Reseller> {
      const before = await one(db, id);
      const { from, to } = TRANSITIONS[change];
      const refused = () => conflict(`Cannot ${change} a reseller that is ${before.status}.`);
      if (!(from as readonly string[]).includes(before.status)) throw refused();
      const after = await db.transaction(async (tx) => {
        const updated = await tx
          .update(resellers)
          .set({ status: to, decisionReason: reason, updatedAt: new Date() })
          .where(and(eq(resellers.id, id), inArray(resellers.status, [...from])))
          .returning({ id: resellers.id });
        if (updated.length === 0) throw refused();
        const next = await one(tx, id);
        await recordAudit(tx, ctx, { action: `reseller.${change}`, entityType: 'reseller', entityId: id, entityLabel: label(next), changes: diffChanges(asRecord(before), asRecord(next), AUDITED) });
        return next;
      });
      if (change === 'approve' || change === 'reject') await notify(after, change);
      return after;
    },
  };
}

export type ResellerService = ReturnType<typeof resellerService>;
