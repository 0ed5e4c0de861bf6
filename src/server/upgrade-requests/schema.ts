/**
 * Upgrade requests (issue 14 §4): a customer's request to move to another package, decided by staff.
 * The prorated amount is stored when the request is decided; a pending one is priced on each read.
 */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { BILLING_CYCLES } from '~/lib/customers/model';
import { REQUESTER_KINDS, UPGRADE_REQUEST_STATUSES } from '~/lib/upgrade-requests/model';
import { users } from '~/server/auth/schema';
import { customerUsers } from '~/server/customer-users/schema';
import { customers } from '~/server/customers/schema';
import { packages } from '~/server/packages/schema';

export const upgradeRequests = pgTable(
  'upgrade_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    fromPackageId: uuid('from_package_id')
      .notNull()
      .references(() => packages.id, { onDelete: 'restrict' }),
    toPackageId: uuid('to_package_id')
      .notNull()
      .references(() => packages.id, { onDelete: 'restrict' }),
    billingCycle: text('billing_cycle', { enum: BILLING_CYCLES }).notNull(),
    note: text('note').notNull().default(''),
    status: text('status', { enum: UPGRADE_REQUEST_STATUSES }).notNull().default('pending'),
    /** Minor units of `currency`, negative for a credit; fixed when the request is decided. */
    proratedAmount: integer('prorated_amount'),
    currency: text('currency').notNull(),
    requesterKind: text('requester_kind', { enum: REQUESTER_KINDS }).notNull(),
    requestedByUserId: uuid('requested_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    requestedByCustomerUserId: uuid('requested_by_customer_user_id').references(() => customerUsers.id, { onDelete: 'set null' }),
    /** Display name of who asked, kept if that account goes. */
    requestedBy: text('requested_by').notNull(),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    reason: text('reason').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The list's orders (service.ts), one page at a time at any size: the queue (the case is null
    // for the decided ones, which come last) and by creation, also within a status. drizzle writes
    // desc() as desc nulls last.
    index('upgrade_requests_queue_idx').on(sql`(case when ${t.status} = 'pending' then ${t.createdAt} end)`, t.createdAt.desc(), t.id.desc()),
    index('upgrade_requests_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('upgrade_requests_status_created_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    index('upgrade_requests_customer_idx').on(t.customerId, t.createdAt.desc()),
    index('upgrade_requests_to_package_idx').on(t.toPackageId),
    // At most one pending request per customer (a second is refused with a 409).
    uniqueIndex('upgrade_requests_one_pending_idx').on(t.customerId).where(sql`status = 'pending'`),
  ],
);
