/**
 * The append-only audit log (issue 11 §4): one row per write the console makes. No route updates or
 * deletes it; a trigger refuses UPDATE, and DELETE outside the retention job (see migrations).
 */
import { sql } from 'drizzle-orm';
import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** `{field: [before, after]}` of one change; secrets never appear (see diffChanges). */
export type AuditChanges = Record<string, [unknown, unknown]>;

export const auditLog = pgTable(
  'audit_log',
  {
    // A sequence rather than a uuid: the keyset of the log's pages is (id) alone, newest first.
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    // No foreign keys: the history outlives the accounts it names.
    actorId: uuid('actor_id'),
    actorName: text('actor_name').notNull().default(''),
    impersonatorId: uuid('impersonator_id'),
    impersonatorName: text('impersonator_name'),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id'),
    entityLabel: text('entity_label').notNull().default(''),
    changes: jsonb('changes').$type<AuditChanges>().notNull().default(sql`'{}'::jsonb`),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    requestId: text('request_id').notNull().default(''),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_actor_idx').on(t.actorId, t.id),
    index('audit_log_action_idx').on(t.action, t.id),
    // The dashboards' sign-ins per day: one action over a time range (issue 15 §1).
    index('audit_log_action_at_idx').on(t.action, t.at),
    index('audit_log_entity_idx').on(t.entityType, t.entityId, t.id),
  ],
);
