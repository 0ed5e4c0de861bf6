/**
 * GET /readyz's answer (issue 24 §3): ready when the database answers and is migrated and the process
 * is not stopping. Behind a remote backend (API_URL), its health stands for the database.
 */
import { backendHttp, isRemote } from '~/server/gateway';
import { isDraining } from '~/server/lifecycle';
import { databaseState, type DatabaseState } from '~/server/runtime';

export interface Readiness {
  ready: boolean;
  body: {
    status: 'ok' | 'starting' | 'unavailable' | 'draining';
    /** 'not checked' while draining: a stopping process is not ready whatever its database. */
    checks: { database: DatabaseState | 'not checked' };
  };
}

async function remoteState(): Promise<DatabaseState> {
  try {
    await backendHttp(undefined, { getRetries: 0 }).get('/health', 'unhealthy');
    return 'up';
  } catch {
    return 'down';
  }
}

/** Whether this process should be sent traffic, and why not. */
export async function readiness(): Promise<Readiness> {
  if (isDraining()) return { ready: false, body: { status: 'draining', checks: { database: 'not checked' } } };
  const database = isRemote ? await remoteState() : await databaseState();
  if (database === 'up') return { ready: true, body: { status: 'ok', checks: { database } } };
  return { ready: false, body: { status: database === 'starting' ? 'starting' : 'unavailable', checks: { database } } };
}
