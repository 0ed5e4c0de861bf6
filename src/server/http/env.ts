/**
 * The Hono environment of the backend: what handlers find on the context.
 */
import type { SessionUser } from '~/server/auth/deps';
import type { Services } from '~/server/services';

/** What a page's in-process call (in-process.ts) hands back besides its Response: the JSON text of a `c.json` answer. */
export interface InProcessCall {
  json?: string;
}

export interface AppEnv {
  Bindings: {
    /** The caller's IP when no server observes the request (scripts/observe.mjs): tests, `astro dev`. */
    clientAddress?: string;
    /** Set for a page's call in this process (in-process.ts): its answer never reaches a browser. */
    inProcess?: InProcessCall;
  };
  Variables: {
    /** The request's id (issue 24 §4): echoed in X-Request-Id, written to the audit log and log lines. */
    requestId: string;
    /** The authenticated caller; set by `requireAuth`, absent on public routes. */
    user: SessionUser;
    services: Services;
  };
}
