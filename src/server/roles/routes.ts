/**
 * Routes of issue 11 §1–2: /roles and /permissions. Validate with the shared schema → service → DTO,
 * bodies `{message, data}`, lists with `meta`. Guards from the rights tables the pages read
 * (lib/roles/rights.ts): `ou:view|add|edit|delete::roles` (duplicating is adding),
 * `ou:view::permission` and `ou:edit::permission`.
 */
import { Hono, type Context } from 'hono';
import { PERMISSION_RIGHTS, ROLE_RIGHTS } from '~/lib/roles/rights';
import {
  createRoleSchema,
  permissionListQuerySchema,
  permissionRolesSchema,
  roleIdSchema,
  roleListQuerySchema,
  updateRoleSchema,
} from '~/lib/roles/schemas';
import { auditContext } from '~/server/audit/context';
import type { AppEnv } from '~/server/http/env';
import { notFound } from '~/server/http/errors';
import { requireRight } from '~/server/http/rights';
import { body, validate, validQuery } from '~/server/http/validate';
import { ROLE_MESSAGES } from '~/server/roles/role-rows';

const may = (right: keyof typeof ROLE_RIGHTS) => requireRight(ROLE_RIGHTS[right]);

/** The `{id}` of the path; a malformed id is an unknown role (404), not a validation error. */
async function roleId(c: Context<AppEnv>): Promise<string> {
  try {
    return (await validate(roleIdSchema, { id: c.req.param('id') })).id;
  } catch {
    throw notFound(ROLE_MESSAGES.notFound);
  }
}

export const roleRoutes = new Hono<AppEnv>()
  .get('/', may('view'), async (c) => {
    const query = await validQuery(c, roleListQuerySchema);
    const { data, meta } = await c.var.services.roles.list(query);
    return c.json({ message: 'Roles fetched successfully', data, meta });
  })
  .get('/:id', may('view'), async (c) => {
    return c.json({ message: 'Role fetched successfully', data: await c.var.services.roles.get(await roleId(c)) });
  })
  .post('/', may('add'), async (c) => {
    const input = await body(c, createRoleSchema);
    const data = await c.var.services.roles.create(c.var.user.details, input, auditContext(c));
    return c.json({ message: 'Role created successfully', data }, 201);
  })
  .patch('/:id', may('edit'), async (c) => {
    const id = await roleId(c);
    const input = await body(c, updateRoleSchema);
    const data = await c.var.services.roles.update(c.var.user.details, id, input, auditContext(c));
    return c.json({ message: 'Role updated successfully', data });
  })
  .delete('/:id', may('delete'), async (c) => {
    const data = await c.var.services.roles.remove(c.var.user.details, await roleId(c), auditContext(c));
    return c.json({ message: `Role ${data.label} has been deleted.`, data });
  })
  .post('/:id/duplicate', may('duplicate'), async (c) => {
    const data = await c.var.services.roles.duplicate(c.var.user.details, await roleId(c), auditContext(c));
    return c.json({ message: `Role duplicated as ${data.label}`, data }, 201);
  });

export const permissionRoutes = new Hono<AppEnv>()
  .get('/', requireRight(PERMISSION_RIGHTS.view), async (c) => {
    const query = await validQuery(c, permissionListQuerySchema);
    const { data, meta } = await c.var.services.roles.permissions(query);
    return c.json({ message: 'Permissions fetched successfully', data, meta });
  })
  .put('/:code/roles', requireRight(PERMISSION_RIGHTS.grant), async (c) => {
    const { roles } = await body(c, permissionRolesSchema);
    const data = await c.var.services.roles.setPermissionRoles(c.var.user.details, c.req.param('code'), roles, auditContext(c));
    return c.json({ message: 'Permission updated successfully', data });
  });
