/**
 * Every route of spec §2 with the permission its page requires. The middleware enforces these
 * (DESIGN.md "Permissions"); a path that is no route here redirects to / (spec §2).
 */
import { CATEGORY_RIGHTS } from '~/lib/business-categories/rights';
import { CUSTOMER_USER_RIGHTS } from '~/lib/customer-users/rights';
import { DEPARTMENT_RIGHTS } from '~/lib/departments/rights';
import { DESIGNATION_RIGHTS } from '~/lib/designations/rights';
import { EMPLOYEE_RIGHTS } from '~/lib/employees/rights';
import { P, can, crud, type Permission } from '~/lib/permissions';
import { PERMISSION_RIGHTS, ROLE_RIGHTS } from '~/lib/roles/rights';
import { SUPER_ADMIN_RIGHTS } from '~/lib/super-admins/rights';
import type { UserDetails } from '~/lib/types';

export interface RouteRule {
  /** Path pattern; `:name` matches one segment. */
  pattern: string;
  /** Permission the page requires; '' means any signed-in user. Ignored for public routes. */
  permission: Permission | '';
  /**
   * What the page's records need besides: a user who may open the area but not read its records
   * gets the 403 page, as one without `permission` does (issue 26 defect 12). Each from the
   * domain's rights table (lib/<domain>/rights.ts), so the page and its API agree.
   */
  requires?: readonly Permission[];
  /** Public routes need no session. */
  public?: boolean;
  /** The page shows state read from outside the database as it renders (a cloud instance): kept as rendered for seconds only. */
  live?: boolean;
}

export const OU_BASE = '/owner-universe';
export const OI_BASE = '/owner-inventory';
export const OJ_BASE = '/owner-jungle';
export const OA_BASE = '/owner-analytic';

const OU = `${OU_BASE}/dashboard`;
const OI = `${OI_BASE}/dashboard`;

/** The shared structure of the OJ and OA route trees (spec §2), below `/dashboard`. */
export const FUTURE_AREA_SECTIONS = [
  '',
  'users/roles',
  'users/departments',
  'users/designation',
  'users/list-of-super-admin',
  'human-resource/employees',
  'general/business-categories',
  'general/data-center',
  'resellers/reseller-registration',
  'resellers/list-of-online-resellers',
  'resellers/all-resellers',
  'packages/registration',
  'packages/update-packages-request',
  'leads/registration',
  'leads/existing-leads',
  'leads/all-leads',
  'forms/package-registration',
  'forms/list-of-packages',
  'settings/general',
] as const;

const futureArea = (base: string, permission: Permission): RouteRule[] =>
  FUTURE_AREA_SECTIONS.map((section) => ({
    pattern: section ? `${base}/dashboard/${section}` : `${base}/dashboard`,
    permission,
  }));

