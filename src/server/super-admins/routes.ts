/**
 * Routes of issue 11 §3 (base /super-admins): validate with the shared schema → service → DTO, bodies
 * `{message, data}`. Guards from the rights table the page reads (lib/super-admins/rights.ts):
 * `ou:view|add|edit|delete::listofsuperadmin`; the service adds the super-admin-only rule of every
 * write (issue 27 §1).
 */
import { Hono } from 'hono';
import { SUPER_ADMIN_RIGHTS } from '~/lib/super-admins/rights';
import { createSuperAdminSchema, superAdminListQuerySchema, updateSuperAdminSchema } from '~/lib/super-admins/schemas';
import { auditContext } from '~/server/audit/context';
import type { AppEnv } from '~/server/http/env';
import { requireRight } from '~/server/http/rights';
import { body, validQuery } from '~/server/http/validate';

const may = (right: keyof typeof SUPER_ADMIN_RIGHTS) => requireRight(SUPER_ADMIN_RIGHTS[right]);

export const superAdminRoutes = new Hono<AppEnv>()
  .get('/', may('view'), async (c) => {
    const query = await validQuery(c, superAdminListQuerySchema);
    const { data, meta } = await c.var.services.superAdmins.list(query);
    return c.json({ message: 'Super admins fetched successfully', data, meta });
  })
  .post('/', may('add'), async (c) => {
    const input = await body(c, createSuperAdminSchema);
    const result = await c.var.services.superAdmins.create(c.var.user.details, auditContext(c), input);
    return c.json(result, 201);
  })
  .patch('/:id', may('edit'), async (c) => {
    const input = await body(c, updateSuperAdminSchema);
    const data = await c.var.services.superAdmins.update(c.var.user.details, auditContext(c), c.req.param('id'), input);
    const message = input.status === 'disabled' ? `${data.name} has been disabled.` : input.status === 'active' ? `${data.name} has been enabled.` : 'Super admin updated successfully';
    return c.json({ message, data });
  })
  .delete('/:id', may('delete'), async (c) => {
    const data = await c.var.services.superAdmins.remove(c.var.user.details, auditContext(c), c.req.param('id'));
    return c.json({ message: `${data.name} has been deleted.`, data });
  })
  .post('/:id/invitation', may('add'), async (c) => {
    const result = await c.var.services.superAdmins.resendInvitation(c.var.user.details, auditContext(c), c.req.param('id'));
    return c.json(result);
  })
  .delete('/:id/invitation', may('edit'), async (c) => {
    const data = await c.var.services.superAdmins.revokeInvitation(c.var.user.details, auditContext(c), c.req.param('id'));
    return c.json({ message: `The invitation of ${data.name} has been revoked.`, data });
  });
