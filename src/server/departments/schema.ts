/**
 * Departments (issue 12 §1). Employees are rows of `users` (src/server/auth/schema.ts) that point here.
 */
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { DEPARTMENT_STATUSES } from '~/lib/departments/model';

/**
 * The `users` table as the head's foreign key needs it: its name and key, nothing else. Importing
 * it from auth/schema.ts would close an import cycle (users point at departments and designations,
 * issue 25); drizzle-kit writes the same `references "users"("id")` either way. Never queried.
 */
const headAccounts = pgTable('users', { id: uuid('id').primaryKey() });

export const departments = pgTable(
  'departments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** Short upper-case code, e.g. `HR`. */
    code: text('code').notNull(),
    description: text('description').notNull().default(''),
    /** The employee who heads it; cleared when that account is removed. */
    headEmployeeId: uuid('head_employee_id').references((): AnyPgColumn => headAccounts.id, { onDelete: 'set null' }),
    status: text('status', { enum: DEPARTMENT_STATUSES }).notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('departments_name_lower_idx').on(sql`lower(${t.name})`),
    uniqueIndex('departments_code_idx').on(t.code),
    // The list's order (issue 28 §4): the name ignoring case, ties by id.
    index('departments_name_id_idx').on(sql`lower(${t.name})`, t.id),
  ],
);
