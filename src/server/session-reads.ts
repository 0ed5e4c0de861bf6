/**
 * The reads every signed-in page makes for its session before drawing (the staff member, GET
 * /auth/getMe, and the display settings), kept while the data version is unchanged (issue 28 §1:
 * no work done per view that could be done once). A fresh render (a hard reload) still draws the
 * page and reads its own data; only these two answers, the same for every page of a session, are
 * taken from the last view.
 *
 * Why it is safe: every change they follow (a sign-out, a revocation, a role or permission change,
 * a disabled account, a settings change) is a commit, which moves the data version, in this process
 * or another on the same PostgreSQL. What moves without a commit, a session running out, is bounded
 * as the backend's own session cache bounds it: an entry is used for `ttlMs` at most.
 */
import { LRUCache } from 'lru-cache';

/** Sessions whose reads are kept at once; past it the least recently used go. */
const MAX_SESSIONS = 10_000;

interface Kept {
  version: string;
  value: Promise<unknown>;
}

/**
 * Kept session reads over `dataVersion` (the current request's data version, or undefined when it
 * cannot be known: a remote backend, or a database that cannot say; then nothing is kept).
 * `ttlMs` ≤ 0 keeps nothing.
 */
export function sessionReads(dataVersion: () => Promise<string | undefined>, ttlMs: () => Promise<number>, now?: () => number) {
  let entries: LRUCache<string, Kept> | undefined;
  async function cache(): Promise<LRUCache<string, Kept> | undefined> {
    const ttl = await ttlMs();
    if (ttl <= 0) return undefined;
    entries ??= new LRUCache<string, Kept>({ max: MAX_SESSIONS * 2, ttl, ...(now ? { perf: { now }, ttlResolution: 0 } : {}) });
    return entries;
  }

  return {
    /**
     * `read()`'s answer for the session of key `session` (session-key.ts) under `name`: the one kept at the current data
     * version, else read now and kept. A read that fails is not kept (it is asked again next time).
     * The answer is shared by every view of the session, which must not change it.
     */
    async read<T>(session: string, name: string, read: () => Promise<T>): Promise<T> {
      // The version first: without one (a remote backend) nothing else is asked, the time to keep
      // included, which only the embedded backend knows.
      const version = await dataVersion().catch(() => undefined);
      const kept = version === undefined ? undefined : await cache();
      if (version === undefined || !kept) return read();
      const key = `${session} ${name}`;
      const hit = kept.get(key);
      if (hit?.version === version) return hit.value as Promise<T>;
      const entry: Kept = { version, value: read() };
      kept.set(key, entry);
      entry.value.catch(() => {
        if (kept.get(key) === entry) kept.delete(key);
      });
      return entry.value as Promise<T>;
    },
  };
}
