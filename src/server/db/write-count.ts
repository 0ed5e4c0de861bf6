/**
 * The data version of a PGlite database (issue 28 §1): a count of the statements that may have
 * written, kept by this process, which alone opens the data dir (data-dir-lock.ts). It replaces
 * reading PostgreSQL's snapshot (data-version.ts) on every page view, a tenth of a fresh dashboard
 * view's CPU. PostgreSQL, shared by processes, keeps the snapshot.
 *
 * Every call that may write moves the count twice: as it is sent, and again once it has answered
 * (committed, or failed). A version read before a write ended is therefore never the version after
 * it, and what was kept under the older one is not used again. Reads (isKeptRead) leave it alone;
 * anything else does not: `query` of another statement, `exec`, `transaction`.
 */
import type { PGlite } from '@electric-sql/pglite';
import { isKeptRead } from '~/server/db/kept-statements';

/** The version of each client already counted: a test's PGlite is handed out again (testing/backend.ts). */
const counted = new WeakMap<PGlite, () => string>();

/**
 * Wraps `client`'s query, exec and transaction to count the calls that may write; returns the
 * version now, e.g. 'm3k2x9a:41' (the process's start, so that a restart never repeats a version).
 * Wrap after keepStatements, whose kept reads call PGlite below these methods. A client counted
 * before gets its first count back, not a second wrapping.
 */
export function countWrites(client: PGlite): () => string {
  const known = counted.get(client);
  if (known) return known;
  const start = Date.now().toString(36);
  let writes = 0;
  const writing = async <T>(call: () => Promise<T>): Promise<T> => {
    writes += 1;
    try {
      return await call();
    } finally {
      writes += 1;
    }
  };
  const { query, exec, transaction } = client;
  client.query = (text, params, options) => (isKeptRead(text, options) ? query.call(client, text, params, options) : writing(() => query.call(client, text, params, options))) as never;
  client.exec = (text, options) => writing(() => exec.call(client, text, options));
  client.transaction = (callback) => writing(() => transaction.call(client, callback)) as never;
  const version = () => `${start}:${writes}`;
  counted.set(client, version);
  return version;
}
