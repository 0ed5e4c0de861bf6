/**
 * Routes of issue 12 §1 (base /departments): validate → service → DTO, bodies `{message, data}`.
 * Permissions `ou:view|add|edit|delete::department`.
 */
import { Hono } from 'hono';
import { createDepartmentSchema, departmentListQuerySchema, updateDepartmentSchema } from '~/lib/departments/schemas';
import { DEPARTMENT_RIGHTS } from '~/lib/departments/rights';
import { auditContext } from '~/server/audit/context';
import { requireRight } from '~/server/http/rights';
import type { AppEnv } from '~/server/http/env';
import { body, validQuery } from '~/server/http/validate';

// The list page's guard and buttons read the same table (lib/departments/rights.ts).
const may = (right: keyof typeof DEPARTMENT_RIGHTS) => requireRight(DEPARTMENT_RIGHTS[right]);

export const departmentRoutes = new Hono<AppEnv>()
  .get('/', may('view'), async (c) => {
    const query = await validQuery(c, departmentListQuerySchema);
    const { data, meta } = await c.var.services.departments.list(query);
    return c.json({ message: 'Departments fetched successfully', data, meta });
  })
  // Every department's choice fields, for filters and forms: no employee counts, so it costs the same at any staff size.
  .get('/options', may('view'), async (c) => {
    return c.json({ message: 'Departments fetched successfully', data: await c.var.services.departments.options() });
  })
  .post('/', may('add'), async (c) => {
    const input = await body(c, createDepartmentSchema);
    const data = await c.var.services.departments.create(auditContext(c), input);
    return c.json({ message: `${data.name} has been added.`, data }, 201);
  })
  .get('/:id', may('view'), async (c) => {
    const data = await c.var.services.departments.get(c.req.param('id'));
    return c.json({ message: 'Department fetched successfully', data });
  })
  .patch('/:id', may('edit'), async (c) => {
    const input = await body(c, updateDepartmentSchema);
    const data = await c.var.services.departments.update(auditContext(c), c.req.param('id'), input);
    const message = input.status === 'archived' ? `${data.name} has been archived.` : `${data.name} has been updated.`;
    return c.json({ message, data });
  })
  .delete('/:id', may('delete'), async (c) => {
    const data = await c.var.services.departments.remove(auditContext(c), c.req.param('id'));
    return c.json({ message: `${data.name} has been deleted.`, data });
  });
