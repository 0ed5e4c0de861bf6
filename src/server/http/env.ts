/**
 * The Hono environment of the backend: what handlers find on the context.
 */
import type { IncomingMessage } from 'node:http';
import type { SessionUser } from '~/server/auth/deps';
import type { Services } from '~/server/services';

export interface AppEnv {
  Bindings: {
    /** The caller's IP, passed by the console when it calls the app in-process. */
    clientAddress?: string;
    /** The raw request, present when @hono/node-server serves the app (npm run api). */
    incoming?: IncomingMessage;
  };
  Variables: {
    /** The request's id (hono/request-id): echoed in X-Request-Id and written to the audit log. */
    requestId: string;
    /** The authenticated caller; set by `requireAuth`, absent on public routes. */
    user: SessionUser;
    services: Services;
  };
}
