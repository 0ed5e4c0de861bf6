/**
 * Calls of the dashboards API (issue 15 §1, base /dashboards), for the dashboard pages (server).
 */
import type { Http } from '~/lib/api/http';
import type { Board, Dashboard } from '~/lib/dashboards/model';
import type { Period } from '~/lib/dashboards/period';

export const DASHBOARD_FALLBACK = 'Failed to get the dashboard';

/** The dashboard calls over `http`. */
export function dashboardsApi(http: Http) {
  return {
    /** GET /dashboards/{board}?period=: the figures the caller may see. */
    read: <B extends Board>(board: B, period: Period) => http.get<Dashboard<B>>(`/dashboards/${board}`, DASHBOARD_FALLBACK, { period }),
  };
}
