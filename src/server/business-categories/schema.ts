/**
 * Business categories (issue 13 §1): the markets the business sells into. Packages, leads, and
 * later resellers and customers point at one; a category in use is hidden rather than deleted.
 */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { CATEGORY_STATUSES } from '~/lib/business-categories/model';

export const businessCategories = pgTable(
  'business_categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** Lower case, a-z 0-9 and hyphens; derived from the name unless staff type one. */
    slug: text('slug').notNull(),
    description: text('description').notNull().default(''),
    sortOrder: integer('sort_order').notNull().default(0),
    status: text('status', { enum: CATEGORY_STATUSES }).notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Names are unique ignoring case ('Retail' and 'retail' are one category).
    uniqueIndex('business_categories_name_lower_idx').on(sql`lower(${t.name})`),
    uniqueIndex('business_categories_slug_idx').on(t.slug),
    // The list's order: sort order, then name, ties by id (keyset-paged, issue 28 §4).
    index('business_categories_order_idx').on(t.sortOrder, t.name, t.id),
  ],
);
