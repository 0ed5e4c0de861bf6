/**
 * /api/v1/packages (issue 13 §2): validate with the shared schema → service → DTO.
 * Permissions (spec §6 has no view code for packages): reading needs one of the pages that show
 * packages — `oi:access::packages`, `oi:access::package_registeration`, `oi:access::forms` — or
 * `ou:access::help`, which sees the active packages only (the staff catalogue). Writes need
 * `oi:add|edit|delete|duplicate::packages`.
 */
import { Hono, type MiddlewareHandler } from 'hono';
import { idSchema } from '~/lib/business-categories/schemas';
import { can, crud, P, type Permission } from '~/lib/permissions';
import { createPackageSchema, packageListQuerySchema, updatePackageSchema } from '~/lib/packages/schemas';
import { auditContext } from '~/server/audit/context';
import { requireAuth, requirePermission } from '~/server/http/auth';
import type { AppEnv } from '~/server/http/env';
import { forbidden } from '~/server/http/errors';
import { body, validate } from '~/server/http/validate';

const READERS: readonly Permission[] = [P.OI_PACKAGES, P.OI_PACKAGE_REGISTERATION, P.OI_FORMS];

/** 401 without a session; 403 unless the caller holds one of `permissions`. */
function requireAny(permissions: readonly Permission[]): MiddlewareHandler<AppEnv> {
  return async (c, next) =>
    requireAuth(c, async () => {
      if (!permissions.some((p) => can(c.var.user.details, p))) throw forbidden();
      await next();
    });
}

const may = (action: 'add' | 'edit' | 'delete' | 'duplicate') => requirePermission(crud('oi', action, 'packages'));

export const packageRoutes = new Hono<AppEnv>()
  .get('/', requireAny([...READERS, P.OU_HELP]), async (c) => {
    const query = await validate(packageListQuerySchema, c.req.query());
    // The help catalogue shows staff what customers can buy: active packages only.
    const catalogueOnly = !READERS.some((p) => can(c.var.user.details, p));
    const { data, meta } = await c.var.services.packages.list(catalogueOnly ? { ...query, status: 'active' } : query);
    return c.json({ message: 'Packages fetched successfully', data, meta });
  })
  .get('/options', requireAny(READERS), async (c) => {
    return c.json({ message: 'Packages fetched successfully', data: await c.var.services.packages.options() });
  })
  .post('/', may('add'), async (c) => {
    const input = await body(c, createPackageSchema);
    const data = await c.var.services.packages.create(input, auditContext(c));
    return c.json({ message: 'Package added successfully', data }, 201);
  })
  .get('/:id', requireAny(READERS), async (c) => {
    const { id } = await validate(idSchema, { id: c.req.param('id') });
    return c.json({ message: 'Package fetched successfully', data: await c.var.services.packages.get(id) });
  })
  .patch('/:id', may('edit'), async (c) => {
    const { id } = await validate(idSchema, { id: c.req.param('id') });
    const input = await body(c, updatePackageSchema);
    const data = await c.var.services.packages.update(id, input, auditContext(c));
    return c.json({ message: 'Package updated successfully', data });
  })
  .delete('/:id', may('delete'), async (c) => {
    const { id } = await validate(idSchema, { id: c.req.param('id') });
    const data = await c.var.services.packages.remove(id, auditContext(c));
    return c.json({ message: `Package ${data.name} has been deleted.`, data });
  })
  .post('/:id/duplicate', may('duplicate'), async (c) => {
    const { id } = await validate(idSchema, { id: c.req.param('id') });
    const data = await c.var.services.packages.duplicate(id, auditContext(c));
    return c.json({ message: `Package duplicated as ${data.name}`, data }, 201);
  });
