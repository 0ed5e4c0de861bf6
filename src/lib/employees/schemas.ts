/**
 * Yup schemas of the employees API (issue 12 §3), shared by the registration form and the routes.
 * Names, email and contact follow spec §5; the password follows spec §5's new-password rules.
 */
import '~/lib/schemas/locale';
import { object, ref, type InferType } from 'yup';
import { ACCOUNT_STATUSES } from '~/lib/auth/account-status';
import { emailField, PASSWORD_MIN, phoneNumberField } from '~/lib/auth/schemas';
import { EMPLOYEE_BULK_ACTIONS } from '~/lib/employees/bulk';
import { EMPLOYEE_SORTS } from '~/lib/employees/model';
import { bulkSchema, selectionIds } from '~/lib/list/bulk-schema';
import { PAGE_SIZE } from '~/lib/paginator';
import { keysetPagingFields, NAME_MAX, PASSWORD_MAX, searchField, text } from '~/lib/schemas/fields';
import { filterField, idField, idListField } from '~/lib/schemas/org';
import { EXPORT_FORMATS, IMPORT_FORMATS } from '~/lib/employees/transfer';

const firstNameField = text({ label: 'First name', max: NAME_MAX })
  .required('First name is required')
  .min(2, 'First name should be at least 2 characters long');
const lastNameField = text({ label: 'Last name', max: NAME_MAX }).default('');

/** A calendar date `YYYY-MM-DD` that exists; '' when absent (the server then uses today). */
const joinedOnField = text({ label: 'Joined on', max: 10 })
  .default('')
  .test('date', 'Joined on must be a date (YYYY-MM-DD)', (value) => {
    if (!value) return true;
    if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  });

/** POST /employees body. */
export const createEmployeeSchema = object({
  first_name: firstNameField,
  last_name: lastNameField,
  email: emailField,
  contact: phoneNumberField,
  departmentId: idField('Department').required('Department is required'),
  designationId: idField('Designation').required('Designation is required'),
  roleId: idField('Role').required('Role is required'),
  joinedOn: joinedOnField,
});
export type CreateEmployeeInput = InferType<typeof createEmployeeSchema>;

/** The states PATCH may set: disable, or enable back. 'invited' is left only by accepting. */
export const SETTABLE_EMPLOYEE_STATUSES = ['active', 'disabled'] as const;

/** PATCH /employees/{id} body: any field; disable/enable is `{status}`. */
export const updateEmployeeSchema = object({
  first_name: firstNameField.optional().default(undefined),
  last_name: text({ label: 'Last name', max: NAME_MAX }).optional(),
  email: emailField.optional().default(undefined),
  contact: phoneNumberField.optional().default(undefined),
  departmentId: idField('Department').optional().default(undefined),
  designationId: idField('Designation').optional().default(undefined),
  roleId: idField('Role').optional().default(undefined),
  joinedOn: joinedOnField.optional().default(undefined),
  status: text({ label: 'Status', max: 20 }).oneOf(SETTABLE_EMPLOYEE_STATUSES, 'Status must be active or disabled').optional(),
}).test('some-field', 'Nothing to update', (value) => Object.values(value).some((v) => v !== undefined));
export type UpdateEmployeeInput = InferType<typeof updateEmployeeSchema>;

/** PUT /employees/{id}/password body (spec §5 new-password rules). */
export const setEmployeePasswordSchema = object({
  password: text({ label: 'Password', max: PASSWORD_MAX, trim: false })
    .required('Password is required')
    .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters long`),
  confirmPassword: text({ label: 'Confirm password', max: PASSWORD_MAX, trim: false })
    .required('Confirm password is required')
    .oneOf([ref('password')], 'Passwords do not match'),
});
export type SetEmployeePasswordInput = InferType<typeof setEmployeePasswordSchema>;

/** GET /employees query: search `q` (name, email, contact, code), filters (`ids`: these employees only), `sort`, keyset paging (issue 9 §6). */
export const employeeListQuerySchema = object({
  q: searchField(),
  ids: idListField('Employees'),
  department: idField('Department'),
  designation: idField('Designation'),
  role: idField('Role'),
  status: filterField('Status', ACCOUNT_STATUSES),
  sort: filterField('Sort', EMPLOYEE_SORTS),
  ...keysetPagingFields(PAGE_SIZE),
});
export type EmployeeListQuery = InferType<typeof employeeListQuerySchema>;

/** GET /employees/export query: the list's filters and sort, and the file's format (issue 12 §5). */
export const employeeExportQuerySchema = employeeListQuerySchema.omit(['page', 'after', 'before', 'last', 'pageSize']).shape({
  format: filterField('Format', EXPORT_FORMATS).required('Format is required').min(1, 'Format is required'),
});
export type EmployeeExportQuery = InferType<typeof employeeExportQuerySchema>;

/** POST /employees/export body: the file of the chosen employees (issue 29 §2, a list's selection). */
export const employeeExportSelectionSchema = object({
  format: filterField('Format', EXPORT_FORMATS).required('Format is required').min(1, 'Format is required'),
  ids: selectionIds('exported').required('Ids are required'),
});

/** GET /employees/import-template query. */
export const importTemplateQuerySchema = object({
  format: filterField('Format', IMPORT_FORMATS).default('csv'),
});

/** POST /employees/import query: `dryRun=1` checks the file without importing. */
export const importQuerySchema = object({
  dryRun: filterField('dryRun', ['0', '1', 'true', 'false']),
});

/** POST /employees/bulk body (issue 29 §2): disable, enable or resend the invitation of the ids or the filter's rows. */
export const employeeBulkSchema = bulkSchema(EMPLOYEE_BULK_ACTIONS, employeeListQuerySchema);
export type EmployeeBulkInput = InferType<typeof employeeBulkSchema>;
