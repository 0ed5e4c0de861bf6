/**
 * How many rows of another domain point at each row of a list (a package's subscribers, a
 * reseller's customers), counted by the domain that owns those rows. Two forms of one count:
 * `byIds` for a few rows (one grouped query, inside a write's transaction when `reader` is one),
 * and `column` for a list, which reads the count with its page in the same round trip instead of a
 * second query per view (issue 28 §1). `qualified` names an outer column inside such a subquery.
 */
import { getTableName, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Reader } from '~/server/db/client';

export interface RowCounter {
  /** The count of each of `ids`, read through `reader`; an id with none may be left out. */
  byIds(ids: readonly string[], reader: Reader): Promise<Map<string, number>>;
  /** The count of the row whose id is `id` (an outer column, see `qualified`) in the enclosing query, as an integer column. */
  column(id: SQL): SQL<number>;
}

/**
 * `column` written with its table's name, for a correlated subquery: in a select from one table
 * Drizzle writes its columns bare, and a bare "id" inside the subquery names the subquery's own.
 */
export function qualified(column: AnyPgColumn): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}

/** Counts nothing: a service built without the owning domain (tests, a service alone). */
export const NO_ROWS: RowCounter = {
  byIds: async () => new Map(),
  column: () => sql<number>`0`,
};
