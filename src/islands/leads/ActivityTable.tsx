/**
 * The status tracker's table (spec §2 "Leads status tracker"): Sr.No, Lead Name, Subdomain, Error,
 * Status, Type, Created At. The badge is green for SUCCESS, red for FAILED, else the primary colour;
 * the Error column says 'No Error Found' without a message; dates are 12-hour year-month-day.
 * Without rows, a line under the header says 'No record found', 'Error fetching Leads.' or that it
 * is loading: outside the scrolling table, so a phone shows it whatever the table's width.
 * At 1280 px it fits without scrolling sideways (issue 26): the name and subdomain are cut at
 * 10rem and the error to the room left, each with the whole in `title`. While the table scrolls
 * sideways on a phone, Sr.No and Lead Name stay in view (sticky, issue 10 §2).
 */
import { formatDateTime } from '~/lib/dates';
import { activityErrorText, activityStatusTone, type ShownActivity } from '~/lib/leads/model';
import { MSG } from '~/lib/messages';
import { BADGE_CLASS, TONE_CLASS } from '~/lib/tones';

const COLUMNS = ['Sr.No', 'Lead Name', 'Subdomain', 'Error', 'Status', 'Type', 'Created At'];

// The two sticky columns: Sr.No is 4rem wide so the name can stick right after it.
const STICKY = ['sticky left-0 z-10 w-16 min-w-16', 'sticky left-16 z-10 shadow-[inset_-1px_0_0_var(--color-slate-200)]'];

/** '2026-11-20 03:45 PM' with a break allowed only between the date and the time. */
function DateTime(props: { iso: string; timeZone: string }) {
  const text = formatDateTime(props.iso, props.timeZone);
  const space = text.indexOf(' ');
  return (
    <>
      <span className="whitespace-nowrap">{text.slice(0, space)}</span> <span className="whitespace-nowrap">{text.slice(space + 1)}</span>
    </>
  );
}

export type TableState = 'ready' | 'loading' | 'error';

export function ActivityTable(props: { rows: readonly ShownActivity[]; firstNumber: number; state: TableState; caption: string; timeZone: string }) {
  const { rows, state } = props;
  const notice = state === 'loading' ? 'Loading...' : state === 'error' ? MSG.errorFetchingLeads : rows.length === 0 ? MSG.noRecordFound : '';
  return (
    <div className="rounded-md border border-slate-200">
      {/* Focusable, so a keyboard can scroll it where it is wider than the screen. */}
      <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={`${props.caption} table`}>
        <table className="w-full min-w-[52rem] text-left text-sm" aria-busy={state === 'loading'}>
          <caption className="sr-only">{props.caption}</caption>
          <thead className="bg-slate-50 text-xs text-slate-600 uppercase">
            <tr>
              {COLUMNS.map((c, i) => (
                <th key={c} scope="col" className={`bg-slate-50 px-3 py-2 whitespace-nowrap ${STICKY[i] ?? ''}`}>
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {!notice &&
              rows.map((a, i) => (
                <tr key={props.firstNumber + i} className="hover:bg-slate-50">
                  <td className={`bg-white px-3 py-2.5 text-slate-600 ${STICKY[0]}`}>{props.firstNumber + i}</td>
                  <td className={`max-w-[9rem] truncate bg-white px-3 py-2.5 font-medium text-slate-900 sm:max-w-[10rem] ${STICKY[1]}`} title={a.leadName}>
                    {a.leadName}
                  </td>
                  <td className="px-3 py-2.5">
                    <span className="block max-w-[10rem] truncate whitespace-nowrap" title={a.subDomain}>
                      {a.subDomain}
                    </span>
                  </td>
                  {/* The error takes what the other columns leave, on one line, with the whole in `title`. */}
                  <td className={`w-full max-w-0 px-3 py-2.5 ${a.errorMessage ? 'text-red-700' : 'text-slate-500'}`}>
                    <span className="block truncate" title={activityErrorText(a)}>
                      {activityErrorText(a)}
                    </span>
                  </td>
                  <td className="px-3 py-2.5">
                    <span className={`${BADGE_CLASS} ${TONE_CLASS[activityStatusTone(a.status)]}`}>{a.status}</span>
                  </td>
                  <td className="px-3 py-2.5">{a.type}</td>
                  <td className="px-3 py-2.5">
                    <DateTime iso={a.createdAt} timeZone={props.timeZone} />
                  </td>
                </tr>
              ))}
          </tbody>
        </table>
      </div>
      {notice && <p className={`border-t border-slate-100 px-3 py-8 text-center text-sm ${state === 'error' ? 'text-red-700' : 'text-slate-600'}`}>{notice}</p>}
    </div>
  );
}
