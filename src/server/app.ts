/**
 * The backend: a Hono app serving the HTTP contract of spec §7 under /api/v1. The console mounts it
 * in-process; `npm run api` serves it alone. Every error leaves as `{message}` with its status.
 */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { routePath } from 'hono/route';
import { secureHeaders } from 'hono/secure-headers';
import { MSG } from '~/lib/messages';
import { isDatabaseUnavailable } from '~/server/db/errors';
import { HttpError } from '~/server/http/errors';
import type { AppEnv } from '~/server/http/env';
import { isInProcess, keepJsonText } from '~/server/http/in-process';
import { isCrossSiteWrite } from '~/server/http/origin';
import { hasMalformedEncoding } from '~/server/http/url';
import { log } from '~/server/log';
import { countThrottleRefusal, currentRequest, noteRoute, requestIdFrom } from '~/server/request-context';
import { auditRoutes } from '~/server/audit/routes';
import { authRoutes } from '~/server/auth/routes';
import { staffSecurityRoutes } from '~/server/auth/security-routes';
import { businessCategoryRoutes } from '~/server/business-categories/routes';
import { dataCenterRoutes } from '~/server/data-centers/routes';
import { departmentRoutes } from '~/server/departments/routes';
import { designationRoutes } from '~/server/designations/routes';
import { employeeRoutes } from '~/server/employees/routes';
import { leadRoutes } from '~/server/leads/routes';
import { settingsRoutes } from '~/server/settings/routes';
import { superAdminRoutes } from '~/server/super-admins/routes';
import { permissionRoutes, roleRoutes } from '~/server/roles/routes';
import { packageRoutes } from '~/server/packages/routes';
import { publicResellerRoutes } from '~/server/resellers/public-routes';
import { resellerRoutes } from '~/server/resellers/routes';
import { publicUpgradeRequestRoutes } from '~/server/upgrade-requests/public-routes';
import { upgradeRequestRoutes } from '~/server/upgrade-requests/routes';
import { customerUserImpersonationRoutes, impersonationRoutes, jwksRoutes } from '~/server/impersonation/routes';
import { customerRoutes } from '~/server/customers/routes';
import { customerUserRoutes } from '~/server/customer-users/routes';
import { dashboardRoutes } from '~/server/dashboards/routes';
import { searchRoutes } from '~/server/search/routes';
import { createServices, type BackendDeps } from '~/server/services';

export const API_PREFIX = '/api/v1';

/** Routes with their own body limit above the default 1 MB (the employee import takes 5 MB, issue 12 §4). */
const LARGE_UPLOAD_PATHS = new Set([`${API_PREFIX}/employees/import`]);

/** The answer to every call while the database cannot be reached (issue 9 §1). */
export const DATABASE_UNAVAILABLE = MSG.databaseUnavailable;

/** Builds the app over its dependencies (a database, a mailer, …); the caller owns and closes them. */
export function createApp(deps: BackendDeps) {
  const services = createServices(deps);
  const app = new Hono<AppEnv>().basePath(API_PREFIX);

  // The request id (issue 24 §4): the server's for this request, else the caller's valid one, else new.
  // The route's pattern is noted for the access line and metrics once the route has answered.
  app.use(async (c, next) => {
    const id = currentRequest()?.requestId ?? requestIdFrom(c.req.header('x-request-id'));
    c.set('requestId', id);
    keepJsonText(c);
    if (!isInProcess(c)) c.header('X-Request-Id', id);
    await next();
    noteRoute(routePath(c));
  });
  // Answers hold one caller's data: no browser or proxy may keep them (issue 9 §3). A public answer
  // (the JWKS) sets its own.
  app.use(async (c, next) => {
    await next();
    if (!isInProcess(c) && !c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
  });
  app.use(async (c, next) => {
    if (hasMalformedEncoding(c.req.url)) return c.json({ message: 'Malformed URL' }, 400);
    return next();
  });
  const browserHeaders = secureHeaders({ crossOriginResourcePolicy: 'same-origin' });
  // A page's own call (in-process.ts) is never shown by a browser: its headers would be thrown away.
  app.use((c, next) => (isInProcess(c) ? next() : browserHeaders(c, next)));
  const defaultLimit = bodyLimit({ maxSize: 1024 * 1024, onError: (c) => c.json({ message: 'Request body is too large' }, 413) });
  // Uploads set their own, larger limit on their route.
  app.use((c, next) => (LARGE_UPLOAD_PATHS.has(c.req.path) ? next() : defaultLimit(c, next)));
  app.use(async (c, next) => {
    if (isCrossSiteWrite(c.req.raw)) return c.json({ message: 'Cross-site request refused' }, 403);
    c.set('services', services);
    return next();
  });

  // The parts the help page shows (issue 15 §3): their kind only, never a URL or a credential.
  const parts = { cloudProvider: deps.config.cloudProvider, mail: deps.config.smtpUrl ? 'smtp' : 'outbox' } as const;
  app.get('/health', async (c) => {
    try {
      await deps.database.ping();
      return c.json({ message: 'ok', data: { database: 'up', ...parts } });
    } catch (error) {
      log.warn('health check failed', { error: error instanceof Error ? error.message : String(error) });
      return c.json({ message: DATABASE_UNAVAILABLE, data: { database: 'down', ...parts } }, 503);
    }
  });
  app.route('/auth', authRoutes);
  app.route('/aws-light-sail', dataCenterRoutes);
  app.route('/departments', departmentRoutes);
  app.route('/designations', designationRoutes);
  app.route('/employees', employeeRoutes);
  app.route('/leads', leadRoutes);
  app.route('/settings', settingsRoutes);
  app.route('/super-admins', superAdminRoutes);
  app.route('/audit-log', auditRoutes);
  app.route('/roles', roleRoutes);
  app.route('/permissions', permissionRoutes);
  app.route('/users', staffSecurityRoutes);
  app.route('/business-categories', businessCategoryRoutes);
  app.route('/packages', packageRoutes);
  app.route('/resellers', resellerRoutes);
  app.route('/customers', customerRoutes);
  app.route('/customer-users', customerUserRoutes);
  app.route('/customer-users', customerUserImpersonationRoutes);
  app.route('/impersonations', impersonationRoutes);
  app.route('/upgrade-requests', upgradeRequestRoutes);
  app.route('/dashboards', dashboardRoutes);
  app.route('/search', searchRoutes);
  app.route('/public', publicResellerRoutes(deps.config.resellerApplicationOrigins));
  app.route('/public', publicUpgradeRequestRoutes);
  app.route('/.well-known', jwksRoutes);

  app.notFound((c) => c.json({ message: 'Not found' }, 404));
  app.onError((error, c) => {
    if (error instanceof HttpError) {
      if (error.status === 429) countThrottleRefusal(routePath(c));
      for (const [name, value] of Object.entries(error.headers ?? {})) c.header(name, value);
      return c.json(error.errors ? { message: error.message, errors: error.errors } : { message: error.message }, error.status);
    }
    if (isDatabaseUnavailable(error)) {
      log.warn('database unavailable', { method: c.req.method, path: c.req.path, requestId: c.get('requestId'), error: error.message });
      return c.json({ message: DATABASE_UNAVAILABLE }, 503);
    }
    log.error('unexpected error', error, { method: c.req.method, path: c.req.path, requestId: c.get('requestId') });
    return c.json({ message: 'Something went wrong' }, 500);
  });
  return app;
}

export type BackendApp = ReturnType<typeof createApp>;
