/**
 * /api/v1/dashboards (issue 15 §1): `GET /ou?period=` and `GET /oi?period=`, each behind its
 * dashboard's access code; the service leaves out the figures the caller may not view.
 */
import { Hono } from 'hono';
import { dashboardQuerySchema } from '~/lib/dashboards/schemas';
import { P } from '~/lib/permissions';
import { requirePermission } from '~/server/http/auth';
import type { AppEnv } from '~/server/http/env';
import { validQuery } from '~/server/http/validate';

export const dashboardRoutes = new Hono<AppEnv>()
  .get('/ou', requirePermission(P.OU_DASHBOARD), async (c) => {
    const { period } = await validQuery(c, dashboardQuerySchema);
    const data = await c.var.services.dashboards.read('ou', c.var.user.details, period);
    return c.json({ message: 'Dashboard fetched successfully', data });
  })
  .get('/oi', requirePermission(P.OI_DASHBOARD_INVENTORY), async (c) => {
    const { period } = await validQuery(c, dashboardQuerySchema);
    const data = await c.var.services.dashboards.read('oi', c.var.user.details, period);
    return c.json({ message: 'Dashboard fetched successfully', data });
  });
