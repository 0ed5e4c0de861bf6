/**
 * Resellers (issue 13 §3): businesses that sell the packages to their own customers, and the
 * packages each may sell. The commission rate is integer basis points (12.5 % = 1250).
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { DEFAULT_COUNTRY, RESELLER_SOURCES, RESELLER_STATUSES } from '~/lib/resellers/model';
import { businessCategories } from '~/server/business-categories/schema';
import { packages } from '~/server/packages/schema';

export const resellers = pgTable(
  'resellers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyName: text('company_name').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    // RESTRICT: a category in use is refused a delete with a 409 naming its users.
    categoryId: uuid('category_id').references(() => businessCategories.id, { onDelete: 'restrict' }),
    city: text('city').notNull(),
    country: text('country').notNull().default(DEFAULT_COUNTRY),
    address: text('address').notNull().default(''),
    commissionBasisPoints: integer('commission_basis_points').notNull().default(0),
    status: text('status', { enum: RESELLER_STATUSES }).notNull().default('pending'),
    source: text('source', { enum: RESELLER_SOURCES }).notNull(),
    notes: text('notes').notNull().default(''),
    decisionReason: text('decision_reason').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('resellers_email_lower_idx').on(sql`lower(${t.email})`),
    index('resellers_category_idx').on(t.categoryId),
    // The list's orders (service.ts), ties by id, one page at a time at any size: by company (also
    // within a status), by creation, by commission (ties by company) and the application queue.
    index('resellers_status_company_idx').on(t.status, t.companyName, t.id),
    index('resellers_company_idx').on(t.companyName, t.id),
    index('resellers_created_idx').on(t.createdAt, t.id),
    index('resellers_commission_idx').on(t.commissionBasisPoints, t.companyName, t.id),
    // The queue: the case is null for the decided ones, which come last. drizzle writes desc() as
    // desc nulls last.
    index('resellers_queue_idx').on(sql`(case when ${t.status} = 'pending' then ${t.createdAt} end)`, t.createdAt.desc(), t.id.desc()),
    check('resellers_commission_check', sql`${t.commissionBasisPoints} between 0 and 10000`),
  ],
);

/** The packages a reseller may sell. */
export const resellerPackages = pgTable(
  'reseller_packages',
  {
    resellerId: uuid('reseller_id')
      .notNull()
      .references(() => resellers.id, { onDelete: 'cascade' }),
    packageId: uuid('package_id')
      .notNull()
      .references(() => packages.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.resellerId, t.packageId] }), index('reseller_packages_package_idx').on(t.packageId)],
);
