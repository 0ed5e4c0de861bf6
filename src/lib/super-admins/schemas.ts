/**
 * Yup schemas of the super admins API (issue 11 §3), shared by the add form (browser) and the routes
 * (server). Name, email and contact follow spec §5 (the contact form's name, email and phone rules).
 */
import '~/lib/schemas/locale';
import { object, string, type InferType } from 'yup';
import { emailField, nameField, phoneNumberField } from '~/lib/auth/schemas';
import { PAGE_SIZE } from '~/lib/paginator';
import { pageField, pageSizeField, searchField } from '~/lib/schemas/fields';

/** POST /super-admins body. */
export const createSuperAdminSchema = object({
  name: nameField,
  email: emailField,
  contact: phoneNumberField,
});
export type CreateSuperAdminInput = InferType<typeof createSuperAdminSchema>;

/** The states PATCH may set: disable, or enable back. 'invited' is left only by accepting. */
export const SETTABLE_STATUSES = ['active', 'disabled'] as const;

/** PATCH /super-admins/{id} body: any of name, email, contact, status; at least one. */
export const updateSuperAdminSchema = object({
  name: nameField.optional(),
  email: emailField.optional(),
  contact: phoneNumberField.optional(),
  status: string().oneOf(SETTABLE_STATUSES, 'Status must be active or disabled').optional(),
}).test('some-field', 'Nothing to update', (value) => Object.values(value).some((v) => v !== undefined));
export type UpdateSuperAdminInput = InferType<typeof updateSuperAdminSchema>;

/** GET /super-admins query: search `q` (name, email, contact), 1-based `page`, `pageSize` (10, at most 100). */
export const superAdminListQuerySchema = object({
  q: searchField(),
  page: pageField(),
  pageSize: pageSizeField(PAGE_SIZE),
});
export type SuperAdminListQuery = InferType<typeof superAdminListQuerySchema>;
