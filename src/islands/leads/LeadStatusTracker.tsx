/**
 * The Leads Status Tracker (spec §2): tabs 'Created Leads' (CREATION) and 'Deleted Leads' (DELETE),
 * a search box, the activity table and its paginator, 10 records a page.
 *
 * The first tab's activities come from the server as props (server-rendered first paint); the other
 * tab loads from GET /leads/get-all-lead-activities (list at data.data.data, spec §7) when first
 * opened and stays cached. Search is client-side over every shown field (`searchActivities`).
 * The tab, search and page live in the URL (`?tab=deleted&q=…&page=…`, issue 10 §2): the server
 * draws the first paint from it, tabs and pages push a history entry (Back returns to them), typing
 * replaces the current one, and Back or Forward restore what the URL says.
 */
import { useEffect, useId, useMemo, useState, type KeyboardEvent } from 'react';
import { browserHttp } from '~/lib/api/browser';
import { leadsApi } from '~/lib/leads/api';
import { searchActivities, toShownActivity, type ActivityType, type ShownActivity } from '~/lib/leads/model';
import { readTrackerState, TRACKER_TABS, trackerHref, type TrackerState } from '~/lib/leads/tracker-state';
import { MSG } from '~/lib/messages';
import { clampPage, pageCount, PAGE_SIZE } from '~/lib/paginator';
import { ActivityTable } from '~/islands/leads/ActivityTable';
import { TrackerPager } from '~/islands/leads/TrackerPager';

export interface LeadStatusTrackerProps {
  /** The tab, search and page of the URL the page was asked with. */
  initial: TrackerState;
  /** That tab's activities, newest first, without ids (see toShownActivity); null when loading them failed. */
  activities: ShownActivity[] | null;
  /** The settings' time zone; dates keep spec §2's 12-hour year-month-day format (issue 15 §2). */
  timeZone: string;
}

type Loaded = ShownActivity[] | 'error';

export default function LeadStatusTracker(props: LeadStatusTrackerProps) {
  const id = useId();
  const [{ type, q: query, page }, setState] = useState(props.initial);
  const [lists, setLists] = useState<Partial<Record<ActivityType, Loaded>>>({ [props.initial.type]: props.activities ?? 'error' });
  const list = lists[type];

  /** Shows `next` and writes it to the URL: a new history entry (`push`) or in place of the current one. */
  const go = (next: TrackerState, push: boolean) => {
    setState(next);
    const href = trackerHref(new URL(location.href), next);
    if (push) history.pushState(null, '', href);
    else history.replaceState(history.state, '', href);
  };

  useEffect(() => {
    const restore = () => setState(readTrackerState(new URL(location.href)));
    addEventListener('popstate', restore);
    return () => removeEventListener('popstate', restore);
  }, []);

  useEffect(() => {
    if (list !== undefined) return;
    leadsApi(browserHttp)
      .getLeadActivities(type)
      .then((body) => body.data.data.map(toShownActivity), (): Loaded => 'error')
      .then((loaded) => setLists((all) => ({ ...all, [type]: loaded })));
  }, [type, list]);

  // Build the search index while the user reads, so the first keystroke costs what the others do
  // (formatting 10,000 dates for the index takes a fifth of a second on a slow phone).
  useEffect(() => {
    if (!Array.isArray(list) || list.length === 0) return;
    const warm = () => void searchActivities(list, '0', props.timeZone);
    if (typeof requestIdleCallback !== 'function') return void setTimeout(warm, 200);
    const handle = requestIdleCallback(warm, { timeout: 2000 });
    return () => cancelIdleCallback(handle);
  }, [list]);

  const found = useMemo(() => (Array.isArray(list) ? searchActivities(list, query, props.timeZone) : []), [list, query, props.timeZone]);
  const count = pageCount(found.length);
  const current = clampPage(page, count);
  const first = (current - 1) * PAGE_SIZE;
  const rows = found.slice(first, first + PAGE_SIZE);

  const choose = (next: ActivityType) => {
    if (next !== type) go({ type: next, q: query, page: 1 }, true);
  };

  // Arrow keys, Home and End move between the tabs (WAI-ARIA tabs pattern, automatic activation).
  const onTabKey = (event: KeyboardEvent) => {
    const at = TRACKER_TABS.findIndex((t) => t.type === type);
    const to = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: TRACKER_TABS.length - 1 }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    const next = TRACKER_TABS[(to + TRACKER_TABS.length) % TRACKER_TABS.length]!;
    choose(next.type);
    document.getElementById(`${id}-${next.type}`)?.focus();
  };

  const label = TRACKER_TABS.find((t) => t.type === type)?.label ?? '';
  const state = list === undefined ? 'loading' : list === 'error' ? 'error' : 'ready';
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div role="tablist" aria-label="Lead activities" className="inline-flex self-start rounded-lg bg-slate-100 p-1" onKeyDown={onTabKey}>
          {TRACKER_TABS.map((t) => (
            <button
              key={t.type}
              id={`${id}-${t.type}`}
              type="button"
              role="tab"
              aria-selected={t.type === type}
              aria-controls={`${id}-panel`}
              tabIndex={t.type === type ? 0 : -1}
              onClick={() => choose(t.type)}
              className={`rounded-md px-4 py-1.5 text-sm font-medium whitespace-nowrap ${t.type === type ? 'bg-white text-primary shadow-sm' : 'text-slate-600 hover:text-slate-900'}`}
            >
              {t.label}
            </button>
          ))}
        </div>
        <div role="search" className="w-full sm:max-w-xs">
          <label htmlFor={`${id}-search`} className="sr-only">
            Search lead activities
          </label>
          <input
            id={`${id}-search`}
            type="search"
            placeholder="Search"
            value={query}
            onChange={(e) => go({ type, q: e.target.value, page: 1 }, false)}
            className="w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm shadow-sm"
          />
        </div>
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${type}`} className="flex flex-col gap-4">
        <ActivityTable rows={rows} firstNumber={first + 1} state={state} caption={label} timeZone={props.timeZone} />
        <nav aria-label="Pagination" className="flex flex-col items-center justify-between gap-3 sm:flex-row">
          {/* Announces each search's result; an empty result is already said under the table. */}
          <p className={`text-sm text-slate-600 ${found.length === 0 ? 'sr-only' : ''}`} aria-live="polite">
            {state === 'ready' && (found.length === 0 ? MSG.noRecordFound : `${first + 1}–${first + rows.length} of ${found.length.toLocaleString('en-US')}`)}
          </p>
          <TrackerPager page={current} count={count} onPage={(to) => go({ type, q: query, page: to }, true)} />
        </nav>
      </div>
    </div>
  );
}
