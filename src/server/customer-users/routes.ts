/**
 * /api/v1/customer-users (issue 14 §2): the list and one user, under `oi:view::customer_users`
 * (spec §6). Read-only.
 */
import { Hono } from 'hono';
import { idSchema } from '~/lib/business-categories/schemas';
import { customerUserListQuerySchema } from '~/lib/customer-users/schemas';
import { crud } from '~/lib/permissions';
import { requirePermission } from '~/server/http/auth';
import type { AppEnv } from '~/server/http/env';
import { validate } from '~/server/http/validate';

const view = requirePermission(crud('oi', 'view', 'customer_users'));

export const customerUserRoutes = new Hono<AppEnv>()
  .get('/', view, async (c) => {
    const query = await validate(customerUserListQuerySchema, c.req.query());
    const { data, meta } = await c.var.services.customerUsers.list(query);
    return c.json({ message: 'Customer users fetched successfully', data, meta });
  })
  .get('/:id', view, async (c) => {
    const { id } = await validate(idSchema, { id: c.req.param('id') });
    return c.json({ message: 'Customer user fetched successfully', data: await c.var.services.customerUsers.get(id) });
  });
