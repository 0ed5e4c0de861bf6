/**
 * /api/v1/packages (issue 13 §2): validate with the shared schema → service → DTO.
 * Permissions (spec §6 has no view code for packages): reading needs one of the pages that show
 * packages — `oi:access::packages`, `oi:access::package_registeration`, `oi:access::forms` — or
 * `ou:access::help`, which sees the active packages only (the staff catalogue). Writes need
 * `oi:add|edit|delete|duplicate::packages`.
 */
import { Hono } from 'hono';
import { idSchema } from '~/lib/business-categories/schemas';
import { PACKAGE_RIGHTS } from '~/lib/packages/rights';
import { can, P, type Permission } from '~/lib/permissions';
import { createPackageSchema, packageListQuerySchema, updatePackageSchema } from '~/lib/packages/schemas';
import { auditContext } from '~/server/audit/context';
import { requireAnyPermission } from '~/server/http/auth';
import { requireRight } from '~/server/http/rights';
import type { AppEnv } from '~/server/http/env';
import { body, validate, validQuery } from '~/server/http/validate';

const READERS: readonly Permission[] = [P.OI_PACKAGES, P.OI_PACKAGE_REGISTERATION, P.OI_FORMS];

// The writes' permissions are the list buttons' (lib/packages/rights.ts).
const may = (right: keyof typeof PACKAGE_RIGHTS) => requireRight(PACKAGE_RIGHTS[right]);

export const packageRoutes = new Hono<AppEnv>()
  .get('/', requireAnyPermission([...READERS, P.OU_HELP]), async (c) => {
    const query = await validQuery(c, packageListQuerySchema);
    // The help catalogue shows staff what customers can buy: active packages only.
    const catalogueOnly = !READERS.some((p) => can(c.var.user.details, p));
    const { data, meta } = await c.var.services.packages.list(catalogueOnly ? { ...query, status: 'active' } : query);
    return c.json({ message: 'Packages fetched successfully', data, meta });
  })
  .get('/options', requireAnyPermission(READERS), async (c) => {
    return c.json({ message: 'Packages fetched successfully', data: await c.var.services.packages.options() });
  })
  .post('/', may('add'), async (c) => {
    const input = await body(c, createPackageSchema);
    const data = await c.var.services.packages.create(input, auditContext(c));
    return c.json({ message: 'Package added successfully', data }, 201);
  })
  .get('/:id', requireAnyPermission(READERS), async (c) => {
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
