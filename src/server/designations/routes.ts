/**
 * Routes of issue 12 §2 (base /designations): validate → service → DTO, bodies `{message, data}`.
 * Permissions `ou:view|add|edit|delete::designation`.
 */
import { Hono } from 'hono';
import { createDesignationSchema, designationListQuerySchema, updateDesignationSchema } from '~/lib/designations/schemas';
import { DESIGNATION_RIGHTS } from '~/lib/designations/rights';
import { auditContext } from '~/server/audit/context';
import { requireRight } from '~/server/http/rights';
import type { AppEnv } from '~/server/http/env';
import { body, validQuery } from '~/server/http/validate';

// The list page's guard and buttons read the same table (lib/designations/rights.ts).
const may = (right: keyof typeof DESIGNATION_RIGHTS) => requireRight(DESIGNATION_RIGHTS[right]);

export const designationRoutes = new Hono<AppEnv>()
  .get('/', may('view'), async (c) => {
    const query = await validQuery(c, designationListQuerySchema);
    const { data, meta } = await c.var.services.designations.list(query);
    return c.json({ message: 'Designations fetched successfully', data, meta });
  })
  // Every designation's choice fields, for filters and forms: no employee counts, so it costs the same at any staff size.
  .get('/options', may('view'), async (c) => {
    return c.json({ message: 'Designations fetched successfully', data: await c.var.services.designations.options() });
  })
  .post('/', may('add'), async (c) => {
    const input = await body(c, createDesignationSchema);
    const data = await c.var.services.designations.create(auditContext(c), input);
    return c.json({ message: `${data.title} has been added.`, data }, 201);
  })
  .get('/:id', may('view'), async (c) => {
    const data = await c.var.services.designations.get(c.req.param('id'));
    return c.json({ message: 'Designation fetched successfully', data });
  })
  .patch('/:id', may('edit'), async (c) => {
    const input = await body(c, updateDesignationSchema);
    const data = await c.var.services.designations.update(auditContext(c), c.req.param('id'), input);
    const message = input.status === 'archived' ? `${data.title} has been archived.` : `${data.title} has been updated.`;
    return c.json({ message, data });
  })
  .delete('/:id', may('delete'), async (c) => {
    const data = await c.var.services.designations.remove(auditContext(c), c.req.param('id'));
    return c.json({ message: `${data.title} has been deleted.`, data });
  });
