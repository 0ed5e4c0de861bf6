/**
 * Designations (issue 12 §2): a title is unique (ignoring case) within its department. Deleting a
 * department deletes its designations; the service refuses that while either has employees.
 */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { DESIGNATION_STATUSES } from '~/lib/designations/model';
import { departments } from '~/server/departments/schema';

export const designations = pgTable(
  'designations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    departmentId: uuid('department_id')
      .notNull()
      .references(() => departments.id, { onDelete: 'cascade' }),
    /** Seniority, 1–20, for ordering. */
    level: integer('level').notNull().default(1),
    description: text('description').notNull().default(''),
    status: text('status', { enum: DESIGNATION_STATUSES }).notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('designations_department_title_idx').on(t.departmentId, sql`lower(${t.title})`),
    index('designations_level_idx').on(t.level, t.title),
    // The list's order within a department (issue 28 §4): level, title ignoring case, ties by id.
    index('designations_order_idx').on(t.departmentId, t.level, sql`lower(${t.title})`, t.id),
  ],
);
