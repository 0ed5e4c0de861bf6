/**
 * Profile → Security, sessions part (issue 16 §2): the active sessions with 'Sign out' each and
 * 'Sign out everywhere else', and the last sign-ins and failed attempts, dated in the settings' zone
 * and format like every page (issue 26 defect 10; the browser's locale gave '11/27/2026, 2:21:44 AM').
 */
import { useEffect, useState } from 'react';
import { browserHttp } from '~/lib/api/browser';
import type { SessionView, SignInAttempt } from '~/lib/auth/security';
import { securityApi } from '~/lib/auth/security-api';
import { formatDate, type DateStyle } from '~/lib/dates';

const api = securityApi(browserHttp);

export function SessionsSection(props: { dates: DateStyle }) {
  const when = (iso: string) => formatDate(iso, props.dates);
  const [sessions, setSessions] = useState<SessionView[]>();
  const [history, setHistory] = useState<SignInAttempt[]>([]);
  const refresh = async () => {
    const [s, h] = await Promise.all([api.sessions(), api.signIns()]);
    setSessions(s.data);
    setHistory(h.data);
  };
  useEffect(() => void refresh(), []);
  const run = (action: () => Promise<unknown>) => async () => {
    await action();
    await refresh();
  };

  if (!sessions) return <p className="text-sm text-slate-500">Loading...</p>;
  return (
    <div className="flex flex-col gap-4">
      <section aria-labelledby="sessions-heading" className="flex flex-col gap-2">
        <h3 id="sessions-heading" className="font-semibold">
          Active sessions
        </h3>
        <ul className="flex flex-col divide-y divide-slate-200 rounded-md border border-slate-200">
          {sessions.map((s) => (
            <li key={s.id} className="flex items-center justify-between gap-3 p-3 text-sm" aria-label={`Session ${s.device} ${s.ip}`}>
              <div>
                <div className="font-medium">
                  {s.device} {s.current && <span className="ml-1 rounded bg-green-100 px-1.5 text-xs text-green-800">This device</span>}
                </div>
                <div className="text-slate-500">
                  {s.ip} · signed in {when(s.signedInAt)} · last seen {when(s.lastSeenAt)}
                </div>
              </div>
              {!s.current && (
                <button type="button" className="btn-secondary shrink-0 whitespace-nowrap" onClick={run(() => api.endSession(s.id))}>
                  Sign out
                </button>
              )}
            </li>
          ))}
        </ul>
        {sessions.length > 1 && (
          <button type="button" className="btn-secondary self-start" onClick={run(() => api.endOtherSessions())}>
            Sign out everywhere else
          </button>
        )}
      </section>
      <section aria-labelledby="history-heading" className="flex flex-col gap-2">
        <h3 id="history-heading" className="font-semibold">
          Recent sign-ins
        </h3>
        <ul className="flex flex-col gap-1 text-sm">
          {history.map((h, i) => (
            <li key={i} className={h.ok ? '' : 'text-red-700'}>
              {when(h.at)} · {h.ok ? 'Signed in' : 'Failed attempt'} · {h.ip} · {h.device}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
