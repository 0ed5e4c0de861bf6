/**
 * Who runs the daily jobs (scheduler.ts, issue 24 §2). On PostgreSQL, the process holding the
 * daily-jobs advisory lock on a connection of its own: the lock goes with the connection, so when
 * that process stops or loses the server another one takes the lead at its next look. PGlite serves
 * one process, which always leads.
 */
import pg from 'pg';
import { ADVISORY_LOCKS } from '~/server/db/advisory-locks';
import { log } from '~/server/log';
import type { Leadership } from '~/server/jobs/scheduler';

/** The one process of an embedded database. */
export const soleLeadership: Leadership = { acquire: async () => true, release: async () => {} };

/** Leadership through `pg_try_advisory_lock` on the PostgreSQL server at `url`. */
export function postgresLeadership(url: string, connectMs = 1500): Leadership {
  let holder: pg.Client | undefined;

  const drop = (client: pg.Client) => {
    if (holder === client) holder = undefined;
    void client.end().catch(() => undefined);
  };

  return {
    async acquire() {
      if (holder) return true;
      const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: connectMs });
      client.on('error', (error) => {
        if (holder === client) log.warn('daily jobs lead lost', { error: error.message });
        drop(client);
      });
      client.on('end', () => drop(client));
      try {
        await client.connect();
        const { rows } = await client.query<{ taken: boolean }>('select pg_try_advisory_lock($1, $2) as taken', [...ADVISORY_LOCKS.dailyJobs]);
        if (!rows[0]?.taken) {
          drop(client);
          return false;
        }
        holder = client;
        return true;
      } catch (error) {
        drop(client);
        throw error;
      }
    },
    async release() {
      const client = holder;
      holder = undefined;
      await client?.end().catch(() => undefined);
    },
  };
}
