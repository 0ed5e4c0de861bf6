/**
 * The leads lists' action host (issue 5 point 4, issue 25 §2), hydrated on the first click of a
 * `data-action` button: the kit's host runs the table (delete, retry; lib/leads/actions.ts), and
 * the two dialogs of their own open beside it: edit (the lead form) and 'Convert to customer'
 * (issue 14 §1). Which buttons a row shows is decided on the server (lib/leads/rights.ts).
 */
import { useSyncExternalStore } from 'react';
import { ActionHost } from '~/islands/actions/ActionHost';
import { ConvertLeadDialog } from '~/islands/leads/ConvertLeadDialog';
import { EditLeadDialog } from '~/islands/leads/EditLeadDialog';
import { actionStore, clearAction } from '~/lib/actions/channel';
import { leadActions } from '~/lib/leads/actions';
import type { LeadFormLead } from '~/lib/leads/form';

export interface LeadActionsProps {
  /** The rows of the page, with what the edit form needs. */
  rows: LeadFormLead[];
  /** LEADS_DOMAIN, for the edit form's subdomain hint. */
  domain?: string;
}

export default function LeadActions({ rows, domain }: LeadActionsProps) {
  const request = useSyncExternalStore(actionStore.subscribe, actionStore.get, actionStore.getServer);
  const lead = request && rows.find((row) => row.id === request.id);
  return (
    <>
      <ActionHost actions={leadActions} rows={rows} />
      {request?.kind === 'edit' && lead && <EditLeadDialog key={lead.id} lead={lead} onClose={clearAction} {...(domain ? { domain } : {})} />}
      {request?.kind === 'convert' && lead && <ConvertLeadDialog key={lead.id} lead={lead} onClose={clearAction} />}
    </>
  );
}
