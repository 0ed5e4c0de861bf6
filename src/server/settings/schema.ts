/**
 * Settings the operator changes in the console (issue 15 §2): one row per key that differs from its
 * default; the typed registry (src/lib/settings/registry.ts) knows every key and its default.
 */
import { jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: uuid('updated_by'),
});
