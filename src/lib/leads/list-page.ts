/**
 * What the all-leads and existing-leads pages (issue 5 point 4) show for their URL: the list's page
 * with its search and filters, or for `?lead=<id>` that lead's information, or the API's message and
 * the status the page answers (issue 27 §9: a refused search, page or cursor 400, a lead that is not
 * there 404, a failure 502). Each page loads it in its own frontmatter: a status set once its layout
 * has started streaming is lost.
 */
import { ApiError, type Http } from '~/lib/api/http';
import { businessCategoriesApi } from '~/lib/business-categories/api';
import type { CategoryOption } from '~/lib/business-categories/model';
import { leadsApi, type LeadListBody } from '~/lib/leads/api';
import { readStatusFilter } from '~/lib/leads/display';
import type { LeadDetails, LeadStatus, LeadView } from '~/lib/leads/model';
import { readListQuery, readPosition } from '~/lib/list-query';
import { listFailureStatus, recordFailureStatus } from '~/lib/page-status';
import { can, crud, P } from '~/lib/permissions';
import type { UserDetails } from '~/lib/types';

/**
 * What `user` may do on the `view` list (spec §6): the page's own codes (`allleads` or
 * `existingleads`); on existing leads an `allleads` holder may act too, as the API allows.
 */
export function leadListRights(user: UserDetails, view: LeadView) {
  type Action = 'add' | 'edit' | 'delete' | 'single_lead_information';
  const all = (action: Action) => can(user, crud('oi', action, 'allleads'));
  const allowed = (action: Action) => all(action) || (view === 'existing' && can(user, crud('oi', action, 'existingleads')));
  return {
    edit: allowed('edit'),
    delete: allowed('delete'),
    // Retrying needs the all-leads edit code (the API's rule); only failed leads show the button.
    retry: all('edit'),
    view: allowed('single_lead_information'),
    // Issue 14 §1: either edit code converts (only a live lead converts, which existing leads are).
    convert: all('edit') || can(user, crud('oi', 'edit', 'existingleads')),
    add: can(user, P.OI_LEAD_REGISTERATION) && (all('add') || can(user, crud('oi', 'add', 'existingleads'))),
  };
}

export interface LeadsListLoad {
  q: string;
  /** The status filter (all leads only). */
  filter: LeadStatus | undefined;
  /** The business categories to filter by (all leads only), and the one the URL picks. */
  categories: CategoryOption[];
  category: string | undefined;
  /** `?lead=<id>` when the user may open a lead; '' otherwise. */
  leadId: string;
  details?: LeadDetails;
  list?: LeadListBody;
  /** The API's message when it refused or failed (the server's, else spec §8's); '' otherwise. */
  error: string;
  status: number;
}

/**
 * Reads `url` and asks the API for what it names.
 * @param mayOpenLead whether the user may see a single lead's information
 * @throws what is not an ApiError (a bug, not an answer)
 */
export async function loadLeadsList(http: Http, url: URL, view: LeadView, mayOpenLead: boolean): Promise<LeadsListLoad> {
  const { q } = readListQuery(url);
  const filter = view === 'all' ? readStatusFilter(url) : undefined;
  // The business category filter (issue 13 §1) on all leads; an unknown id in a link is ignored.
  const categories = view === 'all' ? await businessCategoriesApi(http).options().then((b) => b.data, () => []) : [];
  const categoryParam = url.searchParams.get('category') ?? '';
  const category = categories.some((c) => c.id === categoryParam) ? categoryParam : undefined;
  const leadId = mayOpenLead ? (url.searchParams.get('lead') ?? '') : '';
  const loaded = { q, filter, categories, category, leadId, error: '', status: 200 };
  const api = leadsApi(http);
  try {
    if (leadId) return { ...loaded, details: (await api.getLead(leadId)).data };
    return { ...loaded, list: await api.getAllLeads({ q, view, ...readPosition(url), ...(filter ? { status: filter } : {}), ...(category ? { category } : {}) }) };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { ...loaded, error: error.message, status: leadId ? recordFailureStatus(error.status) : listFailureStatus(error.status) };
  }
}
