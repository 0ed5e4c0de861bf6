/**
 * The reseller lists' row actions (issue 13 §3), a table of the action kit (lib/actions/table.ts):
 * every one asks first; reject and suspend ask for a required reason, which the applicant or the
 * reseller is told. Edit is a link to the registration form. Which buttons a row shows:
 * lib/resellers/rights.ts.
 */
import { actionTable, type ActionRow } from '~/lib/actions/table';
import { browserHttp } from '~/lib/api/browser';
import { resellersApi } from '~/lib/resellers/api';

const api = () => resellersApi(browserHttp);
const REASON = { label: 'Reason', max: 500 };

export const resellerActions = actionTable<ActionRow>({
  approve: {
    confirm: { title: 'Approve application', text: (r) => `Approve ${r.name}? It becomes an active reseller and the applicant is emailed.`, label: 'Approve', busyLabel: 'Approving...' },
    call: (r) => api().transition(r.id, 'approve'),
  },
  reject: {
    confirm: { title: 'Reject application', text: (r) => `Reject ${r.name}? The applicant is emailed the reason.`, label: 'Reject', busyLabel: 'Rejecting...', danger: true, reason: REASON },
    call: (r, { reason }) => api().transition(r.id, 'reject', reason),
  },
  suspend: {
    confirm: { title: 'Suspend reseller', text: (r) => `Suspend ${r.name}? It cannot sell until reactivated.`, label: 'Suspend', busyLabel: 'Suspending...', danger: true, reason: REASON },
    call: (r, { reason }) => api().transition(r.id, 'suspend', reason),
  },
  reactivate: {
    confirm: { title: 'Reactivate reseller', text: (r) => `Reactivate ${r.name}?`, label: 'Reactivate', busyLabel: 'Reactivating...' },
    call: (r) => api().transition(r.id, 'reactivate'),
  },
  delete: {
    confirm: { title: 'Delete reseller', text: (r) => `Delete ${r.name}? This cannot be undone.`, label: 'Delete', busyLabel: 'Deleting...', danger: true },
    call: (r) => api().remove(r.id),
  },
});
