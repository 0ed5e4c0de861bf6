/**
 * The upgrade request tables' row actions (issue 14 §4), a table of the action kit
 * (lib/actions/table.ts), shared by the queue and a customer's page: approve after a confirmation
 * showing the change and its prorated charge or credit (priced by the server when the page was
 * drawn); reject with a required reason; cancel on the customer's behalf. The owner is emailed
 * each. Which buttons a row shows: lib/upgrade-requests/rights.ts.
 */
import { actionTable, type ActionRow } from '~/lib/actions/table';
import { browserHttp } from '~/lib/api/browser';
import { upgradeRequestsApi } from '~/lib/upgrade-requests/api';
import { REASON_MAX } from '~/lib/upgrade-requests/model';

/** A request as its dialogs name it: `name` is the customer's business name. */
export interface UpgradeActionRow extends ActionRow {
  /** 'Starter → Business (monthly)'. */
  change: string;
  /** 'Charge $6.67', 'Credit $3.00' or 'No charge'. */
  proration: string;
}

const api = () => upgradeRequestsApi(browserHttp);

export const upgradeActions = actionTable<UpgradeActionRow>({
  approve: {
    confirm: {
      title: (row) => `Approve the package change of ${row.name}?`,
      text: (row) => `${row.change}, applied at once. The owner is emailed. Prorated for the rest of the current period: ${row.proration}.`,
      label: 'Approve',
      busyLabel: 'Approving...',
    },
    call: (row) => api().approve(row.id),
  },
  reject: {
    confirm: {
      title: (row) => `Reject the request of ${row.name}?`,
      text: (row) => `${row.change}. The owner is emailed the reason.`,
      label: 'Reject',
      busyLabel: 'Rejecting...',
      danger: true,
      reason: { label: 'Reason', max: REASON_MAX },
    },
    call: (row, { reason }) => api().reject(row.id, reason),
  },
  cancel: {
    confirm: {
      title: (row) => `Cancel the request of ${row.name}?`,
      text: (row) => `${row.change} will not be applied. The owner is emailed.`,
      label: 'Cancel request',
      busyLabel: 'Cancelling...',
      danger: true,
    },
    call: (row) => api().cancel(row.id),
  },
});
