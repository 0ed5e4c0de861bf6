/**
 * Yup schemas of the departments API (issue 12 §1), shared by the form island and the routes.
 */
import '~/lib/schemas/locale';
import { object, type InferType } from 'yup';
import { DEPARTMENT_STATUSES } from '~/lib/departments/model';
import { PAGE_SIZE } from '~/lib/paginator';
import { keysetPagingFields, searchField, text } from '~/lib/schemas/fields';
import { descriptionField, filterField, idField } from '~/lib/schemas/org';

export const DEPARTMENT_NAME_MIN = 2;
export const DEPARTMENT_NAME_MAX = 80;
export const DEPARTMENT_CODE_MAX = 10;

const nameField = text({ label: 'Name', max: DEPARTMENT_NAME_MAX })
  .required('Name is required')
  .min(DEPARTMENT_NAME_MIN, `Name should be at least ${DEPARTMENT_NAME_MIN} characters long`);

/** Upper-cased, so `hr` and `HR` are one code. */
const codeField = text({ label: 'Code', max: DEPARTMENT_CODE_MAX })
  .transform((value: unknown) => (typeof value === 'string' ? value.toUpperCase() : value))
  .required('Code is required')
  .min(2, 'Code should be at least 2 characters long')
  .matches(/^[A-Z0-9]+(-[A-Z0-9]+)*$/, 'Code may hold only letters, digits and dashes');

const statusField = text({ label: 'Status', max: 20 }).oneOf(DEPARTMENT_STATUSES, 'Status must be active or archived');

/** POST /departments body. */
export const createDepartmentSchema = object({
  name: nameField,
  code: codeField,
  description: descriptionField(),
  headEmployeeId: idField('Head'),
  status: statusField.default('active'),
});
export type CreateDepartmentInput = InferType<typeof createDepartmentSchema>;

/** PATCH /departments/{id} body: any field; archive is `{status: 'archived'}`. `headEmployeeId: ''` clears the head. */
export const updateDepartmentSchema = object({
  name: nameField.optional().default(undefined),
  code: codeField.optional().default(undefined),
  description: descriptionField().optional().default(undefined),
  headEmployeeId: idField('Head').optional().default(undefined),
  status: statusField.optional(),
}).test('some-field', 'Nothing to update', (value) => Object.values(value).some((v) => v !== undefined));
export type UpdateDepartmentInput = InferType<typeof updateDepartmentSchema>;

/** GET /departments query: search `q` (name, code), `status`, keyset paging (issue 28 §4). */
export const departmentListQuerySchema = object({
  q: searchField(),
  status: filterField('Status', DEPARTMENT_STATUSES),
  ...keysetPagingFields(PAGE_SIZE),
});
export type DepartmentListQuery = InferType<typeof departmentListQuerySchema>;
