/**
 * Customer users (issue 14 §2): the people who sign in to a customer's own site. The console only
 * reads them (and hands off impersonations); the customer's site owns their credentials.
 */
import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { CUSTOMER_USER_ROLES, CUSTOMER_USER_STATUSES } from '~/lib/customer-users/model';
import { customers } from '~/server/customers/schema';

export const customerUsers = pgTable(
  'customer_users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    role: text('role', { enum: CUSTOMER_USER_ROLES }).notNull().default('staff'),
    status: text('status', { enum: CUSTOMER_USER_STATUSES }).notNull().default('active'),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('customer_users_customer_email_idx').on(t.customerId, sql`lower(${t.email})`),
    index('customer_users_created_idx').on(t.createdAt.desc(), t.id.desc()),
    // The list's default order (by name), one page at a time at any size.
    index('customer_users_name_idx').on(t.name, t.id),
    // By last seen (service.ts): never-seen users come last in both directions, so one index per
    // direction. drizzle writes desc() as desc nulls last, on the id too.
    index('customer_users_seen_idx').on(t.lastSeenAt, t.id),
    index('customer_users_seen_desc_idx').on(t.lastSeenAt.desc().nullsLast(), t.id.desc()),
    index('customer_users_customer_created_idx').on(t.customerId, t.createdAt.desc(), t.id.desc()),
    index('customer_users_status_created_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    index('customer_users_role_created_idx').on(t.role, t.createdAt.desc(), t.id.desc()),
  ],
);
