/**
 * Customer users (issue 14 §2): the list, filtered and sorted in the database, and one user, each
 * with its customer's business name, package, subdomain and status. Read-only: the customer's site owns them.
 */
import { and, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { COUNT_CAP, hitsFilter } from '~/server/db/capped-count';
import { countAlong, cursorColumn, keysetPage, type OrderKey } from '~/server/db/keyset-page';
import type { CustomerUser } from '~/lib/customer-users/model';
import type { CustomerStatus } from '~/lib/customers/model';
import type { CustomerUserListQuery } from '~/lib/customer-users/schemas';
import { customerUsersCsv } from '~/server/customer-users/export';
import { customerUsers } from '~/server/customer-users/schema';
import { customers } from '~/server/customers/schema';
import type { Database } from '~/server/db/client';
import { notFound } from '~/server/http/errors';
import { likePattern } from '~/server/db/like';

type UserRow = typeof customerUsers.$inferSelect;

export const CUSTOMER_USER_MESSAGES = { notFound: 'Customer user not found' } as const;

/** A customer user row with its customer, as the API answers it (issue 14 §1 field names). */
export function toCustomerUser(
  row: UserRow,
  customer: Pick<typeof customers.$inferSelect, 'businessName' | 'packageId' | 'subdomain'> & { customerStatus: CustomerStatus },
): CustomerUser {
  return {
    id: row.id,
    customerId: row.customerId,
    name: row.name,
    email: row.email,
    phone: row.phone,
    role: row.role,
    status: row.status,
    lastSeenAt: row.lastSeenAt?.toISOString() ?? null,
    customer: { businessName: customer.businessName, packageId: customer.packageId, subdomain: customer.subdomain, status: customer.customerStatus },
  };
}

/**
 * The keys of the list's order (keyset paging, issue 9 §6) for `sort`, spelled as the indexes of
 * customer-users/schema.ts: name (name, id) forwards or exactly backwards; created
 * (created_at desc nulls last, id desc nulls last) or exactly backwards; seen (last_seen_at, id)
 * ascending and (last_seen_at desc nulls last, id desc nulls last) descending, since never-seen
 * users come last either way.
 */
function customerUserOrder(sort: CustomerUserListQuery['sort']): OrderKey[] {
  const descending = sort.startsWith('-');
  const key = sort.replace(/^-/, '');
  const id: OrderKey = { expr: customerUsers.id, type: 'uuid', descending };
  switch (key) {
    case 'seen':
      return [{ expr: customerUsers.lastSeenAt, type: 'timestamptz', descending, nullsFirst: false, nullable: true }, { ...id, nullsFirst: false }];
    case 'created':
      return [
        { expr: customerUsers.createdAt, type: 'timestamptz', descending, nullsFirst: !descending },
        { ...id, nullsFirst: !descending },
      ];
    default:
      return [{ expr: customerUsers.name, type: 'text', descending }, id];
  }
}

/** Builds the customer users service. */
export function customerUserService({ db }: { db: Database }) {
  const columns = { u: customerUsers, businessName: customers.businessName, packageId: customers.packageId, subdomain: customers.subdomain, customerStatus: customers.status };
  const select = () => db.select(columns).from(customerUsers).innerJoin(customers, eq(customers.id, customerUsers.customerId));
  type Joined = Awaited<ReturnType<ReturnType<typeof select>['execute']>>[number];
  const toDto = (r: Joined) => toCustomerUser(r.u, r);

  return {
    /**
     * One page filtered by q (name, email, business), customer, role and status, paged by keyset
     * (issue 9 §6) in customerUserOrder's keys. @throws HttpError 400 for a cursor of another order
     */
    async list(query: CustomerUserListQuery) {
      const where: SQL[] = [];
      if (query.q) {
        const p = likePattern(query.q);
        // One branch per table, so each finds its rows by its trigram indexes (migration 0021); an OR
        // across the join would read every user (500 ms at 100,000).
        const matching = db
          .select({ id: customerUsers.id })
          .from(customerUsers)
          .where(or(ilike(customerUsers.name, p), ilike(customerUsers.email, p)))
          .union(db.select({ id: customerUsers.id }).from(customerUsers).innerJoin(customers, eq(customers.id, customerUsers.customerId)).where(ilike(customers.businessName, p)));
        // Up to the count's cap the page is picked among the hits' ids: given the union, the planner
        // guesses a customer's every user and reads all users (157 ms for one hit at 1,000,000).
        // Past the cap, hits are everywhere: the OR lets the order's index find a page's worth
        // quickly, where the union would gather and sort them all (5.7 s at 1,000,000).
        const found = (await db.execute(sql`select id from (${matching}) hits limit ${COUNT_CAP + 1}`)) as unknown as { rows: { id: string }[] };
        const business = sql`exists (select 1 from ${customers} where ${customers.id} = ${customerUsers.customerId} and ${ilike(customers.businessName, p)})`;
        const few = hitsFilter(customerUsers.id, found.rows.map((r) => r.id));
        where.push(few.filter ?? or(ilike(customerUsers.name, p), ilike(customerUsers.email, p), business)!);
      }
      if (query.customer) where.push(eq(customerUsers.customerId, query.customer));
      if (query.role) where.push(eq(customerUsers.role, query.role));
      if (query.status) where.push(eq(customerUsers.status, query.status));
      const filter = where.length ? and(...where) : undefined;
      const keys = customerUserOrder(query.sort);
      const from = sql`${customerUsers} inner join ${customers} on ${customers.id} = ${customerUsers.customerId}`;
      const { rows, meta } = await keysetPage({
        keys,
        position: query,
        pageSize: query.pageSize,
        source: { db, id: customerUsers.id, from, where: filter, searched: Boolean(query.q) },
        fetch: (window) =>
          db
            .select({ ...columns, cursor: cursorColumn(keys), ...countAlong(window) })
            .from(customerUsers)
            .innerJoin(customers, eq(customers.id, customerUsers.customerId))
            .where(window.where)
            .orderBy(...window.orderBy)
            .limit(window.limit)
            .offset(window.offset),
      });
      return { data: rows.map(toDto), meta };
    },

    /** The CSV of users `ids`, streamed as it is read (export.ts, issue 29 §2). */
    exportCsv: (ids: readonly string[]) => customerUsersCsv(db, ids),

    /** @throws HttpError 404 */
    async get(id: string): Promise<CustomerUser> {
      const [found] = await select().where(eq(customerUsers.id, id));
      if (!found) throw notFound(CUSTOMER_USER_MESSAGES.notFound);
      return toDto(found);
    },
  };
}

export type CustomerUserService = ReturnType<typeof customerUserService>;
