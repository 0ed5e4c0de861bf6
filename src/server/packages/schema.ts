/**
 * Hosting packages (issue 13 §2): the plans customers subscribe to, and the upgrades allowed
 * between them. Prices are integers in minor units of `currency` (never floats).
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { PACKAGE_STATUSES } from '~/lib/packages/model';
import { businessCategories } from '~/server/business-categories/schema';

export const packages = pgTable(
  'packages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** Upper case, A-Z 0-9 and hyphens. */
    code: text('code').notNull(),
    // RESTRICT: the service refuses to delete a category in use with a 409 that names the users.
    categoryId: uuid('category_id').references(() => businessCategories.id, { onDelete: 'restrict' }),
    description: text('description').notNull().default(''),
    monthlyPrice: integer('monthly_price').notNull().default(0),
    yearlyPrice: integer('yearly_price').notNull().default(0),
    setupFee: integer('setup_fee').notNull().default(0),
    currency: text('currency').notNull().default('USD'),
    trialDays: integer('trial_days').notNull().default(0),
    // Limits: null is unlimited.
    limitUsers: integer('limit_users'),
    limitStorageGb: integer('limit_storage_gb'),
    limitTransferGb: integer('limit_transfer_gb'),
    limitCustomDomains: integer('limit_custom_domains'),
    limitEmailAccounts: integer('limit_email_accounts'),
    features: jsonb('features').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    status: text('status', { enum: PACKAGE_STATUSES }).notNull().default('draft'),
    resellerVisible: boolean('reseller_visible').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('packages_name_lower_idx').on(sql`lower(${t.name})`),
    uniqueIndex('packages_code_idx').on(t.code),
    index('packages_category_idx').on(t.categoryId),
    index('packages_status_name_idx').on(t.status, t.name),
    // The list's orders (issue 28 §4): by name, and by monthly price then name, ties by id.
    index('packages_name_id_idx').on(t.name, t.id),
    index('packages_price_idx').on(t.monthlyPrice, t.name, t.id),
    check('packages_money_check', sql`${t.monthlyPrice} >= 0 and ${t.yearlyPrice} >= 0 and ${t.setupFee} >= 0`),
  ],
);

/** The packages a subscriber of `packageId` may move to (issue 13 §2 "allowed upgrades"). */
export const packageUpgrades = pgTable(
  'package_upgrades',
  {
    packageId: uuid('package_id')
      .notNull()
      .references(() => packages.id, { onDelete: 'cascade' }),
    targetId: uuid('target_id')
      .notNull()
      .references(() => packages.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.packageId, t.targetId] }),
    index('package_upgrades_target_idx').on(t.targetId),
    check('package_upgrades_not_self_check', sql`${t.packageId} <> ${t.targetId}`),
  ],
);
