/**
 * Keyset paging of the newest-first lists (DESIGN.md "Lists", issue 9 §6). A cursor names a row by
 * its creation time, in microseconds since the epoch (the database's own precision; a JavaScript
 * Date would drop the microseconds and skip or repeat rows), and its id, which breaks ties. The next
 * page is the rows older than the current page's last row, the previous page the rows newer than
 * its first: each is an index walk that stops after one page, at any depth.
 */
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { CURSOR_PATTERN } from '~/lib/paginator';

/** A row's position in a newest-first list. */
export interface Cursor {
  /** created_at in microseconds since the epoch, as decimal digits. */
  micros: string;
  id: string;
}

/** Parses `<micros>_<uuid>`; undefined for anything else. */
export function parseCursor(text: string | undefined): Cursor | undefined {
  if (!text || !CURSOR_PATTERN.test(text)) return undefined;
  const [micros, id] = text.split('_') as [string, string];
  return { micros, id };
}

/** The cursor column of a query: `<micros>_<uuid>` of each row, computed by the database. */
export function cursorOf(createdAt: AnyColumn, id: AnyColumn): SQL<string> {
  return sql<string>`(extract(epoch from ${createdAt}) * 1000000)::bigint::text || '_' || ${id}::text`;
}

const timeOf = (cursor: Cursor) => sql`(timestamptz 'epoch' + ${cursor.micros}::bigint * interval '1 microsecond')`;

/**
 * Rows strictly after `cursor` in newest-first order (`older`), or strictly before it (newer).
 * The plain bound on created_at lets the (created_at desc, id desc) indexes start at the cursor.
 */
export function beyond(createdAt: AnyColumn, id: AnyColumn, cursor: Cursor, direction: 'older' | 'newer'): SQL {
  const time = timeOf(cursor);
  return direction === 'older'
    ? sql`(${createdAt} <= ${time} and (${createdAt} < ${time} or ${id} < ${cursor.id}::uuid))`
    : sql`(${createdAt} >= ${time} and (${createdAt} > ${time} or ${id} > ${cursor.id}::uuid))`;
}
