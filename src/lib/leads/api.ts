/**
 * Calls of spec §7 "Leads" (base /leads), with the spec §8 fallbacks, plus the issue 5 additions
 * (retry, single lead). Each resolves to the `{message, data}` body or rejects with an ApiError.
 */
import type { Http } from '~/lib/api/http';
import type { ActivityType, Lead, LeadActivityList, LeadDetails, LeadListMeta } from '~/lib/leads/model';
import { FALLBACK } from '~/lib/messages';
import type { CreateLeadInput, LeadListQuery, UpdateLeadInput } from '~/lib/leads/schemas';
import type { ApiBody } from '~/lib/types';

/** Body of GET /leads/get-all-lead: one page of leads and its paging facts. */
export interface LeadListBody extends ApiBody<Lead[]> {
  meta: LeadListMeta;
}

/** Query of GET /leads/get-all-lead; every key optional (defaults: page 1, 10 a page, all leads). */
export type LeadListParams = Partial<LeadListQuery>;

/** The leads calls over `http`. */
export function leadsApi(http: Http) {
  return {
    /**
     * POST /leads/create-lead. Resolves (201) once the lead is saved: `data.status` is 'active' when
     * its subdomain was provisioned, 'failed' when not, with the reason in `data.lastError` and `message`.
     */
    createLead: (body: CreateLeadInput) => http.send<Lead>('post', '/leads/create-lead', body, FALLBACK.createLead),

    /**
     * GET /leads/get-all-lead: one page, newest first; `view: 'existing'` lists live subdomains only;
     * `after`/`before`/`last` page by keyset (meta.before and meta.after are the neighbours' cursors).
     */
    getAllLeads: ({ last, ...params }: LeadListParams = {}) =>
      http.get<Lead[]>('/leads/get-all-lead', FALLBACK.getLeads, { ...params, last: last ? 'true' : undefined }) as Promise<LeadListBody>,

    /** GET /leads/get-lead/:id: the single lead information view (lead, data center, activities). */
    getLead: (id: string) => http.get<LeadDetails>(`/leads/get-lead/${encodeURIComponent(id)}`, FALLBACK.getLeads),

    /** GET /leads/get-all-lead-activities: the list is at `body.data.data` (spec §7), newest first. */
    getLeadActivities: (type?: ActivityType) =>
      http.get<LeadActivityList>('/leads/get-all-lead-activities', FALLBACK.getLeadActivities, { type }),

    /** PATCH /leads/update-lead `{id, ...fields}`; a subdomain or data center change re-provisions. */
    updateLead: (body: UpdateLeadInput) => http.send<Lead>('patch', '/leads/update-lead', body, FALLBACK.updateLead),

    /** DELETE /leads/delete-lead `{id}`; on success show `message` (spec §7). */
    deleteLead: (id: string) => http.send<Lead>('delete', '/leads/delete-lead', { id }, FALLBACK.deleteLead),

    /** POST /leads/retry-lead `{id}`: provisions a failed lead again; resolves like createLead. */
    retryLead: (id: string) => http.send<Lead>('post', '/leads/retry-lead', { id }, FALLBACK.createLead),
  };
}

export type LeadsApi = ReturnType<typeof leadsApi>;
