/**
 * The packages lists' row actions (issue 13 §2), a table of the action kit (lib/actions/table.ts):
 * duplicate and activate at once; archive and delete after a confirmation naming the package.
 * Edit is a link to the registration form. Which buttons a row shows: lib/packages/rights.ts.
 */
import { actionTable, type ActionRow } from '~/lib/actions/table';
import { browserHttp } from '~/lib/api/browser';
import { packagesApi } from '~/lib/packages/api';

const api = () => packagesApi(browserHttp);

export const packageActions = actionTable<ActionRow>({
  duplicate: { call: (row) => api().duplicate(row.id) },
  activate: { call: (row) => api().update(row.id, { status: 'active' }) },
  archive: {
    confirm: { title: 'Archive Package', text: (row) => `Archive ${row.name}? It stays with its subscribers but takes no new ones.`, label: 'Archive', busyLabel: 'Archiving...' },
    call: (row) => api().update(row.id, { status: 'archived' }),
  },
  delete: {
    confirm: { title: 'Delete Package', text: (row) => `Delete ${row.name}? This cannot be undone.`, label: 'Delete', busyLabel: 'Deleting...', danger: true },
    call: (row) => api().remove(row.id),
  },
});
