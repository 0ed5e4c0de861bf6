/**
 * /api/v1/upgrade-requests (issue 14 §4): validate with the shared schema → service → DTO.
 * Reading needs `oi:access::upgrade_package_request` (the queue page's code); filing needs
 * `oi:add::upgrade_package_request` and cancelling `oi:edit::upgrade_package_request` (issue 27: a
 * read-only role does neither); approving and rejecting need `oi:approve::upgrade_package_request`
 * (the entries of lib/upgrade-requests/rights.ts, which the tables' buttons read too).
 */
import { Hono } from 'hono';
import { idSchema } from '~/lib/business-categories/schemas';
import { UPGRADE_RIGHTS } from '~/lib/upgrade-requests/rights';
import { createUpgradeRequestSchema, rejectUpgradeRequestSchema, upgradeOptionsQuerySchema, upgradeRequestListQuerySchema } from '~/lib/upgrade-requests/schemas';
import { auditContext } from '~/server/audit/context';
import type { AppEnv } from '~/server/http/env';
import { requireRight } from '~/server/http/rights';
import { body, validate, validQuery } from '~/server/http/validate';

const access = requireRight(UPGRADE_RIGHTS.read);
const file = requireRight(UPGRADE_RIGHTS.file);
const cancel = requireRight(UPGRADE_RIGHTS.cancel);
const decide = requireRight(UPGRADE_RIGHTS.decide);
const idOf = async (raw: string) => (await validate(idSchema, { id: raw })).id;

export const upgradeRequestRoutes = new Hono<AppEnv>()
  .get('/', access, async (c) => {
    const query = await validQuery(c, upgradeRequestListQuerySchema);
    const { data, meta } = await c.var.services.upgradeRequests.list(query);
    return c.json({ message: 'Upgrade requests fetched successfully', data, meta });
  })
  .get('/options', access, async (c) => {
    const { customer } = await validQuery(c, upgradeOptionsQuerySchema);
    return c.json({ message: 'Upgrade options fetched successfully', data: await c.var.services.upgradeRequests.options(customer) });
  })
  .post('/', file, async (c) => {
    const input = await body(c, createUpgradeRequestSchema);
    const data = await c.var.services.upgradeRequests.create(input, auditContext(c));
    return c.json({ message: 'Upgrade request filed successfully', data }, 201);
  })
  .get('/:id', access, async (c) => {
    const id = await idOf(c.req.param('id'));
    return c.json({ message: 'Upgrade request fetched successfully', data: await c.var.services.upgradeRequests.get(id) });
  })
  .post('/:id/approve', decide, async (c) => {
    const id = await idOf(c.req.param('id'));
    const data = await c.var.services.upgradeRequests.approve(id, auditContext(c));
    return c.json({ message: `${data.customer.businessName} has been moved to ${data.toPackage.name}.`, data });
  })
  .post('/:id/reject', decide, async (c) => {
    const id = await idOf(c.req.param('id'));
    const { reason } = await body(c, rejectUpgradeRequestSchema);
    const data = await c.var.services.upgradeRequests.reject(id, reason, auditContext(c));
    return c.json({ message: `The request of ${data.customer.businessName} has been rejected.`, data });
  })
  .post('/:id/cancel', cancel, async (c) => {
    const id = await idOf(c.req.param('id'));
    const data = await c.var.services.upgradeRequests.cancel(id, auditContext(c));
    return c.json({ message: `The request of ${data.customer.businessName} has been cancelled.`, data });
  });
