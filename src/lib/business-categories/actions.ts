/**
 * The business categories list's row actions (issue 13 §1), a table of the action kit
 * (lib/actions/table.ts): hide and delete after a confirmation naming the category, show at once.
 * Edit opens the form above the list (`?edit=`). Which buttons a row shows:
 * lib/business-categories/rights.ts.
 */
import { actionTable, type ActionRow } from '~/lib/actions/table';
import { browserHttp } from '~/lib/api/browser';
import { businessCategoriesApi } from '~/lib/business-categories/api';

const api = () => businessCategoriesApi(browserHttp);

export const categoryActions = actionTable<ActionRow>({
  show: { call: (row) => api().update(row.id, { status: 'active' }) },
  hide: {
    confirm: { title: 'Hide Business Category', text: (row) => `Hide ${row.name}? It stays on the records that use it but is no longer offered for new ones.`, label: 'Hide', busyLabel: 'Hiding...' },
    call: (row) => api().update(row.id, { status: 'hidden' }),
  },
  delete: {
    confirm: { title: 'Delete Business Category', text: (row) => `Delete ${row.name}? This cannot be undone.`, label: 'Delete', busyLabel: 'Deleting...', danger: true },
    call: (row) => api().remove(row.id),
  },
});
