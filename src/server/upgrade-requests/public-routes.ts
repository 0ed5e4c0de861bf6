/**
 * POST /api/v1/public/upgrade-requests (issue 14 §4): a customer's own site files a package change
 * for its customer, server to server, with `Authorization: Bearer <site secret>` (no session, no
 * CORS: a browser never holds the secret). 401 without a valid secret, 429 after 20 wrong ones from
 * an address (site-secret-throttle.ts); the rules and answers are those of the staff endpoint.
 * Audited with no actor; the requester is the customer user named by `customerUserId`, else the
 * business.
 */
import { Hono } from 'hono';
import { publicUpgradeRequestSchema } from '~/lib/upgrade-requests/schemas';
import { auditContext } from '~/server/audit/context';
import type { AppEnv } from '~/server/http/env';
import { unauthorized } from '~/server/http/errors';
import { body } from '~/server/http/validate';
import { UPGRADE_MESSAGES } from '~/server/upgrade-requests/service';

export const publicUpgradeRequestRoutes = new Hono<AppEnv>().post('/upgrade-requests', async (c) => {
  const customer = await c.var.services.siteSecrets.check(c.req.header('authorization'), auditContext(c));
  if (!customer) throw unauthorized(UPGRADE_MESSAGES.siteSecret);
  const input = await body(c, publicUpgradeRequestSchema);
  const data = await c.var.services.upgradeRequests.fileFromSite(customer, input, auditContext(c));
  return c.json({ message: 'Upgrade request filed successfully', data }, 201);
});
