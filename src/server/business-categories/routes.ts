/**
 * /api/v1/business-categories (issue 13 §1): validate with the shared schema → service → DTO.
 * Permissions (spec §6): `oi:view|add|edit|delete::businesscategories`; `/options` (names for
 * selects and filters) needs only a session, since lead and package forms offer the categories.
 */
import { Hono } from 'hono';
import { categoryListQuerySchema, createCategorySchema, idSchema, updateCategorySchema } from '~/lib/business-categories/schemas';
import { CATEGORY_RIGHTS } from '~/lib/business-categories/rights';
import { auditContext } from '~/server/audit/context';
import { requireAuth } from '~/server/http/auth';
import { requireRight } from '~/server/http/rights';
import type { AppEnv } from '~/server/http/env';
import { body, validate, validQuery } from '~/server/http/validate';

// The list page's guard and buttons read the same table (lib/business-categories/rights.ts).
const may = (right: keyof typeof CATEGORY_RIGHTS) => requireRight(CATEGORY_RIGHTS[right]);

export const businessCategoryRoutes = new Hono<AppEnv>()
  .get('/', may('view'), async (c) => {
    const query = await validQuery(c, categoryListQuerySchema);
    const { data, meta } = await c.var.services.businessCategories.list(query);
    return c.json({ message: 'Business categories fetched successfully', data, meta });
  })
  .get('/options', requireAuth, async (c) => {
    return c.json({ message: 'Business categories fetched successfully', data: await c.var.services.businessCategories.options() });
  })
  .post('/', may('add'), async (c) => {
    const input = await body(c, createCategorySchema);
    const data = await c.var.services.businessCategories.create(input, auditContext(c));
    return c.json({ message: 'Business category added successfully', data }, 201);
  })
  .get('/:id', may('view'), async (c) => {
    const { id } = await validate(idSchema, { id: c.req.param('id') });
    return c.json({ message: 'Business category fetched successfully', data: await c.var.services.businessCategories.get(id) });
  })
  .patch('/:id', may('edit'), async (c) => {
    const { id } = await validate(idSchema, { id: c.req.param('id') });
    const input = await body(c, updateCategorySchema);
    const data = await c.var.services.businessCategories.update(id, input, auditContext(c));
    return c.json({ message: 'Business category updated successfully', data });
  })
  .delete('/:id', may('delete'), async (c) => {
    const { id } = await validate(idSchema, { id: c.req.param('id') });
    const data = await c.var.services.businessCategories.remove(id, auditContext(c));
    return c.json({ message: `Business category ${data.name} has been deleted.`, data });
  });
