/**
 * The departments list's actions (issue 12 §1), a table of the action kit (lib/actions/table.ts):
 * add and edit in the one form dialog given the department's fields (name, code, description, and
 * when editing its head: an active employee of the department, offered when the user may see
 * employees); archive and restore at once; delete after a confirmation (refused with a 409 while the
 * department has employees; the toast names how many).
 */
import type { FormSpec } from '~/lib/actions/table';
import { browserHttp } from '~/lib/api/browser';
import { departmentsApi } from '~/lib/departments/api';
import type { Department } from '~/lib/departments/model';
import { orgUnitActions } from '~/lib/departments/org-units';
import { employeesApi } from '~/lib/employees/api';

/** What the page tells the form: may the user list employees (to choose a head)? */
export interface DepartmentContext {
  canChooseHead: boolean;
}

const api = departmentsApi(browserHttp);

const headChoices = (department: Department) => () =>
  employeesApi(browserHttp)
    .list({ department: department.id, status: 'active', pageSize: 100 })
    .then((body) => body.data.map((e) => ({ value: e.id, label: `${e.first_name} ${e.last_name}`.trim() })));

const form: FormSpec<Department, DepartmentContext> = {
  title: (d) => (d ? 'Edit department' : 'Add department'),
  submitLabel: (d) => (d ? 'Save changes' : 'Add department'),
  schema: () => import('~/lib/departments/schemas').then((m) => m.createDepartmentSchema),
  initial: (d) => ({ name: d?.name ?? '', code: d?.code ?? '', description: d?.description ?? '', headEmployeeId: d?.headEmployeeId ?? '', status: d?.status ?? 'active' }),
  fields: (d, { canChooseHead }) => [
    { kind: 'text', name: 'name', label: 'Name', required: true },
    { kind: 'text', name: 'code', label: 'Code', required: true, hint: 'Short, e.g. HR; stored in capitals.' },
    { kind: 'textarea', name: 'description', label: 'Description', max: 500 },
    ...(d && canChooseHead ? [{ kind: 'select', name: 'headEmployeeId', label: 'Head', placeholder: 'No head', options: headChoices(d) } as const] : []),
  ],
  submit: (values, d) => (d ? api.update(d.id, values) : api.add(values)),
  conflictField: (message) => (/code/.test(message) ? 'code' : 'name'),
};

export const departmentActions = orgUnitActions(api, form, {
  title: 'Delete department',
  text: (d) => `Delete ${d.name} and its designations? This cannot be undone. A department with employees cannot be deleted: archive it instead.`,
});
