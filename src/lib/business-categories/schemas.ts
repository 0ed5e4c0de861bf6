/**
 * Yup schemas of /api/v1/business-categories (issue 13 §1), shared by the form island and the routes.
 */
import '~/lib/schemas/locale';
import { object, type InferType } from 'yup';
import { CATEGORY_STATUSES } from '~/lib/business-categories/model';
import { SLUG_MAX, SLUG_PATTERN } from '~/lib/business-categories/slug';
import { PAGE_SIZE } from '~/lib/paginator';
import { ID_MAX, keysetPagingFields, numberField, searchField, text } from '~/lib/schemas/fields';

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

const name = text({ label: 'Name', max: 80 }).required('Name is required').min(2, 'Name should be at least 2 characters long');
const slug = text({ label: 'Slug', max: SLUG_MAX })
  .transform(emptyAsUndefined)
  .matches(SLUG_PATTERN, 'Slug may contain only lower-case letters, digits and single hyphens');
const description = text({ label: 'Description', max: 500 });
// The form's text box sends digits, so a string of digits is read as its number.
const sortOrder = numberField('Sort order must be a whole number', { digits: true })
  .integer('Sort order must be a whole number')
  .min(0, 'Sort order must be between 0 and 9999')
  .max(9999, 'Sort order must be between 0 and 9999');
const status = text({ label: 'Status', max: ID_MAX }).oneOf(CATEGORY_STATUSES, 'Status must be active or hidden');

/** POST body; the slug is derived from the name when left out. */
export const createCategorySchema = object({
  name,
  slug: slug.optional(),
  description: description.default(''),
  sortOrder: sortOrder.default(0),
  status: status.default('active'),
});
export type CreateCategoryInput = InferType<typeof createCategorySchema>;

/** PATCH body: any subset of the fields; hiding is `{status: 'hidden'}`. */
export const updateCategorySchema = object({
  name: name.optional(),
  slug: slug.optional(),
  description: description.optional(),
  sortOrder: sortOrder.optional(),
  status: status.optional(),
});
export type UpdateCategoryInput = InferType<typeof updateCategorySchema>;

/** GET list query: search `q` (name, slug), `status`, keyset paging (issue 28 §4; `pageSize` 10, at most 100). */
export const categoryListQuerySchema = object({
  q: searchField(),
  status: text({ label: 'Status', max: ID_MAX }).transform(emptyAsUndefined).oneOf(CATEGORY_STATUSES, 'Status must be active or hidden').optional(),
  ...keysetPagingFields(PAGE_SIZE),
});
export type CategoryListQuery = InferType<typeof categoryListQuerySchema>;

/** `{id}` path parameter of every catalogue record. */
export const idSchema = object({ id: text({ label: 'Id', max: ID_MAX }).required('Required').uuid('Not found') });
