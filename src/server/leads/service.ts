/**
 * The leads service (issue 5; spec §3 "Lead activity record", §7 "Leads"): a thin factory over the
 * use cases, each in its own file. A lead is saved first (status `pending`), then its subdomain is
 * published (provisioning.ts); every attempt writes exactly one activity. Errors are HttpErrors
 * carrying the message the user sees; rows never leave the leads folder.
 */
import type { ActivityType, LeadStatus } from '~/lib/leads/model';
import type { AuditContext } from '~/server/audit/record';
import type { HttpError } from '~/server/http/errors';
import type { CreateLeadInput, LeadListQuery, UpdateLeadInput } from '~/lib/leads/schemas';
import { leadDetails, leadStatus, trackerActivities } from '~/server/leads/activities';
import { removeLeads, retryLeads } from '~/server/leads/bulk-leads';
import { createLead } from '~/server/leads/create-lead';
import { followAddress } from '~/server/leads/hosting';
import { leadsContext, type LeadsDeps } from '~/server/leads/lead-context';
import { listLeads } from '~/server/leads/list-leads';
import { removeLead } from '~/server/leads/remove-lead';
import { retryLead } from '~/server/leads/retry-lead';
import { updateLead } from '~/server/leads/update-lead';

export { liveLeadCounts } from '~/server/leads/hosting';
export {
  ACTIVITY_LIMIT,
  COUNT_CAP,
  LEAD_HISTORY_LIMIT,
  LEAD_MESSAGES,
  subdomainTakenMessage,
  type Attempted,
  type LeadHosts,
  type LeadsDeps,
} from '~/server/leads/lead-context';

/**
 * Builds the leads service; each method is documented on its use case. Writes take the request's
 * AuditContext (issue 11 §4); without one they are recorded as the system's.
 */
export function leadsService(deps: LeadsDeps) {
  const ctx = leadsContext(deps);
  return {
    list: (query: LeadListQuery) => listLeads(ctx, query),
    details: (id: string) => leadDetails(ctx, id),
    statusOf: (id: string) => leadStatus(ctx, id),
    activities: (type: ActivityType | undefined) => trackerActivities(ctx, type),
    create: (input: CreateLeadInput, creatorId: string, audit?: AuditContext) => createLead(ctx, input, creatorId, audit),
    retry: (id: string, audit?: AuditContext) => retryLead(ctx, id, audit),
    update: (input: UpdateLeadInput, audit?: AuditContext) => updateLead(ctx, input, audit),
    remove: (id: string, audit?: AuditContext) => removeLead(ctx, id, audit),
    removeMany: (ids: readonly string[], audit: AuditContext, refuse: (status: LeadStatus) => HttpError | undefined) => removeLeads(ctx, ids, audit, refuse),
    retryMany: (ids: readonly string[], audit: AuditContext) => retryLeads(ctx, ids, audit),
    followAddress: (dataCenterId: string, publicIp: string) => followAddress(ctx, dataCenterId, publicIp),
  };
}

export type LeadsService = ReturnType<typeof leadsService>;
