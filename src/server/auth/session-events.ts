/**
 * Session invalidations that reach every console process (issue 16 §3). Each process caches resolved
 * sessions for a few seconds (session-cache.ts); when one process ends a session, revokes a user's
 * sessions or changes a role, the others must forget their cached copies at once rather than when
 * the cache expires. On PostgreSQL the event goes out with NOTIFY and every process LISTENs on one
 * channel over a dedicated connection; on PGlite there is one process, so delivery stays local.
 */
import pg from 'pg';
import { sql } from 'drizzle-orm';
import type { Database } from '~/server/db/client';
import { log } from '~/server/log';

/** What to forget: one session (by token hash), every session of a user, or everything. */
export type SessionEvent = { kind: 'session'; tokenHash: string } | { kind: 'user'; userId: string } | { kind: 'all' };

export interface SessionEvents {
  /** Sends `event` to the other processes (this process applies its own change itself). */
  publish(event: SessionEvent): Promise<void>;
  /** Calls `listener` with every event from another process, and with `{kind: 'all'}` after a gap in listening. */
  subscribe(listener: (event: SessionEvent) => void): void;
  close(): Promise<void>;
}

export const SESSION_EVENTS_CHANNEL = 'owner_console_sessions';

/** One process: nothing to tell anyone. */
export function localSessionEvents(): SessionEvents {
  return { publish: async () => {}, subscribe: () => {}, close: async () => {} };
}

function parse(payload: string | undefined): SessionEvent | undefined {
  try {
    const event = JSON.parse(payload ?? '') as SessionEvent;
    return ['session', 'user', 'all'].includes(event?.kind) ? event : undefined;
  } catch {
    return undefined;
  }
}

/**
 * LISTEN/NOTIFY over PostgreSQL at `url`; NOTIFY goes through `db` (the pool). The listening
 * connection reconnects by itself (every second while the server is away); since events sent during
 * the gap are lost, listeners are told to forget everything once it is back.
 */
export function postgresSessionEvents(url: string, db: Database, retryMs = 1000): SessionEvents {
  const listeners: Array<(event: SessionEvent) => void> = [];
  const emit = (event: SessionEvent) => listeners.forEach((listener) => listener(event));
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  function reconnectLater(): void {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void connect(true);
    }, retryMs);
    retry.unref();
  }

  async function connect(afterGap: boolean): Promise<void> {
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1500 });
    next.on('notification', (message) => {
      const event = parse(message.payload);
      if (event) emit(event);
    });
    const lost = (error?: Error) => {
      if (client !== next) return;
      client = undefined;
      if (!closed) log.warn('session events connection lost', { error: error?.message ?? 'ended' });
      next.removeAllListeners('error');
      next.on('error', () => {});
      void next.end().catch(() => {});
      emit({ kind: 'all' });
      reconnectLater();
    };
    next.on('error', lost);
    next.on('end', () => lost());
    try {
      await next.connect();
      await next.query(`LISTEN ${SESSION_EVENTS_CHANNEL}`);
      if (closed) return void (await next.end());
      client = next;
      if (afterGap) emit({ kind: 'all' });
    } catch (error) {
      next.on('error', () => {});
      void next.end().catch(() => {});
      if (!closed) log.warn('session events could not listen', { error: error instanceof Error ? error.message : String(error) });
      reconnectLater();
    }
  }

  const ready = connect(false);
  return {
    async publish(event) {
      await db.execute(sql`select pg_notify(${SESSION_EVENTS_CHANNEL}, ${JSON.stringify(event)})`);
    },
    subscribe(listener) {
      listeners.push(listener);
    },
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      await ready;
      const open = client;
      client = undefined;
      await open?.end().catch(() => {});
    },
  };
}
