/**
 * The command palette's search (issue 29 §1): the pages `user` may open, then the records of every
 * type they may view, at most SEARCH_PER_TYPE of each and SEARCH_LIMIT in all, grouped in
 * SEARCH_TYPES order.
 *
 * The record types are read in one statement (one round trip): each type's branch finds its hits by
 * the list's own search and trigram indexes, stops after CANDIDATES of them (no order, so an index
 * never walks the whole table for a common query), and keeps the best few of those: a title that
 * starts with the query, then the shortest.
 */
import { sql } from 'drizzle-orm';
import { groupResults, SEARCH_PER_TYPE, type SearchResult } from '~/lib/search/model';
import { matchPages } from '~/lib/search/pages';
import type { UserDetails } from '~/lib/types';
import type { Database } from '~/server/db/client';
import { likePattern } from '~/server/db/like';
import { RECORD_SOURCES, type RecordHit } from '~/server/search/sources';

/** How many hits of one type are read before the best SEARCH_PER_TYPE are chosen. */
const CANDIDATES = 50;

/** A prefix pattern: `q%`, with `%`, `_` and `\` taken literally. */
const prefixPattern = (q: string) => likePattern(q).slice(1);

/** Searches pages and records for `q` (trimmed, 1–100 characters) as `user` may see them. */
export async function search(db: Database, user: UserDetails, q: string): Promise<SearchResult[]> {
  const pages = matchPages(user, q);
  const branches = await Promise.all(
    RECORD_SOURCES.map(async (source, rank) => {
      const select = await source.select(db, user, q);
      return select && { source, rank, select };
    }),
  );
  const readable = branches.filter((b) => b !== undefined);
  if (!readable.length) return groupResults(pages);
  const union = sql.join(
    readable.map(
      ({ rank, select }) => sql`(select ${rank}::int as rank, id, title, subtitle, key from (${select} limit ${CANDIDATES}) hits
        order by title ilike ${prefixPattern(q)} desc, length(title), title limit ${SEARCH_PER_TYPE})`,
    ),
    sql` union all `,
  );
  const result = (await db.execute(sql`${union}`)) as unknown as { rows: (RecordHit & { rank: number })[] };
  const records = result.rows.map((hit) => {
    const { source } = readable.find((b) => b.rank === Number(hit.rank))!;
    return { type: source.type, id: hit.id, title: hit.title, subtitle: hit.subtitle ?? '', url: source.url(hit, user) };
  });
  return groupResults([...pages, ...records]);
}

