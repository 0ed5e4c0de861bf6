/**
 * Yup schemas of the designations API (issue 12 §2), shared by the form island and the routes.
 */
import '~/lib/schemas/locale';
import { object, type InferType } from 'yup';
import { DESIGNATION_LEVEL_MAX, DESIGNATION_LEVEL_MIN, DESIGNATION_STATUSES } from '~/lib/designations/model';
import { PAGE_SIZE } from '~/lib/paginator';
import { keysetPagingFields, searchField, text, wholeNumber } from '~/lib/schemas/fields';
import { descriptionField, filterField, idField } from '~/lib/schemas/org';

const titleField = text({ label: 'Title', max: 80 }).required('Title is required').min(2, 'Title should be at least 2 characters long');

const departmentField = idField('Department').required('Department is required');

const levelField = wholeNumber({
  min: DESIGNATION_LEVEL_MIN,
  max: DESIGNATION_LEVEL_MAX,
  fallback: DESIGNATION_LEVEL_MIN,
  message: `Level must be a whole number from ${DESIGNATION_LEVEL_MIN} to ${DESIGNATION_LEVEL_MAX}`,
});

const statusField = text({ label: 'Status', max: 20 }).oneOf(DESIGNATION_STATUSES, 'Status must be active or archived');

/** POST /designations body. */
export const createDesignationSchema = object({
  title: titleField,
  departmentId: departmentField,
  level: levelField,
  description: descriptionField(),
  status: statusField.default('active'),
});
export type CreateDesignationInput = InferType<typeof createDesignationSchema>;

/** PATCH /designations/{id} body: any field; archive is `{status: 'archived'}`. */
export const updateDesignationSchema = object({
  title: titleField.optional().default(undefined),
  departmentId: departmentField.optional().default(undefined),
  level: levelField.optional().default(undefined),
  description: descriptionField().optional().default(undefined),
  status: statusField.optional(),
}).test('some-field', 'Nothing to update', (value) => Object.values(value).some((v) => v !== undefined));
export type UpdateDesignationInput = InferType<typeof updateDesignationSchema>;

/** GET /designations query: search `q` (title), `department` id, `status`, keyset paging (issue 28 §4). */
export const designationListQuerySchema = object({
  q: searchField(),
  department: idField('Department'),
  status: filterField('Status', DESIGNATION_STATUSES),
  ...keysetPagingFields(PAGE_SIZE),
});
export type DesignationListQuery = InferType<typeof designationListQuerySchema>;
