/**
 * /api/v1/customer-users (issue 14 §2): the list and one user, under `oi:view::customer_users`
 * (spec §6). Read-only.
 */
import { Hono } from 'hono';
import { idSchema } from '~/lib/business-categories/schemas';
import { customerUserListQuerySchema } from '~/lib/customer-users/schemas';
import { CUSTOMER_USER_RIGHTS } from '~/lib/customer-users/rights';
import type { AppEnv } from '~/server/http/env';
import { requireRight } from '~/server/http/rights';
import { validate } from '~/server/http/validate';

const view = requireRight(CUSTOMER_USER_RIGHTS.view);

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