export const ROUTES: readonly RouteRule[] = [
  { pattern: '/', permission: '', public: true },
  { pattern: '/request-reset-password', permission: '', public: true },
  { pattern: '/reset-password/:token', permission: '', public: true },
  { pattern: '/email-sent', permission: '', public: true },
  { pattern: '/forbidden', permission: '' },
  { pattern: '/profile', permission: P.B_PROFILE },

  { pattern: OU, permission: P.OU_DASHBOARD },
  { pattern: `${OU}/users`, permission: P.OU_ROLES, requires: ROLE_RIGHTS.view },
  { pattern: `${OU}/users/roles`, permission: P.OU_ROLES, requires: ROLE_RIGHTS.view },
  { pattern: `${OU}/users/list-of-super-admin`, permission: P.OU_LIST_OF_SUPER_ADMIN, requires: SUPER_ADMIN_RIGHTS.view },
  { pattern: `${OU}/users/employees`, permission: P.OU_EMPLOYEES, requires: EMPLOYEE_RIGHTS.view },
  { pattern: `${OU}/users/designation`, permission: P.OU_DESIGNATION, requires: DESIGNATION_RIGHTS.view },
  { pattern: `${OU}/users/permission`, permission: P.OU_PERMISSION, requires: PERMISSION_RIGHTS.view },
  { pattern: `${OU}/users/departments`, permission: P.OU_DEPARTMENTS, requires: DEPARTMENT_RIGHTS.view },
  { pattern: `${OU}/human-resource/employees`, permission: P.OU_EMPLOYEES, requires: EMPLOYEE_RIGHTS.view },
  { pattern: `${OU}/human-resource/employees/employee-registration`, permission: crud('ou', 'add', 'employee') },
  { pattern: `${OU}/help`, permission: P.OU_HELP },
  { pattern: `${OU}/help/list-of-packages`, permission: P.OU_HELP },
  { pattern: `${OU}/settings`, permission: P.OU_SETTINGS },
  { pattern: `${OU}/settings/general`, permission: P.OU_SETTINGS },
  { pattern: `${OU}/settings/audit-log`, permission: crud('ou', 'view', 'audit_log') },

  { pattern: OI, permission: P.OI_DASHBOARD_INVENTORY },
  { pattern: `${OI}/general/business-categories`, permission: P.OI_BUSINESS_CATEGORIES, requires: CATEGORY_RIGHTS.view },
  { pattern: `${OI}/general/data-center`, permission: P.OI_DATA_CENTER },
  { pattern: `${OI}/general/data-center/:id`, permission: crud('oi', 'view_single_data_center', 'datacenter'), live: true },
  { pattern: `${OI}/resellers/reseller-registration`, permission: P.OI_RESELLERS_REGISTERATION },
  { pattern: `${OI}/resellers/list-of-online-resellers`, permission: P.OI_LIST_OF_ONLINE_RESELLERS },
  { pattern: `${OI}/resellers/all-resellers`, permission: P.OI_ALL_RESELLERS },
  { pattern: `${OI}/packages`, permission: P.OI_PACKAGES },
  { pattern: `${OI}/packages/registration`, permission: P.OI_PACKAGE_REGISTERATION },
  { pattern: `${OI}/packages/update-packages-request`, permission: P.OI_UPGRADE_PACKAGE_REQUEST },
  { pattern: `${OI}/leads/all-leads`, permission: P.OI_ALL_LEADS },
  { pattern: `${OI}/leads/existing-leads`, permission: P.OI_EXISTING_LEADS },
  { pattern: `${OI}/leads/registration`, permission: P.OI_LEAD_REGISTERATION },
  { pattern: `${OI}/leads/all-leads-status-tracker`, permission: P.OI_LEAD_ACTIVITY_TRACKER },
  { pattern: `${OI}/customers/users`, permission: P.OI_CUSTOMER_USERS, requires: CUSTOMER_USER_RIGHTS.view },
  { pattern: `${OI}/customers/users/:id`, permission: crud('oi', 'view', 'customer_users') },
  // Issue 14 §1: the customers list and one customer (after customers/users, which :id would match).
  { pattern: `${OI}/customers`, permission: P.OI_CUSTOMERS },
  { pattern: `${OI}/customers/:id`, permission: P.OI_CUSTOMERS },
  // OI Settings is open to every signed-in user (spec §6 "Menu visibility").
  { pattern: `${OI}/settings/general`, permission: '' },
  { pattern: `${OI}/forms/package-registration`, permission: P.OI_FORMS },
  { pattern: `${OI}/forms/list-of-packages`, permission: P.OI_FORMS },

  ...futureArea(OJ_BASE, P.OJ_OJ),
  ...futureArea(OA_BASE, P.OA_OA),
];

function segments(path: string): string[] {
  return path.split('/').filter(Boolean);
}

// Split once: every request and every dashboard link is matched against them.
const PATTERNS = ROUTES.map((rule) => ({ rule, pattern: segments(rule.pattern) }));

/** The rule of `pathname` (trailing slash ignored), or undefined when it is no route. */
export function matchRoute(pathname: string): RouteRule | undefined {
  const parts = segments(pathname);
  return PATTERNS.find(({ pattern }) => pattern.length === parts.length && pattern.every((p, i) => p.startsWith(':') || p === parts[i]))?.rule;
}

/** The dashboards of the two built sub-products. */
export const DASHBOARD = { OU, OI } as const;

/** The first dashboard a user may see: OU with 'ou:access::ou', else OI (spec §4). */
export function homeFor(user: UserDetails): string {
  return can(user, P.OU_OU) ? DASHBOARD.OU : DASHBOARD.OI;
}

/**
 * The first permission `rule` needs that `user` lacks (the page's own, then its records'), or
 * undefined when the page is theirs: what the 403 page names (issue 26 defect 12).
 */
export function missingFor(user: UserDetails, rule: RouteRule): Permission | undefined {
  return [rule.permission, ...(rule.requires ?? [])].find((permission): permission is Permission => !can(user, permission));
}
