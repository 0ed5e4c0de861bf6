/**
 * /api/v1/resellers (issue 13 §3): validate with the shared schema → service → DTO.
 * The spec (§6) gives resellers access codes only, so each code gates its page and the writes made
 * from it: registering needs `oi:access::resellers_registeration`; the queue's approve and reject
 * need `oi:access::list_of_online_resellers`; edit, suspend, reactivate and delete need
 * `oi:access::all_resellers`. Every write also needs `oi:edit::resellers`, which a read-only role
 * lacks. Reading needs the all-resellers or the queue code.
 */
import { Hono } from 'hono';
import { idSchema } from '~/lib/business-categories/schemas';
import { P, type Permission } from '~/lib/permissions';
import { RESELLER_RIGHTS } from '~/lib/resellers/rights';
import { createResellerSchema, reasonSchema, resellerBulkSchema, resellerListQuerySchema, updateResellerSchema } from '~/lib/resellers/schemas';
import { PAGE_SIZE_MAX } from '~/lib/schemas/limits';
import { auditContext } from '~/server/audit/context';
import { requireAnyPermission, requireAuth } from '~/server/http/auth';
import { bulkHandler } from '~/server/http/bulk';
import { requireRight } from '~/server/http/rights';
import type { AppEnv } from '~/server/http/env';
import { body, validate, validQuery } from '~/server/http/validate';

const READERS: readonly Permission[] = [P.OI_ALL_RESELLERS, P.OI_LIST_OF_ONLINE_RESELLERS];

// The writes' permissions are the list buttons' (lib/resellers/rights.ts): each needs its page's
// code and oi:edit::resellers, so that a read-only role may open the pages.
const register = requireRight(RESELLER_RIGHTS.register);
const manage = requireRight(RESELLER_RIGHTS.manage);
const decide = requireRight(RESELLER_RIGHTS.decide);
const idOf = async (raw: string) => (await validate(idSchema, { id: raw })).id;

export const resellerRoutes = new Hono<AppEnv>()
  .get('/', requireAnyPermission(READERS), async (c) => {
    const query = await validQuery(c, resellerListQuerySchema);
    const { data, meta } = await c.var.services.resellers.list(query);
    return c.json({ message: 'Resellers fetched successfully', data, meta });
  })
  .get('/package-options', requireAnyPermission([P.OI_RESELLERS_REGISTERATION, P.OI_ALL_RESELLERS]), async (c) => {
    return c.json({ message: 'Packages fetched successfully', data: await c.var.services.resellers.packageOptions() });
  })
  .post('/', register, async (c) => {
    const input = await body(c, createResellerSchema);
    const data = await c.var.services.resellers.create(input, auditContext(c));
    return c.json({ message: 'Reseller registered successfully', data }, 201);
  })
  // Issue 29 §2: each row suspended or reactivated as its single route does it, under the same guard.
  .post(
    '/bulk',
    requireAuth,
    bulkHandler({
      schema: resellerBulkSchema,
      guard: () => manage,
      page: async (c, filter, after) => c.var.services.resellers.list(await validate(resellerListQuerySchema, { ...filter, pageSize: PAGE_SIZE_MAX, ...(after ? { after } : {}) })),
      batch: 100,
      run: async (c, ids, { action, reason }, audit) => {
        const { done, refused } = await c.var.services.resellers.transitionMany(ids, action, audit, reason);
        const changed = new Set(done.map((r) => r.id));
        return { done: ids.filter((id) => changed.has(id)), failed: ids.filter((id) => refused.has(id)).map((id) => ({ id, message: refused.get(id)!.message })) };
      },
      noun: { one: 'reseller', many: 'resellers' },
      done: { suspend: 'suspended', reactivate: 'reactivated' },
    }),
  )
  .get('/:id', requireAnyPermission(READERS), async (c) => {
    const id = await idOf(c.req.param('id'));
    return c.json({ message: 'Reseller fetched successfully', data: await c.var.services.resellers.get(id) });
  })
  .patch('/:id', manage, async (c) => {
    const id = await idOf(c.req.param('id'));
    const input = await body(c, updateResellerSchema);
    const data = await c.var.services.resellers.update(id, input, auditContext(c));
    return c.json({ message: 'Reseller updated successfully', data });
  })
  .delete('/:id', manage, async (c) => {
    const id = await idOf(c.req.param('id'));
    const data = await c.var.services.resellers.remove(id, auditContext(c));
    return c.json({ message: `Reseller ${data.companyName} has been deleted.`, data });
  })
  .post('/:id/approve', decide, async (c) => {
    const id = await idOf(c.req.param('id'));
    const data = await c.var.services.resellers.transition(id, 'approve', auditContext(c));
    return c.json({ message: `${data.companyName} has been approved.`, data });
  })
  .post('/:id/reject', decide, async (c) => {
    const id = await idOf(c.req.param('id'));
    const { reason } = await body(c, reasonSchema);
    const data = await c.var.services.resellers.transition(id, 'reject', auditContext(c), reason);
    return c.json({ message: `${data.companyName} has been rejected.`, data });
  })
  .post('/:id/suspend', manage, async (c) => {
    const id = await idOf(c.req.param('id'));
    const { reason } = await body(c, reasonSchema);
    const data = await c.var.services.resellers.transition(id, 'suspend', auditContext(c), reason);
    return c.json({ message: `${data.companyName} has been suspended.`, data });
  })
  .post('/:id/reactivate', manage, async (c) => {
    const id = await idOf(c.req.param('id'));
    const data = await c.var.services.resellers.transition(id, 'reactivate', auditContext(c));
    return c.json({ message: `${data.companyName} has been reactivated.`, data });
  });
