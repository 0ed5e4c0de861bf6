/**
 * The lead status tracker's state in the URL (issue 10 §2): `?tab=deleted&q=…&page=…`, so Back,
 * reload and a shared link keep the tab, the search and the page. The server reads it to draw the
 * first paint; the island writes it as the user moves and reads it again on Back.
 */
import type { ActivityType } from '~/lib/leads/model';
import { listHref, readListQuery } from '~/lib/list-query';

/** The tabs, in order, and the `tab` query value of each (absent for the first). */
export const TRACKER_TABS: ReadonlyArray<{ type: ActivityType; label: string; param: string | null }> = [
  { type: 'CREATION', label: 'Created Leads', param: null },
  { type: 'DELETE', label: 'Deleted Leads', param: 'deleted' },
];

/** What the tracker shows: its tab, search text and 1-based page. */
export interface TrackerState {
  type: ActivityType;
  q: string;
  page: number;
}

/** Reads the tracker's state from `url`: an unknown tab is the first, a malformed page is 1. */
export function readTrackerState(url: URL): TrackerState {
  const param = url.searchParams.get('tab');
  const type = TRACKER_TABS.find((t) => t.param !== null && t.param === param)?.type ?? TRACKER_TABS[0]!.type;
  return { type, ...readListQuery(url) };
}

/** `url` (path and query) showing `state`, other parameters kept; defaults are left out. */
export function trackerHref(url: URL, state: TrackerState): string {
  const tab = TRACKER_TABS.find((t) => t.type === state.type)?.param ?? null;
  return listHref(url, { tab, q: state.q, page: state.page });
}
