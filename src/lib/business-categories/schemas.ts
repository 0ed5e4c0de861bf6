/**
 * Yup schemas of /api/v1/business-categories (issue 13 §1), shared by the form island and the routes.
 */
import '~/lib/schemas/locale';
import { number, object, string, type InferType } from 'yup';
import { CATEGORY_STATUSES } from '~/lib/business-categories/model';
import { SLUG_MAX, SLUG_PATTERN } from '~/lib/business-categories/slug';
import { PAGE_SIZE } from '~/lib/paginator';

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

const name = string()
  .trim()
  .required('Name is required')
  .min(2, 'Name should be at least 2 characters long')
  .max(80, 'Name should not be greater than 80 characters long');
const slug = string()
  .trim()
  .transform(emptyAsUndefined)
  .max(SLUG_MAX, `Slug should not be greater than ${SLUG_MAX} characters long`)
  .matches(SLUG_PATTERN, 'Slug may contain only lower-case letters, digits and single hyphens');
const description = string().trim().max(500, 'Description should not be greater than 500 characters long');
const sortOrder = number()
  .typeError('Sort order must be a whole number')
  .integer('Sort order must be a whole number')
  .min(0, 'Sort order must be between 0 and 9999')
  .max(9999, 'Sort order must be between 0 and 9999');
const status = string().oneOf(CATEGORY_STATUSES, 'Status must be active or hidden');

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

/** GET list query: search `q` (name, slug), `status`, 1-based `page`, `pageSize` (10, at most 100). */
export const categoryListQuerySchema = object({
  q: string().trim().max(200, 'Search should not be greater than 200 characters long').default(''),
  status: string().transform(emptyAsUndefined).oneOf(CATEGORY_STATUSES, 'Status must be active or hidden').optional(),
  page: number().transform((v, raw) => (raw === '' ? 1 : v)).integer().min(1).default(1),
  pageSize: number().transform((v, raw) => (raw === '' ? PAGE_SIZE : v)).integer().min(1).max(100).default(PAGE_SIZE),
});
export type CategoryListQuery = InferType<typeof categoryListQuerySchema>;

/** `{id}` path parameter of every catalogue record. */
export const idSchema = object({ id: string().trim().required('Required').uuid('Not found') });
