/**
 * The super admins list's row actions (issue 11 §3), a table of the action kit (lib/actions/table.ts):
 * enable and resend an invitation at once; disable, revoke an invitation and delete after a
 * confirmation naming the account. Adding one is the Add dialog (islands/super-admins). Which
 * buttons a row shows: lib/super-admins/rights.ts; the API checks each write again.
 */
import { actionTable, type ActionRow } from '~/lib/actions/table';
import { browserHttp } from '~/lib/api/browser';
import { SUPER_ADMIN_FALLBACK, superAdminsApi } from '~/lib/super-admins/api';

/** A row as the dialogs name it: the name, and the email beside it. */
export interface SuperAdminRow extends ActionRow {
  email: string;
}

const api = () => superAdminsApi(browserHttp);
const who = (row: SuperAdminRow) => `${row.name} (${row.email})`;

export const superAdminActions = actionTable<SuperAdminRow>({
  enable: { call: (row) => api().update(row.id, { status: 'active' }), fallback: SUPER_ADMIN_FALLBACK.update },
  resend: { call: (row) => api().resendInvitation(row.id), fallback: SUPER_ADMIN_FALLBACK.resend },
  disable: {
    confirm: {
      title: 'Disable super admin',
      text: (row) => `Disable ${who(row)}? They are signed out at once and cannot sign in until enabled again.`,
      label: 'Disable',
      busyLabel: 'Disabling...',
      danger: true,
    },
    call: (row) => api().update(row.id, { status: 'disabled' }),
    fallback: SUPER_ADMIN_FALLBACK.update,
  },
  revoke: {
    confirm: {
      title: 'Revoke invitation',
      text: (row) => `Revoke the invitation of ${who(row)}? The link they received stops working; you can send a new one later.`,
      label: 'Revoke',
      busyLabel: 'Revoking...',
      danger: true,
    },
    call: (row) => api().revokeInvitation(row.id),
    fallback: SUPER_ADMIN_FALLBACK.revoke,
  },
  delete: {
    confirm: {
      title: 'Delete super admin',
      text: (row) => `Delete ${who(row)}? The account is removed and its sessions end at once. This cannot be undone.`,
      label: 'Delete',
      busyLabel: 'Deleting...',
      danger: true,
    },
    call: (row) => api().remove(row.id),
    fallback: SUPER_ADMIN_FALLBACK.remove,
  },
});
