/**
 * GET /audit-log (issue 11 §4) behind `ou:view::audit_log`: validate the filters and cursor →
 * one page → `{message, data, meta}`. The log is append-only: no route updates or deletes it.
 */
import { Hono } from 'hono';
import { auditLogQuerySchema } from '~/lib/audit/schemas';
import { AUDIT_RIGHTS } from '~/lib/audit/rights';
import type { AppEnv } from '~/server/http/env';
import { requireRight } from '~/server/http/rights';
import { validQuery } from '~/server/http/validate';

/** Mounted at /audit-log by the app. */
export const auditRoutes = new Hono<AppEnv>().get('/', requireRight(AUDIT_RIGHTS.read), async (c) => {
  const query = await validQuery(c, auditLogQuerySchema);
  const { data, meta } = await c.var.services.audit.list(query);
  return c.json({ message: 'Audit log fetched successfully', data, meta });
});
