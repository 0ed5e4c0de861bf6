/**
 * The Leads Status Tracker (spec §2): tabs 'Created Leads' (CREATION) and 'Deleted Leads' (DELETE),
 * a search box, the activity table and its paginator, 10 records a page.
 *
 * The first tab's activities come from the server as props (server-rendered first paint); the other
 * tab loads from GET /leads/get-all-lead-activities (list at data.data.data, spec §7) when first
 * opened and stays cached. Search is client-side over every shown field (`searchActivities`).
 * The tab is mirrored in the URL (`?tab=deleted`) so a reload keeps it.
 */
import { useEffect, useId, useMemo, useState, type KeyboardEvent } from 'react';
import { browserHttp } from '~/lib/api/browser';
import { leadsApi } from '~/lib/leads/api';
import { searchActivities, toShownActivity, type ActivityType, type ShownActivity } from '~/lib/leads/model';
import { listHref } from '~/lib/list-query';
import { MSG } from '~/lib/messages';
import { clampPage, pageCount, PAGE_SIZE } from '~/lib/paginator';
import { ActivityTable } from '~/islands/leads/ActivityTable';
import { TrackerPager } from '~/islands/leads/TrackerPager';

/** The tabs, in order, and the `tab` query value of each (absent for the first). */
export const TRACKER_TABS: ReadonlyArray<{ type: ActivityType; label: string; param: string | null }> = [
  { type: 'CREATION', label: 'Created Leads', param: null },
  { type: 'DELETE', label: 'Deleted Leads', param: 'deleted' },
];

export interface LeadStatusTrackerProps {
  /** The tab shown first. */
  initialType: ActivityType;
  /** That tab's activities, newest first, without ids (see toShownActivity); null when loading them failed. */
  activities: ShownActivity[] | null;
  /** The settings' time zone; dates keep spec §2's 12-hour year-month-day format (issue 15 §2). */
  timeZone: string;
}

type Loaded = ShownActivity[] | 'error';

export default function LeadStatusTracker(props: LeadStatusTrackerProps) {
  const id = useId();
  const [type, setType] = useState(props.initialType);
  const [lists, setLists] = useState<Partial<Record<ActivityType, Loaded>>>({ [props.initialType]: props.activities ?? 'error' });
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const list = lists[type];

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
    setType(next);
    setPage(1);
    const param = TRACKER_TABS.find((t) => t.type === next)?.param ?? null;
    history.replaceState(history.state, '', listHref(new URL(location.href), { tab: param }));
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
            onChange={(e) => {
              setQuery(e.target.value);
              setPage(1);
            }}
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
          <TrackerPager page={current} count={count} onPage={setPage} />
        </nav>
      </div>
    </div>
  );
}
