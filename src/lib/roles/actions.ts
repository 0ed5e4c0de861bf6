/**
 * The roles list's row actions (issue 11 §1), a table of the action kit (lib/actions/table.ts):
 * duplicate at once, then the copy opens in the editor; delete after a confirmation naming the role
 * (refused with a 409 while users hold it, which the toast says). Edit is a link to the editor.
 * Which buttons a row shows: lib/roles/rights.ts.
 */
import { actionTable, type ActionRow } from '~/lib/actions/table';
import { browserHttp } from '~/lib/api/browser';
import { rolesApi } from '~/lib/roles/api';
import type { Role } from '~/lib/roles/model';

const api = () => rolesApi(browserHttp);

/** The editor of a role, on the page the list is on. */
export const roleEditorHref = (id: string) => `${window.location.pathname}?edit=${encodeURIComponent(id)}`;

export const roleActions = actionTable<ActionRow>({
  duplicate: {
    call: (row) => api().duplicateRole(row.id),
    then: (_row, body) => roleEditorHref((body.data as Role).id),
  },
  delete: {
    confirm: { title: 'Delete Role', text: (row) => `Delete the role ${row.name}? This cannot be undone.`, label: 'Delete', busyLabel: 'Deleting...', danger: true },
    call: (row) => api().deleteRole(row.id),
  },
});
