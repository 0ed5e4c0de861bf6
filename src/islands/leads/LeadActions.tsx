/**
 * The one island behind every row action of a leads table (issue 5 point 4), hydrated on the first
 * click (client:event, see lib/lead-actions.ts) so the table itself ships no React:
 * - edit: the lead form in a dialog;
 * - delete: a confirm dialog, then DELETE /leads/delete-lead; on 200 the server's message (spec §7);
 * - retry: POST /leads/retry-lead for a failed lead, then the page reloads with the outcome;
 * - convert: the 'Convert to customer' dialog (issue 14 §1) for a live, unconverted lead.
 * What the user may do is decided on the server: only permitted buttons are drawn.
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import { browserHttp, sessionEnded } from '~/lib/api/browser';
import { ApiError } from '~/lib/api/http';
import { leadsApi } from '~/lib/leads/api';
import { clearLeadAction, leadActionStore } from '~/lib/leads/actions';
import type { LeadFormLead } from '~/lib/leads/form';
import { FALLBACK } from '~/lib/messages';
import { showToast, toastAfterNavigation } from '~/lib/toast';
import { ConfirmDialog } from '~/islands/ConfirmDialog';
import { ConvertLeadDialog } from '~/islands/leads/ConvertLeadDialog';
import { EditLeadDialog } from '~/islands/leads/EditLeadDialog';

export interface LeadActionsProps {
  /** The rows of the page, with what the edit form needs. */
  leads: LeadFormLead[];
  /** LEADS_DOMAIN, for the edit form's subdomain hint. */
  domain?: string;
}

const messageOf = (error: unknown, fallback: string) => (error instanceof ApiError ? error.message : fallback);

/** Retries a failed lead and reloads, carrying the outcome (success or the new failure) as a toast. */
async function retry(id: string): Promise<void> {
  try {
    const { message, data } = await leadsApi(browserHttp).retryLead(id);
    toastAfterNavigation(data.status === 'failed' ? 'error' : 'success', message);
  } catch (error) {
    if (sessionEnded()) return;
    toastAfterNavigation('error', messageOf(error, FALLBACK.createLead));
  }
  window.location.reload();
}

export default function LeadActions(props: LeadActionsProps) {
  // The server rendered no request: null during hydration, then the click that hydrated the island.
  const request = useSyncExternalStore(leadActionStore.subscribe, leadActionStore.get, () => null);
  const [busy, setBusy] = useState(false);
  const lead = request ? props.leads.find((l) => l.id === request.id) : undefined;

  useEffect(() => {
    if (request?.kind === 'retry') void retry(request.id);
  }, [request]);

  const remove = async (target: LeadFormLead) => {
    setBusy(true);
    try {
      const { message } = await leadsApi(browserHttp).deleteLead(target.id);
      toastAfterNavigation('success', message);
      window.location.reload();
    } catch (error) {
      setBusy(false);
      clearLeadAction();
      if (!sessionEnded()) void showToast('error', messageOf(error, FALLBACK.deleteLead));
    }
  };

  return (
    <>
      <ConfirmDialog
        open={request?.kind === 'delete' && lead !== undefined}
        title={`Delete ${lead?.name ?? 'the lead'}?`}
        confirmLabel="Delete"
        busyLabel="Deleting..."
        busy={busy}
        danger
        onConfirm={() => lead && void remove(lead)}
        onCancel={clearLeadAction}
      >
        Delete the lead <strong>{lead?.name}</strong>? Its address <strong className="break-all">{lead?.fqdn}</strong> is removed and the
        subdomain becomes free for another lead.
      </ConfirmDialog>
      {request?.kind === 'edit' && lead && (
        <EditLeadDialog key={lead.id} lead={lead} onClose={clearLeadAction} {...(props.domain ? { domain: props.domain } : {})} />
      )}
      {request?.kind === 'convert' && lead && (
        <ConvertLeadDialog key={lead.id} lead={lead} onClose={clearLeadAction} />
      )}
    </>
  );
}
