/**
 * The keys of a keyset list's order (db/keyset-page.ts): how an order is written as SQL, and how a
 * cursor names a row by its key values, written by the database as text (times in microseconds,
 * dates in days, so that a cursor always casts back) and sent base64url-encoded. A cursor that does
 * not decode for the list's order is a 400, never a database error.
 */
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { KEYSET_CURSOR_PATTERN } from '~/lib/paginator';
import { badRequest } from '~/server/http/errors';

/** One key of a list's order, spelled as the index that serves it. */
export interface OrderKey {
  /** A column or expression of the listed rows. */
  expr: SQL | AnyColumn;
  /** Its type: how its value is written into a cursor and read back. */
  type: 'text' | 'timestamptz' | 'date' | 'bigint' | 'uuid' | 'boolean';
  descending: boolean;
  /** Where nulls sort (they must match the index); PostgreSQL's default, first when descending, if left out. */
  nullsFirst?: boolean;
  /** The expression can be null: cursors then carry nulls and the comparisons place them. */
  nullable?: boolean;
}


export const INVALID_CURSOR = 'Invalid page cursor';

/** One key's value in a cursor: as the database writes it, or null. */
export type Value = string | null;

const VALUE_PATTERN: Record<OrderKey['type'], RegExp> = {
  text: /^[^\0]{0,1000}$/u,
  timestamptz: /^-?\d{1,17}$/,
  date: /^-?\d{1,7}$/,
  bigint: /^-?\d{1,18}$/,
  uuid: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
  boolean: /^(true|false)$/,
};

function written(key: OrderKey): SQL {
  switch (key.type) {
    case 'timestamptz':
      return sql`(extract(epoch from ${key.expr}) * 1000000)::bigint::text`;
    case 'date':
      return sql`(${key.expr} - date '1970-01-01')::text`;
    default:
      return sql`${key.expr}::text`;
  }
}

/** `value` of a cursor read back as `key`'s type. */
export function read(key: OrderKey, value: string): SQL {
  switch (key.type) {
    case 'timestamptz':
      return sql`(timestamptz 'epoch' + ${value}::bigint * interval '1 microsecond')`;
    case 'date':
      return sql`(date '1970-01-01' + ${value}::integer)`;
    default:
      return sql`${value}::${sql.raw(key.type)}`;
  }
}

/** Where `key` places nulls. */
export const nullsFirst = (key: OrderKey) => key.nullsFirst ?? key.descending;
/** `key` in the opposite order, nulls at the other end. */
export const reversed = (key: OrderKey): OrderKey => ({ ...key, descending: !key.descending, nullsFirst: !nullsFirst(key) });

/**
 * The order of a review queue (resellers, upgrade requests): the pending rows oldest first, then
 * the decided ones newest first, ties by id; spelled as a `(case when status = 'pending' then
 * created_at end, created_at desc, id desc)` index (drizzle writes desc() as desc nulls last).
 */
export function pendingFirstOrder(status: AnyColumn, createdAt: AnyColumn, id: AnyColumn): OrderKey[] {
  return [
    // Null for the decided rows, which sort after every pending one.
    { expr: sql`(case when ${status} = 'pending' then ${createdAt} end)`, type: 'timestamptz', descending: false, nullable: true },
    { expr: createdAt, type: 'timestamptz', descending: true, nullsFirst: false },
    { expr: id, type: 'uuid', descending: true, nullsFirst: false },
  ];
}

/** The first key written so that no index matches it (see KeysetSource's `searched`). */
const UNINDEXED: Record<OrderKey['type'], (expr: SQL | AnyColumn) => SQL> = {
  text: (e) => sql`(${e} || '')`,
  timestamptz: (e) => sql`(${e} + interval '0')`,
  date: (e) => sql`(${e} + 0)`,
  bigint: (e) => sql`(${e} + 0)`,
  uuid: (e) => sql`(${e}::text)`,
  boolean: (e) => sql`(${e} and true)`,
};

/**
 * The ORDER BY of `keys`, nulls placed as their indexes place them.
 * @param unindexed write the first key so that no index serves the order (few rows, found by other indexes, sorted)
 */
export function orderOf(keys: readonly OrderKey[], unindexed = false): SQL[] {
  return keys.map((k, i) => sql`${unindexed && i === 0 ? UNINDEXED[k.type](k.expr) : k.expr} ${sql.raw(`${k.descending ? 'desc' : 'asc'} nulls ${nullsFirst(k) ? 'first' : 'last'}`)}`);
}

/** The cursor column a list selects as `cursor`: its key values as a JSON array of text. */
export function cursorColumn(keys: readonly OrderKey[]): SQL<string> {
  return sql<string>`json_build_array(${sql.join(keys.map(written), sql`, `)})::text`;
}

/** The values `cursor` names for `keys`. @throws HttpError 400 INVALID_CURSOR when it does not fit them */
export function decodeCursor(cursor: string, keys: readonly OrderKey[]): Value[] {
  let values: unknown;
  try {
    values = KEYSET_CURSOR_PATTERN.test(cursor) ? JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) : undefined;
  } catch {
    values = undefined;
  }
  const fits =
    Array.isArray(values) &&
    values.length === keys.length &&
    values.every((v, i) => (v === null ? keys[i]!.nullable === true : typeof v === 'string' && v.isWellFormed() && VALUE_PATTERN[keys[i]!.type].test(v)));
  if (!fits) throw badRequest(INVALID_CURSOR, { cursor: INVALID_CURSOR });
  return values as Value[];
}

/** A cursor as sent in a URL: the cursor column's text, base64url-encoded. */
export const encodeCursor = (text: string) => Buffer.from(text, 'utf8').toString('base64url');
