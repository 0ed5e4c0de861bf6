/**
 * Departments (issue 12 §1). Employees are rows of `users` (src/server/auth/schema.ts) that point here.
 */
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { DEPARTMENT_STATUSES } from '~/lib/departments/model';
import { users } from '~/server/auth/schema';

export const departments = pgTable(
  'departments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** Short upper-case code, e.g. `HR`. */
    code: text('code').notNull(),
    description: text('description').notNull().default(''),
    /** The employee who heads it; cleared when that account is removed. */
    headEmployeeId: uuid('head_employee_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: DEPARTMENT_STATUSES }).notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('departments_name_lower_idx').on(sql`lower(${t.name})`),
    uniqueIndex('departments_code_idx').on(t.code),
  ],
);
