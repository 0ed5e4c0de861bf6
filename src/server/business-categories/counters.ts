/**
 * What uses a business category (issue 13 §1): one counter per kind of record that points at a
 * category. The list's `counts`, and the 409 of a refused delete, are built from this list, so a new
 * domain (resellers, customers) adds its counter here and nothing else changes.
 */
import { count, inArray, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { qualified, type RowCounter } from '~/server/db/row-counter';
import { customers } from '~/server/customers/schema';
import { leads } from '~/server/leads/schema';
import { packages } from '~/server/packages/schema';
import { resellers } from '~/server/resellers/schema';

/** One kind of record that may use a category: how many use each (row-counter.ts), under its key. */
export interface CategoryCounter extends RowCounter {
  /** The key in `counts`, e.g. 'packages'. */
  key: string;
}

/** A counter over `table.column` (a nullable category id column, indexed). */
export function columnCounter(key: string, table: PgTable, column: PgColumn): CategoryCounter {
  return {
    key,
    async byIds(ids, db) {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: column, n: count() })
        .from(table)
        .where(inArray(column, [...ids]))
        .groupBy(column);
      return new Map(rows.map((r) => [String(r.id), r.n]));
    },
    column: (id) => sql<number>`(select count(*)::int from ${table} where ${qualified(column)} = ${id})`,
  };
}

/** The counters of every domain that points at a category. */
export const CATEGORY_COUNTERS: readonly CategoryCounter[] = [
  columnCounter('packages', packages, packages.categoryId),
  columnCounter('resellers', resellers, resellers.categoryId),
  columnCounter('leads', leads, leads.categoryId),
  columnCounter('customers', customers, customers.categoryId),
];
