/**
 * /api/v1/customers (issue 14 §1): validate with the shared schema → service → DTO. Reading needs
 * `oi:access::customers` (spec §6); writes (PATCH, the site secret) also `oi:edit::customers`, so the
 * viewer role reads customers but cannot change them. The site secret is answered once; only its
 * hash is kept. The guards are the entries of lib/customers/rights.ts, which the page's controls read.
 */
import { Hono } from 'hono';
import { idSchema } from '~/lib/business-categories/schemas';
import { CUSTOMER_BULK_STATUS } from '~/lib/customers/bulk';
import { customerBulkSchema, customerFilterOptionsQuerySchema, customerListQuerySchema, updateCustomerSchema } from '~/lib/customers/schemas';
import { PAGE_SIZE_MAX } from '~/lib/schemas/limits';
import { CUSTOMER_RIGHTS } from '~/lib/customers/rights';
import { auditContext } from '~/server/audit/context';
import { requireAuth } from '~/server/http/auth';
import { bulkHandler } from '~/server/http/bulk';
import type { AppEnv } from '~/server/http/env';
import { requireRight } from '~/server/http/rights';
import { body, validate, validQuery } from '~/server/http/validate';

const access = requireRight(CUSTOMER_RIGHTS.read);
const edit = requireRight(CUSTOMER_RIGHTS.edit);
const idOf = async (raw: string) => (await validate(idSchema, { id: raw })).id;

export const customerRoutes = new Hono<AppEnv>()
  .get('/', access, async (c) => {
    const query = await validQuery(c, customerListQuerySchema);
    const { data, meta } = await c.var.services.customers.list(query);
    return c.json({ message: 'Customers fetched successfully', data, meta });
  })
  .get('/filter-options', access, async (c) => {
    const { reseller } = await validQuery(c, customerFilterOptionsQuerySchema);
    return c.json({ message: 'Options fetched successfully', data: await c.var.services.customers.filterOptions(reseller) });
  })
  // Issue 29 §2: each customer's status changed with the reason as its page does it, a batch per transaction, under the same guard.
  .post(
    '/bulk',
    requireAuth,
    bulkHandler({
      schema: customerBulkSchema,
      guard: () => edit,
      page: async (c, filter, after) => c.var.services.customers.list(await validate(customerListQuerySchema, { ...filter, pageSize: PAGE_SIZE_MAX, ...(after ? { after } : {}) })),
      batch: 200,
      run: (c, ids, { action, reason }, audit) => c.var.services.customers.updateStatuses(ids, CUSTOMER_BULK_STATUS[action], reason, audit),
      noun: { one: 'customer', many: 'customers' },
      done: { activate: 'activated', suspend: 'suspended', cancel: 'cancelled' },
    }),
  )
  .get('/:id', access, async (c) => {
    const id = await idOf(c.req.param('id'));
    return c.json({ message: 'Customer fetched successfully', data: await c.var.services.customers.get(id) });
  })
  .get('/:id/overview', access, async (c) => {
    const id = await idOf(c.req.param('id'));
    return c.json({ message: 'Customer fetched successfully', data: await c.var.services.customers.overview(id, c.var.user.details) });
  })
  .patch('/:id', edit, async (c) => {
    const id = await idOf(c.req.param('id'));
    const input = await body(c, updateCustomerSchema);
    const data = await c.var.services.customers.update(id, input, auditContext(c));
    return c.json({ message: 'Customer updated successfully', data });
  })
  .post('/:id/site-secret', edit, async (c) => {
    const id = await idOf(c.req.param('id'));
    const data = await c.var.services.customers.rotateSecret(id, auditContext(c));
    return c.json({ message: 'Site secret created. Copy it now: it will not be shown again.', data });
  });
