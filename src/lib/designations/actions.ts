/**
 * The designations list's actions (issue 12 §2), a table of the action kit (lib/actions/table.ts):
 * add and edit in the one form dialog given the designation's fields (title, department, level
 * 1–20, description); archive and restore at once; delete after a confirmation (refused with a 409
 * while employees hold it; the toast names how many).
 */
import type { ActionRow, FormSpec } from '~/lib/actions/table';
import { browserHttp } from '~/lib/api/browser';
import { orgUnitActions } from '~/lib/departments/org-units';
import { designationsApi } from '~/lib/designations/api';
import type { Designation } from '~/lib/designations/model';

/** A designation as the host knows it: named by its title. */
export type DesignationRow = Designation & ActionRow;

/** What the page tells the form: the active departments, its choices. */
export interface DesignationContext {
  departments: { id: string; name: string }[];
}

const api = designationsApi(browserHttp);

const form: FormSpec<DesignationRow, DesignationContext> = {
  title: (d) => (d ? 'Edit designation' : 'Add designation'),
  submitLabel: (d) => (d ? 'Save changes' : 'Add designation'),
  schema: () => import('~/lib/designations/schemas').then((m) => m.createDesignationSchema),
  // The level as typed; the shared schema casts it to a number.
  initial: (d) => ({ title: d?.title ?? '', departmentId: d?.departmentId ?? '', level: String(d?.level ?? 1), description: d?.description ?? '' }),
  fields: (_d, { departments }) => [
    { kind: 'text', name: 'title', label: 'Title', required: true },
    { kind: 'select', name: 'departmentId', label: 'Department', required: true, placeholder: 'Select a department', options: departments.map((x) => ({ value: x.id, label: x.name })) },
    { kind: 'text', name: 'level', label: 'Level', required: true, hint: '1 (most junior) to 20.' },
    { kind: 'textarea', name: 'description', label: 'Description', max: 500 },
  ],
  submit: (values, d) => {
    const body = { ...values, level: Number(values.level) };
    return d ? api.update(d.id, body) : api.add(body);
  },
  conflictField: () => 'title',
};

export const designationActions = orgUnitActions(api, form, {
  title: 'Delete designation',
  text: (d) => `Delete ${d.title}? This cannot be undone. A designation held by employees cannot be deleted: archive it instead.`,
});
