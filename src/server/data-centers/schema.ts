/**
 * Cloud instances (issue 4). `data_centers` holds the console's own records beside the cloud's:
 * who created each instance, its bundle price, and the instance as last seen (so the list pages
 * and searches in SQL without asking the cloud about every row). `simulated_instances` is the
 * simulator's cloud itself, kept in the database so that its instances survive restarts.
 */
import { boolean, doublePrecision, index, integer, jsonb, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { InstanceStateName } from '~/lib/data-centers/model';
import type { CloudInstance } from '~/server/cloud/provider';
import { users } from '~/server/auth/schema';

/** One instance the console manages; (region, name) names it at the cloud. */
export const dataCenters = pgTable(
  'data_centers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    region: text('region').notNull(),
    bundleId: text('bundle_id').notNull(),
    /** Monthly price of the bundle when created, in USD. */
    price: numeric('price', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    /** Null once the creating user is deleted. */
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** Copy of snapshot.state.name, indexed for search and for finding instances still in transition. */
    stateName: text('state_name').notNull(),
    /** The instance as the cloud last reported it. */
    snapshot: jsonb('snapshot').$type<CloudInstance>().notNull(),
    refreshedAt: timestamp('refreshed_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('data_centers_region_name_idx').on(t.region, t.name),
    index('data_centers_created_idx').on(t.createdAt, t.id),
    index('data_centers_state_idx').on(t.stateName),
  ],
);

/**
 * The simulator's instances. State is resolved when read: `state` holds until `settles_at`, then
 * `target_state` does, so transitions need no timers and survive restarts.
 */
export const simulatedInstances = pgTable(
  'simulated_instances',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    region: text('region').notNull(),
    availabilityZone: text('availability_zone').notNull(),
    blueprintId: text('blueprint_id').notNull(),
    blueprintName: text('blueprint_name').notNull(),
    bundleId: text('bundle_id').notNull(),
    cpuCount: integer('cpu_count').notNull(),
    ramSizeInGb: doublePrecision('ram_size_in_gb').notNull(),
    diskSizeInGb: integer('disk_size_in_gb').notNull(),
    transferPerMonthInGb: integer('transfer_per_month_in_gb').notNull(),
    username: text('username').notNull(),
    sshKeyName: text('ssh_key_name').notNull(),
    isStaticIp: boolean('is_static_ip').notNull().default(false),
    publicIp: text('public_ip'),
    privateIp: text('private_ip').notNull(),
    state: text('state').$type<InstanceStateName>().notNull(),
    targetState: text('target_state').$type<InstanceStateName>().notNull(),
    settlesAt: timestamp('settles_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('simulated_instances_region_name_idx').on(t.region, t.name)],
);
