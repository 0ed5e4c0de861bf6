/**
 * Yup schemas of the roles and permissions API (issue 11 §1–2), used by the routes. Names follow
 * lib/roles/names.ts; permission strings are checked against the catalog by the service, which
 * names the unknown ones.
 */
import '~/lib/schemas/locale';
import { array, number, object, string, type InferType } from 'yup';
import { PAGE_SIZE } from '~/lib/paginator';
import { ROLE_DESCRIPTION_MAX, ROLE_NAME_MESSAGES, roleNameProblem } from '~/lib/roles/names';

const nameField = string()
  .required(ROLE_NAME_MESSAGES.required)
  .test('role-name', ROLE_NAME_MESSAGES.characters, (value, context) => {
    const problem = value === undefined ? undefined : roleNameProblem(value);
    return problem ? context.createError({ message: problem }) : true;
  });

const descriptionField = string()
  .trim()
  .max(ROLE_DESCRIPTION_MAX, `Description should not be greater than ${ROLE_DESCRIPTION_MAX} characters long`);

const permissionsField = array(string().required('Invalid input')).typeError('Permissions must be a list');

/** POST /roles body. */
export const createRoleSchema = object({
  name: nameField,
  description: descriptionField.default(''),
  permissions: permissionsField.default([]),
});
export type CreateRoleInput = InferType<typeof createRoleSchema>;

/** PATCH /roles/{id} body: a field left out is unchanged. */
export const updateRoleSchema = object({
  name: nameField.optional().default(undefined),
  description: descriptionField.optional(),
  permissions: permissionsField.optional().default(undefined),
});
export type UpdateRoleInput = InferType<typeof updateRoleSchema>;

/** `{id}` path parameter of a role. */
export const roleIdSchema = object({ id: string().required('Invalid input').uuid('Role not found') });

/** GET /roles query: `q` searches name and description; `page` from 1; `pageSize` up to 100. */
export const roleListQuerySchema = object({
  q: string().trim().max(200).default(''),
  page: number().transform((v, raw) => (raw === '' ? 1 : v)).typeError('Page must be a number').integer().min(1).default(1),
  pageSize: number()
    .transform((v, raw) => (raw === '' ? PAGE_SIZE : v))
    .typeError('Page size must be a number')
    .integer()
    .min(1)
    .max(100)
    .default(PAGE_SIZE),
});
export type RoleListQuery = InferType<typeof roleListQuerySchema>;

/** GET /permissions query: optional `module` and `role` (a role name) filters. */
export const permissionListQuerySchema = object({
  module: string().oneOf(['', 'b', 'ou', 'oi', 'oa', 'oj'], 'Unknown module').default(''),
  role: string().trim().max(50).default(''),
});
export type PermissionListQuery = InferType<typeof permissionListQuerySchema>;

/** PUT /permissions/{code}/roles body: the ids of every role that should hold the permission. */
export const permissionRolesSchema = object({
  roles: array(string().required('Invalid input').uuid('Role not found')).required('Roles are required').typeError('Roles must be a list'),
});
export type PermissionRolesInput = InferType<typeof permissionRolesSchema>;
