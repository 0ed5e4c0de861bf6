/**
 * Customers (issue 14 §1): conversion of a live lead, the list and one customer, its overview
 * (package history, users, upgrade requests), staff changes with a reason for status, and the site
 * secret. Every write is audited in its transaction; a refused request changes nothing. Also counts
 * customers per package and per reseller for those services. Returns DTOs only.
 */
import { and, asc, count, eq, ilike, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { cursorColumn, keysetPage, type OrderKey } from '~/server/db/keyset-page';
import { can, crud, type PermissionHolder } from '~/lib/permissions';
import type { CustomerUser } from '~/lib/customer-users/model';
import { FILTER_RESELLERS_MAX, type ConversionOptions, type Customer, type CustomerFilterOptions, type CustomerListItem, type CustomerOverview } from '~/lib/customers/model';
import { firstPeriodEnd } from '~/lib/customers/period';
import type { ConvertLeadInput, CustomerListQuery, UpdateCustomerInput } from '~/lib/customers/schemas';
import { diffChanges, recordAudit, type AuditContext } from '~/server/audit/record';
import { users } from '~/server/auth/schema';
import { businessCategories } from '~/server/business-categories/schema';
import { customerUsers } from '~/server/customer-users/schema';
import { toCustomerUser } from '~/server/customer-users/service';
import { customerPackageHistory, customers } from '~/server/customers/schema';
import { rotateSiteSecret } from '~/server/customers/site-secret';
import { dataCenters } from '~/server/data-centers/schema';
import type { Database } from '~/server/db/client';
import { isUniqueViolation } from '~/server/db/errors';
import { searchMatch, type SearchText } from '~/server/db/trigram-search';
import { badRequest, conflict, notFound } from '~/server/http/errors';
import { likePattern } from '~/server/db/like';
import { siteHostOf } from '~/server/customers/site-host';
import { leads } from '~/server/leads/schema';
import { packages } from '~/server/packages/schema';
import { resellers } from '~/server/resellers/schema';

type Row = typeof customers.$inferSelect;

export const CUSTOMER_SERVICE_MESSAGES = {
  notFound: 'Customer not found',
  leadNotFound: 'Lead not found',
  leadNotLive: 'Only a live lead (its subdomain active) can be converted to a customer.',
  leadConverted: 'This lead has already been converted to a customer.',
  packageInactive: 'The package must be an active package',
  resellerInactive: 'The reseller must be an active reseller',
} as const;
const M = CUSTOMER_SERVICE_MESSAGES;

const AUDITED = ['businessName', 'ownerName', 'ownerEmail', 'ownerPhone', 'resellerId', 'packageId', 'status', 'statusReason', 'billingCycle', 'currentPeriodStart', 'currentPeriodEnd', 'siteHost'] as const;

export interface CustomerDeps {
  db: Database;
  /** The OI settings' conversion defaults and the leads domain a new customer's site is kept under (settings service). */
  defaults: () => Promise<{ defaultPackageId: string; defaultTrialDays: number; leadsDomain: string }>;
}

/** A customer row as the API answers it (issue 14 §1 field names). */
export function toCustomer(row: Row): Customer {
  return {
    id: row.id,
    businessName: row.businessName,
    categoryId: row.categoryId,
    ownerName: row.ownerName,
    ownerEmail: row.ownerEmail,
    ownerPhone: row.ownerPhone,
    resellerId: row.resellerId,
    packageId: row.packageId,
    status: row.status,
    billingCycle: row.billingCycle,
    currentPeriodStart: row.currentPeriodStart.toISOString(),
    currentPeriodEnd: row.currentPeriodEnd.toISOString(),
    subdomain: row.subdomain,
    siteHost: row.siteHost,
    dataCenterId: row.dataCenterId,
    leadId: row.leadId,
  };
}

const staffName = sql<string | null>`coalesce(nullif(${users.name}, ''), nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), ''))`;

type Reader = Pick<Database, 'select'>;

/** How many customers each of `ids` has in `column` (a package or reseller id), read through `db`. */
async function countBy(db: Reader, column: typeof customers.packageId | typeof customers.resellerId, ids: readonly string[]) {
  const map = new Map<string, number>();
  if (ids.length === 0) return map;
  const rows = await db.select({ id: column, n: count() }).from(customers).where(inArray(column, [...ids])).groupBy(column);
  for (const r of rows) if (r.id) map.set(r.id, Number(r.n));
  return map;
}

/** Customers per package: the packages service's subscriber counter (a package in use refuses delete). */
export const subscriberCounter = (ids: readonly string[], executor: Reader) => countBy(executor, customers.packageId, ids);
/** Customers per reseller: the resellers service's customer counter. */
export const resellerCustomerCounter = (ids: readonly string[], executor: Reader) => countBy(executor, customers.resellerId, ids);

/**
 * The list's order for `sort`, as the indexes of customers/schema.ts spell it: created is
 * (created_at desc nulls last, id desc nulls last) or exactly backwards, name (business_name, id),
 * period (current_period_end, id).
 */
/**
 * What a customer search reads: business, owner, email and subdomain joined by spaces, spelled as the
 * customers_search_idx trigram index (migration 0025) so that one index scan serves it (issue 9 §6).
 */
export const CUSTOMER_SEARCH: SearchText = {
  index: 'customers_search_idx',
  text: sql`${customers.businessName} || ' ' || ${customers.ownerName} || ' ' || ${customers.ownerEmail} || ' ' || ${customers.subdomain}`,
};

function customerOrder(sort: CustomerListQuery['sort']): OrderKey[] {
  const descending = sort.startsWith('-');
  const key = sort.replace(/^-/, '');
  if (key === 'created') {
    return [
      { expr: customers.createdAt, type: 'timestamptz', descending, nullsFirst: !descending },
      { expr: customers.id, type: 'uuid', descending, nullsFirst: !descending },
    ];
  }
  const first: OrderKey = key === 'name' ? { expr: customers.businessName, type: 'text', descending } : { expr: customers.currentPeriodEnd, type: 'timestamptz', descending };
  return [first, { expr: customers.id, type: 'uuid', descending }];
}

/** Builds the customers service. */
export function customerService({ db, defaults }: CustomerDeps) {
  async function row(id: string): Promise<Row> {
    const [found] = await db.select().from(customers).where(eq(customers.id, id));
    if (!found) throw notFound(M.notFound);
    return found;
  }

  return {
    /**
     * The conversion dialog's choices and defaults (OI settings): active packages, and the first
     * FILTER_RESELLERS_MAX active resellers by name, of those whose name holds `resellerQuery` when
     * given (a select of 100,000 resellers would weigh megabytes).
     */
    async conversionOptions(resellerQuery = ''): Promise<ConversionOptions> {
      const activeResellers = [eq(resellers.status, 'active'), ...(resellerQuery ? [ilike(resellers.companyName, likePattern(resellerQuery))] : [])];
      const [pkgs, sellers, settings] = await Promise.all([
        db.select({ id: packages.id, name: packages.name }).from(packages).where(eq(packages.status, 'active')).orderBy(asc(packages.name)),
        db
          .select({ id: resellers.id, name: resellers.companyName })
          .from(resellers)
          .where(and(...activeResellers))
          .orderBy(asc(resellers.companyName), asc(resellers.id))
          .limit(FILTER_RESELLERS_MAX + 1),
        defaults(),
      ]);
      const defaultPackageId = pkgs.some((p) => p.id === settings.defaultPackageId) ? settings.defaultPackageId : '';
      return {
        packages: pkgs,
        resellers: sellers.slice(0, FILTER_RESELLERS_MAX),
        moreResellers: sellers.length > FILTER_RESELLERS_MAX,
        defaultPackageId,
        defaultTrialDays: settings.defaultTrialDays,
      };
    },

    /**
     * The list's filter choices: every package, and the first FILTER_RESELLERS_MAX resellers by name
     * plus `selectedReseller` (a select of 100,000 resellers would weigh megabytes).
     */
    async filterOptions(selectedReseller?: string): Promise<CustomerFilterOptions> {
      const named = { id: resellers.id, name: resellers.companyName };
      const [pkgs, sellers, selected] = await Promise.all([
        db.select({ id: packages.id, name: packages.name }).from(packages).orderBy(asc(packages.name)),
        db.select(named).from(resellers).orderBy(asc(resellers.companyName), asc(resellers.id)).limit(FILTER_RESELLERS_MAX + 1),
        selectedReseller ? db.select(named).from(resellers).where(eq(resellers.id, selectedReseller)) : [],
      ]);
      const shown = sellers.slice(0, FILTER_RESELLERS_MAX);
      const missing = selected.filter((r) => !shown.some((s) => s.id === r.id));
      return { packages: pkgs, resellers: [...missing, ...shown], moreResellers: sellers.length > FILTER_RESELLERS_MAX };
    },

    /**
     * Converts a live lead (status active, not converted) into a customer with its owner user and
     * first package-history row, and marks the lead converted, in one transaction. The lead stays live.
     * @throws HttpError 404 unknown lead; 409 lead not live or already converted; 400 package or reseller not active
     */
    async convert(leadId: string, input: ConvertLeadInput, ctx: AuditContext): Promise<Customer> {
      const [pkg] = await db.select({ status: packages.status }).from(packages).where(eq(packages.id, input.packageId));
      if (pkg?.status !== 'active') throw badRequest(M.packageInactive, { packageId: M.packageInactive });
      if (input.resellerId) {
        const [seller] = await db.select({ status: resellers.status }).from(resellers).where(eq(resellers.id, input.resellerId));
        if (seller?.status !== 'active') throw badRequest(M.resellerInactive, { resellerId: M.resellerInactive });
      }
      const { leadsDomain } = await defaults();
      return db
        .transaction(async (tx) => {
          // Marking the lead first, guarded by its state, makes a second conversion lose the race cleanly.
          const [lead] = await tx
            .update(leads)
            .set({ convertedAt: sql`now()` })
            .where(and(eq(leads.id, leadId), eq(leads.status, 'active'), isNull(leads.convertedAt)))
            .returning();
          if (!lead) {
            const [existing] = await tx.select({ status: leads.status, convertedAt: leads.convertedAt }).from(leads).where(eq(leads.id, leadId));
            if (!existing) throw notFound(M.leadNotFound);
            throw conflict(existing.convertedAt ? M.leadConverted : M.leadNotLive);
          }
          const start = new Date();
          const [created] = await tx
            .insert(customers)
            .values({
              businessName: lead.company,
              categoryId: lead.categoryId,
              ownerName: lead.name,
              ownerEmail: lead.email,
              ownerPhone: lead.phone,
              resellerId: input.resellerId ?? null,
              packageId: input.packageId,
              status: input.trialDays > 0 ? 'trial' : 'active',
              billingCycle: input.billingCycle,
              currentPeriodStart: start,
              currentPeriodEnd: firstPeriodEnd(start, input.billingCycle, input.trialDays),
              subdomain: lead.subdomain,
              siteHost: siteHostOf(lead.subdomain, leadsDomain),
              dataCenterId: lead.dataCenterId,
              leadId: lead.id,
            })
            .returning();
          await tx.insert(customerUsers).values({ customerId: created!.id, name: lead.name, email: lead.email, phone: lead.phone, role: 'owner', status: 'active' });
          await tx.insert(customerPackageHistory).values({
            customerId: created!.id,
            toPackageId: input.packageId,
            billingCycle: input.billingCycle,
            source: 'conversion',
            changedBy: ctx.actor?.id ?? null,
          });
          const customer = toCustomer(created!);
          await recordAudit(tx, ctx, {
            action: 'customer.convert',
            entityType: 'customer',
            entityId: customer.id,
            entityLabel: customer.businessName,
            changes: { ...diffChanges(null, customer, AUDITED), leadId: [null, lead.id] },
          });
          return customer;
        })
        .catch((error: unknown) => {
          if (isUniqueViolation(error)) throw conflict(M.leadConverted);
          throw error;
        });
    },

    /** One page filtered by q (business, owner, email, subdomain), package, reseller, status, category. */
    async list(query: CustomerListQuery) {
      const where: SQL[] = [];
      if (query.q) {
        where.push(await searchMatch(db, CUSTOMER_SEARCH, query.q));
      }
      if (query.package) where.push(eq(customers.packageId, query.package));
      if (query.reseller) where.push(eq(customers.resellerId, query.reseller));
      if (query.category) where.push(eq(customers.categoryId, query.category));
      if (query.status) where.push(eq(customers.status, query.status));
      const filter = where.length ? and(...where) : undefined;
      const keys = customerOrder(query.sort);
      const { rows, meta } = await keysetPage({
        keys,
        position: query,
        pageSize: query.pageSize,
        source: { db, id: customers.id, from: customers, where: filter, searched: Boolean(query.q) },
        // Names by scalar subqueries, not joins: a join made the planner sort every customer (250 ms
        // at 100,000) where the order index hands over the page's rows alone.
        fetch: ({ where, orderBy, limit, offset }) =>
          db
            .select({
              customer: customers,
              packageName: sql<string | null>`(select ${packages.name} from ${packages} where ${packages.id} = ${customers.packageId})`,
              resellerName: sql<string | null>`(select ${resellers.companyName} from ${resellers} where ${resellers.id} = ${customers.resellerId})`,
              cursor: cursorColumn(keys),
            })
            .from(customers)
            .where(where)
            .orderBy(...orderBy)
            .limit(limit)
            .offset(offset),
      });
      const data: CustomerListItem[] = rows.map((r) => ({ ...toCustomer(r.customer), packageName: r.packageName, resellerName: r.resellerName }));
      return { data, meta };
    },

    /** @throws HttpError 404 */
    get: async (id: string) => toCustomer(await row(id)),

    /**
     * The customer's view: names, package history, users (when `viewer` may view customer users)
     * and upgrade requests, newest first. @throws HttpError 404
     */
    async overview(id: string, viewer: PermissionHolder): Promise<CustomerOverview> {
      const [found] = await db
        .select({ c: customers, packageName: packages.name, resellerName: resellers.companyName, categoryName: businessCategories.name, dataCenterName: dataCenters.name })
        .from(customers)
        .innerJoin(packages, eq(packages.id, customers.packageId))
        .leftJoin(resellers, eq(resellers.id, customers.resellerId))
        .leftJoin(businessCategories, eq(businessCategories.id, customers.categoryId))
        .leftJoin(dataCenters, eq(dataCenters.id, customers.dataCenterId))
        .where(eq(customers.id, id));
      if (!found) throw notFound(M.notFound);
      const from = sql<string | null>`(select name from packages where id = ${customerPackageHistory.fromPackageId})`;
      const history = await db
        .select({ h: customerPackageHistory, fromName: from, toName: packages.name, by: staffName })
        .from(customerPackageHistory)
        .innerJoin(packages, eq(packages.id, customerPackageHistory.toPackageId))
        .leftJoin(users, eq(users.id, customerPackageHistory.changedBy))
        .where(eq(customerPackageHistory.customerId, id))
        .orderBy(asc(customerPackageHistory.createdAt), asc(customerPackageHistory.id));
      let people: CustomerUser[] | null = null;
      if (can(viewer, crud('oi', 'view', 'customer_users'))) {
        const rows = await db.select().from(customerUsers).where(eq(customerUsers.customerId, id)).orderBy(asc(customerUsers.name)).limit(100);
        people = rows.map((u) => toCustomerUser(u, { ...found.c, customerStatus: found.c.status }));
      }
      return {
        customer: { ...toCustomer(found.c), statusReason: found.c.statusReason, hasSiteSecret: found.c.siteSecretHash !== null, createdAt: found.c.createdAt.toISOString() },
        packageName: found.packageName,
        resellerName: found.resellerName,
        categoryName: found.categoryName,
        dataCenterName: found.dataCenterName,
        history: history.map(({ h, fromName, toName, by }) => ({
          id: h.id,
          fromPackageName: fromName,
          toPackageName: toName,
          billingCycle: h.billingCycle,
          source: h.source,
          changedBy: by,
          createdAt: h.createdAt.toISOString(),
        })),
        users: people,
      };
    },

    /** Changes the business and owner names and the status (with its reason). @throws HttpError 404 */
    async update(id: string, input: UpdateCustomerInput, ctx: AuditContext): Promise<Customer> {
      const before = await row(id);
      const { reason, ...fields } = input;
      const values = { ...fields, ...(input.status !== undefined ? { statusReason: reason ?? '' } : {}) };
      return db.transaction(async (tx) => {
        const [after] = await tx.update(customers).set({ ...values, updatedAt: new Date() }).where(eq(customers.id, id)).returning();
        const changes = diffChanges({ ...toCustomer(before), statusReason: before.statusReason }, { ...toCustomer(after!), statusReason: after!.statusReason }, AUDITED);
        if (Object.keys(changes).length) {
          const action = input.status !== undefined && input.status !== before.status ? 'customer.status_change' : 'customer.update';
          await recordAudit(tx, ctx, { action, entityType: 'customer', entityId: id, entityLabel: after!.businessName, changes });
        }
        return toCustomer(after!);
      });
    },

    /** Creates or rotates the site secret; the secret is answered once. @throws HttpError 404 */
    async rotateSecret(id: string, ctx: AuditContext): Promise<{ secret: string }> {
      const before = await row(id);
      return db.transaction(async (tx) => {
        const secret = await rotateSiteSecret(tx, id);
        if (!secret) throw notFound(M.notFound);
        await recordAudit(tx, ctx, {
          action: before.siteSecretHash ? 'customer.site_secret_rotate' : 'customer.site_secret_create',
          entityType: 'customer',
          entityId: id,
          entityLabel: before.businessName,
          changes: { siteSecret: ['[redacted]', '[redacted]'] },
        });
        return { secret };
      });
    },
  };
}

export type CustomerService = ReturnType<typeof customerService>;
