/**
 * Summary tables of the dashboards (issue 15 §1), kept up to date by triggers in the same
 * transaction as each change (migration 0017_dashboards_summaries), so a dashboard reads a few
 * hundred rows however many leads and customers there are.
 */
import { bigint, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Counts per UTC hour: `lead_activity` (key `TYPE:STATUS`, by the activity's created_at),
 * `lead_created` and `lead_converted` (key '', by the lead's created_at and converted_at),
 * and per UTC day (the `hour` at 00:00 UTC): `customer_added` (key status) and `active_added`
 * (key `packageId|cycle`, active customers only), by the customer's created_at.
 */
export const dashboardHourly = pgTable(
  'dashboard_hourly',
  {
    metric: text('metric').notNull(),
    key: text('key').notNull(),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.metric, t.key, t.hour] })],
);

/**
 * The same counts per UTC day (`day` at 00:00 UTC), kept from dashboard_hourly by a row trigger
 * (migration 0020): a year's sums read a day's row where they would read 24 hours' rows.
 */
export const dashboardDaily = pgTable(
  'dashboard_daily',
  {
    metric: text('metric').notNull(),
    key: text('key').notNull(),
    day: timestamp('day', { withTimezone: true }).notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.metric, t.key, t.day] })],
);

/** How many customers there are per status, package and billing cycle. */
export const customerCounts = pgTable(
  'customer_counts',
  {
    status: text('status').notNull(),
    packageId: uuid('package_id').notNull(),
    billingCycle: text('billing_cycle').notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.status, t.packageId, t.billingCycle] })],
);
