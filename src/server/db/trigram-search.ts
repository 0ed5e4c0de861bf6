/**
 * Substring search of a list's search text through its trigram index, reading only the search's
 * rare trigrams (issue 9 §6).
 *
 * A GIN trigram index answers `text ilike '%q%'` by intersecting the lists of rows of every trigram
 * of q. When q holds a word that most rows share ('customer' in 'customer777@'), those lists hold
 * nearly every row: at 1,000,000 customers the index read 1,600 pages (40 ms) to find one. So the
 * index is asked for the longest part of q made of rare trigrams only, and the rows it finds are
 * checked against the whole of q. How common a trigram is, is read from the sample of the search
 * text that ANALYZE keeps for the index (pg_stats), at most once every SAMPLE_TTL_MS.
 */
import { and, ilike, sql, type SQL } from 'drizzle-orm';
import type { Database } from '~/server/db/client';
import { likePattern } from '~/server/db/like';

/** A list's search text and the trigram index built on exactly that expression. */
export interface SearchText {
  index: string;
  text: SQL;
  /**
   * For an index on a plain column, the column whose statistics ANALYZE keeps (under the table's
   * name, not the index's); an expression index's own are read when left out.
   */
  column?: { table: string; name: string };
}

/** In how many of `size` sampled search texts each trigram occurs. */
export interface TrigramCounts {
  size: number;
  of: ReadonlyMap<string, number>;
}

/** A trigram in at most this share of the sample is rare (one in ANALYZE's 101 values by default). */
const RARE_SHARE = 0.01;
/** A trigram in more than this share of the sample is common: most rows hold it. */
const COMMON_SHARE = 0.5;
/** The fewest distinct trigrams a part must hold to be searched instead of the whole. */
const MIN_RARE_TRIGRAMS = 2;
/** How long a sample is used before it is read again: it changes only with ANALYZE. */
const SAMPLE_TTL_MS = 10 * 60_000;

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/** `q`'s characters as pg_trgm reads them: letters and digits in lower case, anything else a word break (' '). */
function fold(q: string): string[] {
  return [...q].map((ch) => {
    const lower = ch.toLowerCase();
    return LETTER_OR_DIGIT.test(ch) && [...lower].length === 1 ? lower : ' ';
  });
}

/**
 * The trigrams pg_trgm indexes inside words and at a word's end ('abc', 'ab '), one per position
 * of `chars`; undefined where none starts (a word's start, which pg_trgm pads on the left, and
 * breaks). Those trigrams are what a part of a search may start from.
 */
function trigramsAt(chars: readonly string[]): (string | undefined)[] {
  return chars.slice(0, -2).map((ch, k) => (ch !== ' ' && chars[k + 1] !== ' ' ? ch + chars[k + 1] + chars[k + 2] : undefined));
}

/** Counts the trigrams of `sample` (search texts), each once per text. */
export function countTrigrams(sample: readonly string[]): TrigramCounts {
  const of = new Map<string, number>();
  for (const text of sample) {
    for (const trigram of new Set(trigramsAt(fold(`${text} `)))) if (trigram) of.set(trigram, (of.get(trigram) ?? 0) + 1);
  }
  return { size: sample.length, of };
}

/**
 * Of the runs of consecutive `trigrams` that all pass `keep`, the one with the most distinct
 * trigrams ('0000' holds '000' twice: one trigram, so it finds as many rows as '000' alone), as
 * where it starts, how many trigrams long it is, and how many distinct ones it holds.
 */
function bestRun(trigrams: readonly (string | undefined)[], keep: (trigram: string) => boolean): { start: number; length: number; distinct: number } {
  let best = { start: 0, length: 0, distinct: 0 };
  let start = 0;
  trigrams.forEach((trigram, k) => {
    if (trigram === undefined || !keep(trigram)) {
      start = k + 1;
      return;
    }
    const distinct = new Set(trigrams.slice(start, k + 1)).size;
    if (distinct > best.distinct) best = { start, length: k - start + 1, distinct };
  });
  return best;
}

/**
 * The part of `q` the index is asked for, when one is cheaper than the whole; undefined otherwise
 * (search q as it is). That is the part of the most distinct trigrams, all rare in `counts`;
 * failing one, the same among those that most texts do not hold: such a trigram filters out
 * nothing, yet its row list is the longest the index reads ('pal000077' among 100,000 'pal…' rows:
 * 2.9 ms for the whole, 0.6 ms for '000077', the same rows found). A part holds at least
 * MIN_RARE_TRIGRAMS distinct trigrams and is never the whole of q.
 */
export function rarePart(q: string, counts: TrigramCounts | undefined): string | undefined {
  if (!counts?.size) return undefined;
  const chars = [...q];
  const trigrams = trigramsAt(fold(q));
  const held = (trigram: string) => counts.of.get(trigram) ?? 0;
  const rareLimit = Math.max(1, Math.floor(counts.size * RARE_SHARE));
  const rare = bestRun(trigrams, (trigram) => held(trigram) <= rareLimit);
  const best = rare.distinct >= MIN_RARE_TRIGRAMS ? rare : bestRun(trigrams, (trigram) => held(trigram) <= counts.size * COMMON_SHARE);
  if (best.distinct < MIN_RARE_TRIGRAMS) return undefined;
  const part = chars.slice(best.start, best.start + best.length + 2).join('');
  return part.length < chars.length ? part : undefined;
}

const samples = new WeakMap<Database, Map<string, { readAt: number; counts: Promise<TrigramCounts> }>>();

/**
 * The trigram counts of the sample ANALYZE keeps for `index` (or for `column`, an index's plain
 * column); empty before its first ANALYZE.
 */
export function sampledTrigrams(db: Database, index: string, now = Date.now(), column?: SearchText['column']): Promise<TrigramCounts> {
  const cache = samples.get(db) ?? new Map<string, { readAt: number; counts: Promise<TrigramCounts> }>();
  samples.set(db, cache);
  const kept = cache.get(index);
  if (kept && now - kept.readAt < SAMPLE_TTL_MS) return kept.counts;
  const counts = readSample(db, column ? column.table : index, column?.name).then(countTrigrams);
  cache.set(index, { readAt: now, counts });
  counts.catch(() => cache.delete(index));
  return counts;
}

async function readSample(db: Database, table: string, column?: string): Promise<string[]> {
  const result = (await db.execute(sql`
    select coalesce(histogram_bounds::text::text[], '{}') || coalesce(most_common_vals::text::text[], '{}') as sample
    from pg_stats where tablename = ${table} ${column ? sql`and attname = ${column}` : sql``}`)) as unknown as { rows: { sample: string[] }[] };
  return result.rows.flatMap((row) => row.sample);
}

/**
 * The condition "`search`'s text contains `q`, ignoring case" (ILIKE, `%` and `_` taken literally),
 * written so that the index reads only q's rare part when it has one.
 */
export async function searchMatch(db: Database, search: SearchText, q: string): Promise<SQL> {
  const whole = ilike(search.text, likePattern(q));
  const part = rarePart(q, await sampledTrigrams(db, search.index, Date.now(), search.column));
  if (!part) return whole;
  // `is true` keeps the whole out of the index's condition: it is checked on the rows the part finds.
  return and(ilike(search.text, likePattern(part)), sql`(${whole}) is true`)!;
}
