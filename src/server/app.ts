/**
 * The backend: a Hono app serving the HTTP contract of spec §7 under /api/v1. The console mounts it
 * in-process; `npm run api` serves it alone. Every error leaves as `{message}` with its status.
 */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { requestId } from 'hono/request-id';
import { secureHeaders } from 'hono/secure-headers';
import { HttpError } from '~/server/http/errors';
import type { AppEnv } from '~/server/http/env';
import { isCrossSiteWrite } from '~/server/http/origin';
import { log } from '~/server/log';
import { authRoutes } from '~/server/auth/routes';
import { dataCenterRoutes } from '~/server/data-centers/routes';
import { leadRoutes } from '~/server/leads/routes';
import { permissionRoutes, roleRoutes } from '~/server/roles/routes';
import { createServices, type BackendDeps } from '~/server/services';

export const API_PREFIX = '/api/v1';

/** Builds the app over its dependencies (a database, a mailer, …); the caller owns and closes them. */
export function createApp(deps: BackendDeps) {
  const services = createServices(deps);
  const app = new Hono<AppEnv>().basePath(API_PREFIX);

  app.use(requestId());
  app.use(secureHeaders({ crossOriginResourcePolicy: 'same-origin' }));
  app.use(bodyLimit({ maxSize: 1024 * 1024, onError: (c) => c.json({ message: 'Request body is too large' }, 413) }));
  app.use(async (c, next) => {
    if (isCrossSiteWrite(c.req.raw)) return c.json({ message: 'Cross-site request refused' }, 403);
    c.set('services', services);
    return next();
  });

  app.get('/health', async (c) => {
    try {
      await deps.database.ping();
      return c.json({ message: 'ok', data: { database: 'up' } });
    } catch (error) {
      log.error('health check failed', error);
      return c.json({ message: 'Database unreachable', data: { database: 'down' } }, 503);
    }
  });
  app.route('/auth', authRoutes);
  app.route('/aws-light-sail', dataCenterRoutes);
  app.route('/leads', leadRoutes);
  app.route('/roles', roleRoutes);
  app.route('/permissions', permissionRoutes);

  app.notFound((c) => c.json({ message: 'Not found' }, 404));
  app.onError((error, c) => {
    if (error instanceof HttpError) {
      return c.json(error.errors ? { message: error.message, errors: error.errors } : { message: error.message }, error.status);
    }
    log.error('unexpected error', error, { method: c.req.method, path: c.req.path });
    return c.json({ message: 'Something went wrong' }, 500);
  });
  return app;
}

export type BackendApp = ReturnType<typeof createApp>;
