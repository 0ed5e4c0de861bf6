/**
 * Leads, their provisioning attempts, and the simulator's DNS zone (issue 5).
 * Indexes are chosen so that the all-leads and existing-leads pages cost the same at 1,000 or
 * 1,000,000 leads: each list is an index walk in (created_at desc, id desc) order that stops after
 * one page (see services/leads.ts for how it counts).
 */
import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ACTIVITY_STATUSES, ACTIVITY_TYPES, LEAD_STATUSES } from '~/lib/leads/model';
import { users } from '~/server/auth/schema';
import { businessCategories } from '~/server/business-categories/schema';
import { dataCenters } from '~/server/data-centers/schema';

/** A prospective customer with a trial site on `{subdomain}.{LEADS_DOMAIN}`, hosted on a data center. */
export const leads = pgTable(
  'leads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    company: text('company').notNull(),
    /** The DNS label, lower case. */
    subdomain: text('subdomain').notNull(),
    /** The hosting instance; null once that instance's record is removed (the lead keeps its history). */
    dataCenterId: uuid('data_center_id').references(() => dataCenters.id, { onDelete: 'set null' }),
    status: text('status', { enum: LEAD_STATUSES }).notNull().default('pending'),
    /** Optional (issue 13 §1); RESTRICT because a category in use is hidden, not deleted. */
    categoryId: uuid('category_id').references(() => businessCategories.id, { onDelete: 'restrict' }),
    notes: text('notes'),
    /** When the lead became a customer (issue 14 §1); it stays live and keeps its subdomain. */
    convertedAt: timestamp('converted_at', { withTimezone: true }),
    /** The message of the last failed attempt; cleared by a success. */
    lastError: text('last_error'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A subdomain belongs to at most one lead that is not deleted; a deleted lead frees it.
    uniqueIndex('leads_live_subdomain_idx').on(t.subdomain).where(sql`status <> 'deleted'`),
    // The default all-leads list (every lead but the deleted ones), newest first.
    index('leads_listed_created_idx').on(t.createdAt.desc(), t.id.desc()).where(sql`status <> 'deleted'`),
    // A status filter, and the existing-leads list (status = 'active'), newest first.
    index('leads_status_created_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    // A data center's live leads (its total_clients).
    index('leads_data_center_status_idx').on(t.dataCenterId, t.status),
    // The all-leads category filter and the category's lead count.
    index('leads_category_idx').on(t.categoryId),
  ],
);

/**
 * Leads not deleted: the predicate of the partial indexes above, written with its constant, not a
 * parameter, so that a kept statement's generic plan can use those indexes and is not planned again
 * on every view (issue 28 §1).
 */
export const isLiveLead = sql`${leads.status} <> 'deleted'`;

/** One provisioning attempt of a lead (spec §3 "Lead activity record"): every attempt writes one. */
export const leadActivities = pgTable(
  'lead_activities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    /** The lead's name and subdomain at the time of the attempt. */
    leadName: text('lead_name').notNull(),
    subDomain: text('sub_domain').notNull(),
    errorMessage: text('error_message'),
    status: text('status', { enum: ACTIVITY_STATUSES }).notNull(),
    type: text('type', { enum: ACTIVITY_TYPES }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The tracker's tabs: one type, newest first.
    index('lead_activities_type_created_idx').on(t.type, t.createdAt.desc()),
    index('lead_activities_created_idx').on(t.createdAt.desc()),
    // One lead's history, in its single information view.
    index('lead_activities_lead_created_idx').on(t.leadId, t.createdAt.desc()),
  ],
);

/** The simulator's DNS zone: one A record per name (CLOUD_PROVIDER=simulator). */
export const dnsRecords = pgTable('dns_records', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** The fully qualified name, lower case, without a trailing dot. */
  name: text('name').notNull().unique(),
  type: text('type', { enum: ['A'] }).notNull().default('A'),
  /** The IPv4 address the name points at. */
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
