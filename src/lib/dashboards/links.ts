/**
 * Where each dashboard figure leads (issue 15 §1): the list that explains it, with the filters that
 * list reads from its URL. A link is only drawn when its page exists and the user may open it.
 */
import { can, type PermissionHolder } from '~/lib/permissions';
import { matchRoute } from '~/lib/routes';
import { dayOf, type PeriodWindow } from '~/lib/dashboards/period';

const OU = '/owner-universe/dashboard';
const OI = '/owner-inventory/dashboard';

export const LIST_PATHS = {
  employees: `${OU}/human-resource/employees`,
  roles: `${OU}/users/roles`,
  auditLog: `${OU}/settings/audit-log`,
  dataCenters: `${OI}/general/data-center`,
  allLeads: `${OI}/leads/all-leads`,
  existingLeads: `${OI}/leads/existing-leads`,
  customers: `${OI}/customers`,
  upgradeRequests: `${OI}/packages/update-packages-request`,
  resellerQueue: `${OI}/resellers/list-of-online-resellers`,
} as const;

/** `path` with `params` (empty values left out) as its query. */
export function withQuery(path: string, params: Record<string, string | undefined> = {}): string {
  const query = new URLSearchParams(Object.entries(params).filter((e): e is [string, string] => !!e[1])).toString();
  return query ? `${path}?${query}` : path;
}

/** The audit log filtered to `action` (if any) over the window's days, in the settings' zone. */
export function auditHref(window: PeriodWindow, action?: string): string {
  return withQuery(LIST_PATHS.auditLog, { action, from: dayOf(window.from, window.timeZone), to: dayOf(new Date(window.to.getTime() - 1), window.timeZone) });
}

/** `href` when its page is a route `user` may open, else undefined (the figure is drawn without a link). */
export function reachable(href: string, user: PermissionHolder): string | undefined {
  const rule = matchRoute(href.split('?', 1)[0]!);
  return rule && can(user, rule.permission) ? href : undefined;
}
