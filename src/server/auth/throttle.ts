/**
 * The throttle of sign-in, password-reset and site-secret attempts (issue 10 §1, issue 9 §3, issue 16
 * §3, issue 27 §8–9). `limit` hits of one key within the window lock that key for the lock time,
 * counted from the hit that reached the limit; a rule may bring its own window and lock (the
 * account-wide hour). Hits live in the database (table throttle_hits) and times come from the
 * database clock, so every console process on one PostgreSQL enforces one limit and a restart
 * forgets nothing.
 */
import { desc, eq, lt, sql } from 'drizzle-orm';
import { throttleHits } from '~/server/auth/schema';
import type { Database } from '~/server/db/client';

/** One counter and its limit, e.g. `{key: 'login:ip:203.0.113.7', limit: 50}`. */
export interface ThrottleRule {
  key: string;
  limit: number;
  /** This rule's window and lock, when not the throttle's (at most `keepMs` together). */
  windowMs?: number;
  lockMs?: number;
}

/** What the services need of a throttle; tests may give their own. */
export interface Throttle {
  /** Seconds until every rule lets a new attempt through; 0 when none of them blocks. */
  waitSeconds(rules: readonly ThrottleRule[]): Promise<number>;
  /** Counts one hit against each key. */
  hit(keys: readonly string[]): Promise<void>;
  /** Forgets the hits of `key` (e.g. after a successful sign-in). */
  clear(key: string): Promise<void>;
}

export interface ThrottleOptions {
  /** Hits older than this no longer count toward the limit. */
  windowMs: number;
  /** How long a key stays locked after reaching its limit. */
  lockMs: number;
  /** Expired rows are deleted at most this often per process. */
  pruneEveryMs: number;
  /** Rows older than this are deleted: the longest window and lock of any rule together. */
  keepMs: number;
}

const FIFTEEN_MINUTES = 15 * 60 * 1000;
export const ONE_HOUR = 60 * 60 * 1000;
const DEFAULTS: ThrottleOptions = { windowMs: FIFTEEN_MINUTES, lockMs: FIFTEEN_MINUTES, pruneEveryMs: 60_000, keepMs: 2 * ONE_HOUR };

const interval = (ms: number) => sql`(${ms}::integer * interval '1 millisecond')`;

/** A throttle over the `throttle_hits` table of `db`. */
export function databaseThrottle(db: Database, options: Partial<ThrottleOptions> = {}): Throttle {
  const { pruneEveryMs, keepMs, ...defaults } = { ...DEFAULTS, ...options };
  let prunedAt = 0;

  // A key is locked when its last `limit` hits fall within one window and the newest is younger
  // than the lock time. Refused attempts are not hits, so the newest hit is the one that locked it.
  async function waitFor(rule: ThrottleRule): Promise<number> {
    const { windowMs = defaults.windowMs, lockMs = defaults.lockMs } = rule;
    // Pruning would forget hits this rule still counts.
    if (windowMs + lockMs > keepMs) throw new Error(`throttle rule ${rule.key} outlives the kept rows`);
    const last = db
      .select({ at: throttleHits.at })
      .from(throttleHits)
      .where(eq(throttleHits.key, rule.key))
      .orderBy(desc(throttleHits.at))
      .limit(rule.limit)
      .as('last');
    const [row] = await db
      .select({
        wait: sql<number>`case when count(*) >= ${rule.limit}::integer and max(${last.at}) - min(${last.at}) <= ${interval(windowMs)}
          then ceil(extract(epoch from max(${last.at}) + ${interval(lockMs)} - now())) else 0 end`.mapWith(Number),
      })
      .from(last);
    return Math.max(0, row?.wait ?? 0);
  }

  async function pruneNow(): Promise<void> {
    if (Date.now() - prunedAt < pruneEveryMs) return;
    prunedAt = Date.now();
    await pruneThrottleHits(db, keepMs);
  }

  return {
    async waitSeconds(rules) {
      const waits = await Promise.all(rules.map(waitFor));
      return Math.max(0, ...waits);
    },
    async hit(keys) {
      await pruneNow();
      if (keys.length) await db.insert(throttleHits).values(keys.map((key) => ({ key })));
    },
    async clear(key) {
      await db.delete(throttleHits).where(eq(throttleHits.key, key));
    },
  };
}

/**
 * Deletes the hits older than `keepMs` (the longest window and lock of any rule together: the
 * account-wide hour and its hour-long lock), which can no longer lock anything. Every sign-in prunes
 * at most once a minute; the daily job (issue 24 §2) clears what quiet times leave.
 * @returns how many rows went
 */
export async function pruneThrottleHits(db: Database, keepMs = DEFAULTS.keepMs): Promise<number> {
  const older = lt(throttleHits.at, sql`now() - ${interval(keepMs)}`);
  return (await db.delete(throttleHits).where(older).returning({ id: throttleHits.id })).length;
}

/** 'Try again in 14 minutes.' for a wait in seconds (at least one minute). */
export function tryAgainIn(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}
