/**
 * /api/v1/customer-users (issue 14 §2): the list and one user, under `oi:view::customer_users`
 * (spec §6). Read-only; the one bulk action is the export of a selection (issue 29 §2), a CSV streamed
 * as it is written: `POST /export {ids}` for the chosen users, `GET /export?<filters>` for all the
 * list's search and filters match (at most 10,000, through the list's own pages). Both mount before `/:id`.
 */
import { Hono, type Context } from 'hono';
import { idSchema } from '~/lib/business-categories/schemas';
import { customerUserExportQuerySchema, customerUserExportSchema, customerUserListQuerySchema } from '~/lib/customer-users/schemas';
import { CUSTOMER_USER_RIGHTS } from '~/lib/customer-users/rights';
import { PAGE_SIZE_MAX } from '~/lib/schemas/limits';
import { matchingIds } from '~/server/http/bulk';
import type { AppEnv } from '~/server/http/env';
import { requireRight } from '~/server/http/rights';
import { body, validate, validQuery } from '~/server/http/validate';

const view = requireRight(CUSTOMER_USER_RIGHTS.view);

/** The CSV of users `ids` as a download named by today's date. */
function exportFile(c: Context<AppEnv>, ids: readonly string[]): Response {
  const day = new Date().toISOString().slice(0, 10);
  return new Response(c.var.services.customerUsers.exportCsv(ids), {
    headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="customer-users-${day}.csv"`, 'cache-control': 'no-store' },
  });
}

export const customerUserRoutes = new Hono<AppEnv>()
  .get('/', view, async (c) => {
    const query = await validQuery(c, customerUserListQuerySchema);
    const { data, meta } = await c.var.services.customerUsers.list(query);
    return c.json({ message: 'Customer users fetched successfully', data, meta });
  })
  .post('/export', view, async (c) => {
    const { ids } = await body(c, customerUserExportSchema);
    return exportFile(c, [...new Set(ids)]);
  })
  .get('/export', view, async (c) => {
    const { q, customer, role, status } = await validQuery(c, customerUserExportQuerySchema);
    const filter = { q, customer, role, status };
    const page = async (c: Context<AppEnv>, f: typeof filter, after: string | null) =>
      c.var.services.customerUsers.list(await validate(customerUserListQuerySchema, { ...f, pageSize: PAGE_SIZE_MAX, ...(after ? { after } : {}) }));
    return exportFile(c, await matchingIds(page, c, filter));
  })
  .get('/:id', view, async (c) => {
    const { id } = await validate(idSchema, { id: c.req.param('id') });
    return c.json({ message: 'Customer user fetched successfully', data: await c.var.services.customerUsers.get(id) });
  });
