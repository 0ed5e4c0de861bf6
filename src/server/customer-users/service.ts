/**
 * Customer users (issue 14 §2): the list, filtered and sorted in the database, and one user, each
 * with its customer's business name, package and subdomain. Read-only: the customer's site owns them.
 */
import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { cappedCount } from '~/server/db/capped-count';
import type { CustomerUser } from '~/lib/customer-users/model';
import type { CustomerUserListQuery } from '~/lib/customer-users/schemas';
import { customerUsers } from '~/server/customer-users/schema';
import { customers } from '~/server/customers/schema';
import type { Database } from '~/server/db/client';
import { notFound } from '~/server/http/errors';
import { likePattern } from '~/server/http/like';

type UserRow = typeof customerUsers.$inferSelect;

export const CUSTOMER_USER_MESSAGES = { notFound: 'Customer user not found' } as const;

/** A customer user row with its customer, as the API answers it (issue 14 §1 field names). */
export function toCustomerUser(row: UserRow, customer: Pick<typeof customers.$inferSelect, 'businessName' | 'packageId' | 'subdomain'>): CustomerUser {
  return {
    id: row.id,
    customerId: row.customerId,
    name: row.name,
    email: row.email,
    phone: row.phone,
    role: row.role,
    status: row.status,
    lastSeenAt: row.lastSeenAt?.toISOString() ?? null,
    customer: { businessName: customer.businessName, packageId: customer.packageId, subdomain: customer.subdomain },
  };
}

/** Builds the customer users service. */
export function customerUserService({ db }: { db: Database }) {
  const select = () =>
    db
      .select({ u: customerUsers, businessName: customers.businessName, packageId: customers.packageId, subdomain: customers.subdomain })
      .from(customerUsers)
      .innerJoin(customers, eq(customers.id, customerUsers.customerId));
  type Joined = Awaited<ReturnType<ReturnType<typeof select>['execute']>>[number];
  const toDto = (r: Joined) => toCustomerUser(r.u, r);

  return {
    /** One page filtered by q (name, email, business), customer, role and status. */
    async list(query: CustomerUserListQuery) {
      const where: SQL[] = [];
      if (query.q) {
        const p = likePattern(query.q);
        // One branch per table, so each finds its rows by its trigram indexes (migration 0021); an OR
        // across the join would read every user (500 ms at 100,000).
        where.push(
          inArray(
            customerUsers.id,
            db
              .select({ id: customerUsers.id })
              .from(customerUsers)
              .where(or(ilike(customerUsers.name, p), ilike(customerUsers.email, p)))
              .union(db.select({ id: customerUsers.id }).from(customerUsers).innerJoin(customers, eq(customers.id, customerUsers.customerId)).where(ilike(customers.businessName, p))),
          ),
        );
      }
      if (query.customer) where.push(eq(customerUsers.customerId, query.customer));
      if (query.role) where.push(eq(customerUsers.role, query.role));
      if (query.status) where.push(eq(customerUsers.status, query.status));
      const filter = where.length ? and(...where) : undefined;
      const key = query.sort.replace(/^-/, '');
      const direction = query.sort.startsWith('-') ? desc : asc;
      // Never-seen users sort after every seen one, whichever the direction.
      // Ties broken by id in the same direction, so that name and created are each one index walk (schema.ts).
      const order =
        key === 'seen'
          ? [sql`${customerUsers.lastSeenAt} ${sql.raw(query.sort.startsWith('-') ? 'desc' : 'asc')} nulls last`, asc(customerUsers.id)]
          : [direction(key === 'created' ? customerUsers.createdAt : customerUsers.name), direction(customerUsers.id)];
      const from = sql`${customerUsers} inner join ${customers} on ${customers.id} = ${customerUsers.customerId}`;
      const [rows, counted] = await Promise.all([
        select().where(filter).orderBy(...order).limit(query.pageSize).offset((query.page - 1) * query.pageSize),
        cappedCount(db, from, filter),
      ]);
      // A page past the cap still proves the rows up to it exist.
      const total = Math.max(counted.total, rows.length ? (query.page - 1) * query.pageSize + rows.length : 0);
      return { data: rows.map(toDto), meta: { page: query.page, pageSize: query.pageSize, total, exact: counted.exact } };
    },

    /** @throws HttpError 404 */
    async get(id: string): Promise<CustomerUser> {
      const [found] = await select().where(eq(customerUsers.id, id));
      if (!found) throw notFound(CUSTOMER_USER_MESSAGES.notFound);
      return toDto(found);
    },
  };
}

export type CustomerUserService = ReturnType<typeof customerUserService>;
