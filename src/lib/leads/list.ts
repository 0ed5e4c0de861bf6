/**
 * The leads lists (issue 5 point 4) as the list kit reads them, both over the API's schema: All
 * Leads (search, status and business category filters, keyset paging; every lead but the deleted
 * ones unless the status filter asks for them) and Existing Leads (the live ones, search only).
 * A leads page shows, for `?lead=<id>` and a user who may open leads, that lead's information
 * instead (issue 27 §9: a lead that is not there answers 404). Each page loads in its own
 * frontmatter: a status set once the layout streams is lost.
 */
import { ApiError, type Http } from '~/lib/api/http';
import { categoryOptions } from '~/lib/business-categories/api';
import { leadsApi } from '~/lib/leads/api';
import type { LeadDetails, LeadView } from '~/lib/leads/model';
import { leadRights, mayDoAny } from '~/lib/leads/rights';
import { leadListQuerySchema } from '~/lib/leads/schemas';
import { loadList } from '~/lib/list/load';
import { defineList } from '~/lib/list/spec';
import { recordFailureStatus } from '~/lib/page-status';
import type { PermissionHolder } from '~/lib/permissions';

export const leadLists = {
  all: defineList(leadListQuerySchema, { fixed: { view: 'all' } }),
  existing: defineList(leadListQuerySchema, { fixed: { view: 'existing', status: undefined, category: undefined } }),
};

/** The page of the `view` list `url` names, and (all leads only) the business categories to filter by. */
export async function loadLeadList(http: Http, url: URL, view: LeadView) {
  const [list, categories] = await Promise.all([
    loadList(leadLists[view], url, (query) => leadsApi(http).getAllLeads(query)),
    view === 'all' ? categoryOptions(http) : [],
  ]);
  return { view, list, categories };
}

export type LeadListLoad = Awaited<ReturnType<typeof loadLeadList>>;

/** One lead's information, or the API's message and the page's status (404 unknown, 502 failed). */
export interface LeadViewLoad {
  details?: LeadDetails;
  error: string;
  status: number;
}

/** Loads lead `id` for the single lead information view. @throws what is not an ApiError */
export async function loadLeadView(http: Http, id: string): Promise<LeadViewLoad> {
  try {
    return { details: (await leadsApi(http).getLead(id)).data, error: '', status: 200 };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { error: error.message, status: recordFailureStatus(error.status) };
  }
}

/**
 * What a leads page shows for `url`: the single lead of `?lead=<id>` when `user` may open leads
 * (either code; the API refuses a lead the existing-leads code does not reach), else the list.
 */
export async function loadLeadsPage(http: Http, url: URL, view: LeadView, user: PermissionHolder | null | undefined) {
  const id = mayDoAny('open', leadRights(user)) ? url.searchParams.get('lead') : null;
  if (id) {
    const lead = await loadLeadView(http, id);
    return { lead, status: lead.status };
  }
  const list = await loadLeadList(http, url, view);
  return { list, status: list.list.status };
}

export type LeadsPageLoad = Awaited<ReturnType<typeof loadLeadsPage>>;
