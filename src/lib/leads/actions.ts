/**
 * The leads lists' row actions (issue 5 point 4), a table of the action kit (lib/actions/table.ts):
 * delete after a confirmation naming the lead and its address; retry a failed lead at once. Edit
 * (the lead form) and 'Convert to customer' (issue 14 §1) are dialogs of their own, opened by the
 * leads' action host (islands/leads/LeadActions.tsx). Which buttons a row shows: lib/leads/rights.ts.
 */
import { actionTable } from '~/lib/actions/table';
import { browserHttp } from '~/lib/api/browser';
import { ApiError } from '~/lib/api/http';
import { leadsApi } from '~/lib/leads/api';
import type { LeadFormLead } from '~/lib/leads/form';
import { FALLBACK } from '~/lib/messages';

const api = () => leadsApi(browserHttp);

/**
 * Retries a failed lead (issue 5 point 3). The API answers 200 either way (the lead stays saved,
 * `failed`), so an attempt that failed again is turned into a failure here: its message is then told
 * as an error, by the one failure rule, instead of as a success.
 */
export async function retryLead(row: Pick<LeadFormLead, 'id'>) {
  const body = await api().retryLead(row.id);
  if (body.data.status === 'failed') throw new ApiError(200, body.message);
  return body;
}

export const leadActions = actionTable<LeadFormLead>({
  delete: {
    confirm: {
      title: 'Delete lead',
      text: (lead) => `Delete the lead ${lead.name}? Its address ${lead.fqdn} is removed and the subdomain becomes free for another lead.`,
      label: 'Delete',
      busyLabel: 'Deleting...',
      danger: true,
    },
    call: (lead) => api().deleteLead(lead.id),
    fallback: FALLBACK.deleteLead,
  },
  retry: { call: retryLead, fallback: FALLBACK.createLead },
});
