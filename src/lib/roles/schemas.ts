/**
 * Yup schemas of the roles and permissions API (issue 11 §1–2), used by the routes. A name is kept
 * as typed (lib/roles/names.ts, issue 26 §8); permission strings are checked against the catalog by
 * the service, which names the unknown ones.
 */
import '~/lib/schemas/locale';
import { array, boolean, object, string, type InferType } from 'yup';
import { PAGE_SIZE } from '~/lib/paginator';
import { ID_MAX, pageField, pageSizeField, searchField, text } from '~/lib/schemas/fields';
import { ROLE_DESCRIPTION_MAX, ROLE_NAME_MESSAGES, roleNameProblem, tidyRoleName } from '~/lib/roles/names';

/** The name as typed, tidied (trimmed, single spaces); its code is derived by the service. */
const nameField = text({ label: 'Role name', max: 100, trim: false })
  .transform((value: unknown) => (typeof value === 'string' ? tidyRoleName(value) : value))
  .required(ROLE_NAME_MESSAGES.required)
  .test('role-name', ROLE_NAME_MESSAGES.required, (value, context) => {
    const problem = value === undefined ? undefined : roleNameProblem(value);
    return problem ? context.createError({ message: problem }) : true;
  });

const descriptionField = text({ label: 'Description', max: ROLE_DESCRIPTION_MAX });

const permissionsField = array(text({ label: 'Permission', max: ID_MAX }).required('Invalid input')).typeError('Permissions must be a list');

/** POST /roles body. */
export const createRoleSchema = object({
  name: nameField,
  description: descriptionField.default(''),
  permissions: permissionsField.default([]),
  requiresTwoFactor: boolean().strict().typeError('Requires two-factor must be true or false').default(false),
});
export type CreateRoleInput = InferType<typeof createRoleSchema>;

/** PATCH /roles/{id} body: a field left out is unchanged. */
export const updateRoleSchema = object({
  name: nameField.optional().default(undefined),
  description: descriptionField.optional(),
  permissions: permissionsField.optional().default(undefined),
  requiresTwoFactor: boolean().strict().typeError('Requires two-factor must be true or false').optional(),
});
export type UpdateRoleInput = InferType<typeof updateRoleSchema>;

/** `{id}` path parameter of a role. */
export const roleIdSchema = object({ id: string().required('Invalid input').uuid('Role not found') });

/** GET /roles query: `q` searches name and description; `page` from 1; `pageSize` up to 100. */
export const roleListQuerySchema = object({
  q: searchField(),
  page: pageField(),
  pageSize: pageSizeField(PAGE_SIZE),
});
export type RoleListQuery = InferType<typeof roleListQuerySchema>;

/** GET /permissions query: `q` searches the code and the description; optional `module` and `role` (a role's code) filters. */
export const permissionListQuerySchema = object({
  q: searchField(),
  module: string().oneOf(['', 'b', 'ou', 'oi', 'oa', 'oj'], 'Unknown module').default(''),
  role: text({ label: 'Role', max: 50 }).default(''),
});
export type PermissionListQuery = InferType<typeof permissionListQuerySchema>;

/** PUT /permissions/{code}/roles body: the ids of every role that should hold the permission. */
export const permissionRolesSchema = object({
  roles: array(text({ label: 'Role', max: ID_MAX }).required('Invalid input').uuid('Role not found')).required('Roles are required').typeError('Roles must be a list'),
});
export type PermissionRolesInput = InferType<typeof permissionRolesSchema>;
