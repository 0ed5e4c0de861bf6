/**
 * /api/v1/upgrade-requests (issue 14 §4): validate with the shared schema → service → DTO.
 * Reading needs `oi:access::upgrade_package_request` (the queue page's code); filing needs
 * `oi:add::upgrade_package_request` and cancelling `oi:edit::upgrade_package_request` (issue 27: a
 * read-only role does neither); approving and rejecting need `oi:approve::upgrade_package_request`.
 */
import { Hono } from 'hono';
import { idSchema } from '~/lib/business-categories/schemas';
import { crud, P } from '~/lib/permissions';
import { createUpgradeRequestSchema, rejectUpgradeRequestSchema, upgradeOptionsQuerySchema, upgradeRequestListQuerySchema } from '~/lib/upgrade-requests/schemas';
import { auditContext } from '~/server/audit/context';
import { requirePermission } from '~/server/http/auth';
import type { AppEnv } from '~/server/http/env';
import { body, validate } from '~/server/http/validate';

const access = requirePermission(P.OI_UPGRADE_PACKAGE_REQUEST);
const file = requirePermission(crud('oi', 'add', 'upgrade_package_request'));
const cancel = requirePermission(crud('oi', 'edit', 'upgrade_package_request'));
const decide = requirePermission(crud('oi', 'approve', 'upgrade_package_request'));
const idOf = async (raw: string) => (await validate(idSchema, { id: raw })).id;

export const upgradeRequestRoutes = new Hono<AppEnv>()
  .get('/', access, async (c) => {
    const query = await validate(upgradeRequestListQuerySchema, c.req.query());
    const { data, meta } = await c.var.services.upgradeRequests.list(query);
    return c.json({ message: 'Upgrade requests fetched successfully', data, meta });
  })
  .get('/options', access, async (c) => {
    const { customer } = await validate(upgradeOptionsQuerySchema, c.req.query());
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
