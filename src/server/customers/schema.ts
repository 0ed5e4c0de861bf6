/**
 * Customers and their package history (issue 14 §1). A customer comes from a converted lead and
 * keeps its subdomain and data center. Lists walk (created_at desc, id desc) or a filter's index, so
 * a page costs the same at 40 or 100,000 customers.
 */
import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { BILLING_CYCLES, CUSTOMER_STATUSES, PACKAGE_CHANGE_SOURCES } from '~/lib/customers/model';
import { users } from '~/server/auth/schema';
import { businessCategories } from '~/server/business-categories/schema';
import { dataCenters } from '~/server/data-centers/schema';
import { leads } from '~/server/leads/schema';
import { packages } from '~/server/packages/schema';
import { resellers } from '~/server/resellers/schema';

export const customers = pgTable(
  'customers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessName: text('business_name').notNull(),
    // RESTRICT: categories, packages and resellers in use are refused a delete (409).
    categoryId: uuid('category_id').references(() => businessCategories.id, { onDelete: 'restrict' }),
    ownerName: text('owner_name').notNull(),
    ownerEmail: text('owner_email').notNull(),
    ownerPhone: text('owner_phone').notNull(),
    resellerId: uuid('reseller_id').references(() => resellers.id, { onDelete: 'restrict' }),
    packageId: uuid('package_id')
      .notNull()
      .references(() => packages.id, { onDelete: 'restrict' }),
    status: text('status', { enum: CUSTOMER_STATUSES }).notNull().default('trial'),
    /** The reason given with the last status change. */
    statusReason: text('status_reason').notNull().default(''),
    billingCycle: text('billing_cycle', { enum: BILLING_CYCLES }).notNull().default('monthly'),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }).notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
    subdomain: text('subdomain').notNull(),
    /**
     * The host of the customer's site, `{subdomain}.{leads domain}` as it was at conversion (issue 27):
     * impersonation tokens go to it and name it as their audience, so a later change of the leadsDomain
     * setting cannot send them elsewhere. Null only between migration 0026 and the next start-up,
     * which fills it (db/seed.ts).
     */
    siteHost: text('site_host'),
    dataCenterId: uuid('data_center_id').references(() => dataCenters.id, { onDelete: 'set null' }),
    leadId: uuid('lead_id').references(() => leads.id, { onDelete: 'set null' }),
    /** SHA-256 (hex) of the customer site's secret (issue 14 §3); null until one is created. */
    siteSecretHash: text('site_secret_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One customer per lead.
    uniqueIndex('customers_lead_idx').on(t.leadId),
    // A site authenticates by its secret alone: the hash finds the customer.
    uniqueIndex('customers_site_secret_idx').on(t.siteSecretHash),
    index('customers_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('customers_status_created_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    index('customers_package_status_idx').on(t.packageId, t.status),
    index('customers_reseller_idx').on(t.resellerId),
    index('customers_category_idx').on(t.categoryId),
    index('customers_business_name_idx').on(sql`lower(${t.businessName})`),
    // The list's order by name, ties by id, one page at a time at any size.
    index('customers_name_id_idx').on(t.businessName, t.id),
    // And by the current period's end.
    index('customers_period_idx').on(t.currentPeriodEnd, t.id),
  ],
);

/** Every package a customer has been on, newest last: conversion, approved upgrades, staff changes. */
export const customerPackageHistory = pgTable(
  'customer_package_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    fromPackageId: uuid('from_package_id').references(() => packages.id, { onDelete: 'restrict' }),
    toPackageId: uuid('to_package_id')
      .notNull()
      .references(() => packages.id, { onDelete: 'restrict' }),
    billingCycle: text('billing_cycle', { enum: BILLING_CYCLES }).notNull(),
    source: text('source', { enum: PACKAGE_CHANGE_SOURCES }).notNull(),
    /** The upgrade request applied, when `source` is upgrade_request. */
    upgradeRequestId: uuid('upgrade_request_id'),
    changedBy: uuid('changed_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('customer_package_history_customer_idx').on(t.customerId, t.createdAt)],
);
