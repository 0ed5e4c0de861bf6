/**
 * The employees lists' row actions (issue 12 §3), a table of the action kit (lib/actions/table.ts):
 * enable and resend at once; disable and delete after a confirmation naming the employee and their
 * email; set password in the form dialog (the route's schema: the new password twice). Edit is a
 * link to the registration form. Which buttons a row shows: lib/employees/rights.ts.
 */
import { actionTable, type ActionRow } from '~/lib/actions/table';
import { browserHttp } from '~/lib/api/browser';
import { employeesApi } from '~/lib/employees/api';
import type { SetEmployeePasswordInput } from '~/lib/employees/schemas';

/** A row as the actions name it. */
export interface EmployeeRow extends ActionRow {
  email: string;
}

const api = () => employeesApi(browserHttp);
const who = (e: EmployeeRow) => `${e.name} (${e.email})`;

export const employeeActions = actionTable<EmployeeRow>({
  enable: { call: (e) => api().update(e.id, { status: 'active' }) },
  resend: { call: (e) => api().resendInvitation(e.id) },
  disable: {
    confirm: {
      title: 'Disable employee',
      text: (e) => `Disable ${who(e)}? They are signed out at once and cannot sign in until enabled again.`,
      label: 'Disable',
      busyLabel: 'Disabling...',
      danger: true,
    },
    call: (e) => api().update(e.id, { status: 'disabled' }),
  },
  delete: {
    confirm: {
      title: 'Delete employee',
      text: (e) => `Delete ${who(e)}? They can no longer sign in and leave every list; their audit history stays and their email is free again.`,
      label: 'Delete',
      busyLabel: 'Deleting...',
      danger: true,
    },
    call: (e) => api().remove(e.id),
  },
  password: {
    form: {
      title: (e) => `Set password for ${e!.name}`,
      submitLabel: () => 'Set password',
      schema: () => import('~/lib/employees/schemas').then((m) => m.setEmployeePasswordSchema),
      initial: () => ({ password: '', confirmPassword: '' }),
      fields: () => [
        { kind: 'text', type: 'password', name: 'password', label: 'New password', required: true, hint: 'They are signed out everywhere and sign in with the new password.' },
        { kind: 'text', type: 'password', name: 'confirmPassword', label: 'Confirm password', required: true },
      ],
      submit: (values, e) => api().setPassword(e!.id, values as SetEmployeePasswordInput),
    },
  },
});
