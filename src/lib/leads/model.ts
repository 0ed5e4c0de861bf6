/**
 * Leads as the API shows them (issue 5, spec §3 "Lead activity record"), plus the pure functions the
 * pages and the status tracker island share. Runs on the server and in the browser.
 */
import { DEFAULT_TIME_ZONE, formatDateTime } from '~/lib/dates';
import { MSG } from '~/lib/messages';

/** Where a lead's subdomain stands: `active` is live, `failed` can be retried, `deleted` is gone. */
export const LEAD_STATUSES = ['pending', 'active', 'failed', 'deleted'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** Kinds of provisioning attempt (spec §4): creating or deleting the subdomain. */
export const ACTIVITY_TYPES = ['CREATION', 'DELETE'] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

/** Outcome of an attempt (spec §4). */
export const ACTIVITY_STATUSES = ['SUCCESS', 'FAILED'] as const;
export type ActivityStatus = (typeof ACTIVITY_STATUSES)[number];

/** A lead: a prospective customer with a trial site on `{subdomain}.{LEADS_DOMAIN}`. Dates are ISO-8601. */
export interface Lead {
  id: string;
  name: string;
  email: string;
  phone: string;
  company: string;
  /** The DNS label, e.g. `acme`. */
  subdomain: string;
  /** The full name, e.g. `acme.leads.example.com`. */
  fqdn: string;
  /** Id of the data center (instance) that hosts the site; null once that data center is removed. */
  dataCenterId: string | null;
  /** That data center's instance name; '' when the instance no longer exists. */
  dataCenterName: string;
  status: LeadStatus;
  /** The business category (issue 13 §1); null when none. */
  categoryId: string | null;
  notes: string | null;
  /** Display name of the user who registered the lead; null when that user is gone. */
  createdBy: string | null;
  createdAt: string;
  updatedAt: string;
  /** The message of the last failed attempt; null after a success. */
  lastError: string | null;
  /** When the lead became a customer (issue 14 §1); null while it has not. */
  convertedAt: string | null;
}

/** One provisioning attempt (spec §3 "Lead activity record"), field names verbatim, plus ids. */
export interface LeadActivity {
  id: string;
  leadId: string;
  leadName: string;
  subDomain: string;
  /** The provider's or the precondition's message; null on success (shown as 'No Error Found'). */
  errorMessage: string | null;
  status: ActivityStatus;
  type: ActivityType;
  /** ISO-8601. */
  createdAt: string;
}

/** What the tracker shows of an activity (spec §2 columns): no ids, so its props stay small. */
export type ShownActivity = Pick<LeadActivity, 'leadName' | 'subDomain' | 'errorMessage' | 'status' | 'type' | 'createdAt'>;

/** An activity without its ids (what the tracker receives). */
export function toShownActivity({ leadName, subDomain, errorMessage, status, type, createdAt }: ShownActivity): ShownActivity {
  return { leadName, subDomain, errorMessage, status, type, createdAt };
}

/** Data of GET /leads/get-all-lead-activities: the list sits at `data.data.data` of the response (spec §7). */
export interface LeadActivityList {
  data: LeadActivity[];
  /** Every activity of the requested type, which may exceed `data.length` when the list is capped. */
  total: number;
}

/** Paging facts of GET /leads/get-all-lead. */
export interface LeadListMeta {
  /** Matching leads; a lower bound when `exact` is false (see the service: counting stops at a cap). */
  total: number;
  /** False when more than `total` leads match, e.g. "10,000+". */
  exact: boolean;
  /** 1-based; null when the page's place is not known (the end of a list longer than the count's cap). */
  page: number | null;
  pageSize: number;
  /** The `before` cursor of the previous page; null on the first page. */
  before: string | null;
  /** The `after` cursor of the next page; null on the last page. */
  after: string | null;
}

/** The data center summary shown in a lead's single information view. */
export interface LeadDataCenter {
  id: string;
  name: string;
  region: string;
  /** The instance state name, e.g. 'running', 'stopped'. */
  state: string;
  publicIp: string | null;
}

/** Data of GET /leads/get-lead/:id: the lead, its data center (null when gone) and its activities, newest first. */
export interface LeadDetails {
  lead: Lead;
  dataCenter: LeadDataCenter | null;
  activities: LeadActivity[];
}

/** Which leads list: all of them, or the existing ones (subdomain live, i.e. `active`). */
export const LEAD_VIEWS = ['all', 'existing'] as const;
export type LeadView = (typeof LEAD_VIEWS)[number];

/** The text a tracker row shows in its Error column (spec §2). */
export function activityErrorText(activity: Pick<LeadActivity, 'errorMessage'>): string {
  return activity.errorMessage || MSG.noErrorFound;
}

/** Badge colour of an activity status (spec §2): green SUCCESS, red FAILED, else the primary colour. */
export function activityStatusTone(status: string): 'success' | 'danger' | 'primary' {
  if (status === 'SUCCESS') return 'success';
  if (status === 'FAILED') return 'danger';
  return 'primary';
}

// The searchable text of each activity, built once per list (the tracker searches the same list on
// every keystroke, up to 10,000 rows on a slowed CPU: formatting dates each time would dominate).
const haystacks = new WeakMap<readonly ShownActivity[], { timeZone: string; texts: string[] }>();

function haystackOf(list: readonly ShownActivity[], timeZone: string): string[] {
  const cached = haystacks.get(list);
  if (cached && cached.timeZone === timeZone) return cached.texts;
  const texts = list.map((a) =>
    [a.leadName, a.subDomain, activityErrorText(a), a.status, a.type, formatDateTime(a.createdAt, timeZone)]
      .join('\n')
      .toLowerCase(),
  );
  haystacks.set(list, { timeZone, texts });
  return texts;
}

/**
 * The tracker's client-side search (spec §2): keeps the activities whose visible fields (lead name,
 * subdomain, error text, status, type, formatted date) contain every whitespace-separated word of
 * `query`, ignoring case. Order is kept; a blank query returns `list` itself.
 * @param timeZone the zone the dates are shown in, so that searching "03:45 PM" finds what is on screen
 */
export function searchActivities<T extends ShownActivity>(list: readonly T[], query: string, timeZone: string = DEFAULT_TIME_ZONE): T[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return list as T[];
  const texts = haystackOf(list, timeZone);
  return list.filter((_, i) => {
    const text = texts[i] ?? '';
    return words.every((w) => text.includes(w));
  });
}
