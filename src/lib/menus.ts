/**
 * The sidebar menus of spec §2 as data, and the one pure filter of spec §6 "Menu visibility".
 * `components/Sidebar.astro` only draws what `buildMenu` returns.
 */
import { P, can, crud, type Permission, type PermissionHolder } from '~/lib/permissions';
import { DASHBOARD } from '~/lib/routes';

export interface MenuSubTab {
  title: string;
  path: string;
  permission: Permission | '';
  /**
   * A page for doing something (a registration form): shown only to a role holding one of these
   * besides `permission`, so no one is offered a page that only says their role cannot (issue 26
   * defect 12). Each is the permission the page itself checks.
   */
  uses?: readonly Permission[];
}

export interface MenuTab extends MenuSubTab {
  /** Icon name drawn by the sidebar. */
  icon: 'home' | 'users' | 'help' | 'settings' | 'grid' | 'store' | 'package' | 'target' | 'user';
  subTabs: MenuSubTab[];
}

const OU = DASHBOARD.OU;
const OI = DASHBOARD.OI;

/** OU menu (spec §2 "OU menu"). */
export const OU_MENU: readonly MenuTab[] = [
  { title: 'Dashboard', path: OU, permission: P.OU_DASHBOARD, icon: 'home', subTabs: [] },
  {
    title: 'Users',
    path: `${OU}/users`,
    permission: P.OU_USERS,
    icon: 'users',
    subTabs: [
      { title: 'List of Super Admin', path: `${OU}/users/list-of-super-admin`, permission: P.OU_LIST_OF_SUPER_ADMIN },
      { title: 'Employees', path: `${OU}/users/employees`, permission: P.OU_EMPLOYEES },
      { title: 'Designation', path: `${OU}/users/designation`, permission: P.OU_DESIGNATION },
      { title: 'Permission', path: `${OU}/users/permission`, permission: P.OU_PERMISSION },
      { title: 'Roles', path: `${OU}/users/roles`, permission: P.OU_ROLES },
      { title: 'Departments', path: `${OU}/users/departments`, permission: P.OU_DEPARTMENTS },
    ],
  },
  { title: 'Help', path: `${OU}/help`, permission: P.OU_HELP, icon: 'help', subTabs: [] },
  {
    title: 'Settings',
    path: `${OU}/settings`,
    permission: P.OU_SETTINGS,
    icon: 'settings',
    subTabs: [
      { title: 'General', path: `${OU}/settings/general`, permission: P.OU_SETTINGS },
      // Issue 11 §4: the audit log has its own permission.
      { title: 'Audit Log', path: `${OU}/settings/audit-log`, permission: crud('ou', 'view', 'audit_log') },
    ],
  },
];

/** OI menu (spec §2 "OI menu"). */
export const OI_MENU: readonly MenuTab[] = [
  { title: 'Dashboard Inventory', path: OI, permission: P.OI_DASHBOARD_INVENTORY, icon: 'home', subTabs: [] },
  {
    title: 'General',
    path: `${OI}/general`,
    permission: P.OI_GENERAL,
    icon: 'grid',
    subTabs: [
      { title: 'Business Categories', path: `${OI}/general/business-categories`, permission: P.OI_BUSINESS_CATEGORIES },
      { title: 'Data Center', path: `${OI}/general/data-center`, permission: P.OI_DATA_CENTER },
    ],
  },
  {
    title: 'Resellers',
    path: `${OI}/resellers`,
    permission: P.OI_RESELLERS,
    icon: 'store',
    subTabs: [
      { title: 'Reseller Registration', path: `${OI}/resellers/reseller-registration`, permission: P.OI_RESELLERS_REGISTERATION, uses: [crud('oi', 'edit', 'resellers')] },
      { title: 'List of Online Resellers', path: `${OI}/resellers/list-of-online-resellers`, permission: P.OI_LIST_OF_ONLINE_RESELLERS },
      { title: 'All Resellers', path: `${OI}/resellers/all-resellers`, permission: P.OI_ALL_RESELLERS },
    ],
  },
  {
    title: 'Packages',
    path: `${OI}/packages`,
    permission: P.OI_PACKAGES,
    icon: 'package',
    subTabs: [
      { title: 'Packages', path: `${OI}/packages`, permission: P.OI_PACKAGES },
      { title: 'Registration', path: `${OI}/packages/registration`, permission: P.OI_PACKAGE_REGISTERATION, uses: [crud('oi', 'add', 'packages')] },
      { title: 'Upgrade Packages Request', path: `${OI}/packages/update-packages-request`, permission: P.OI_UPGRADE_PACKAGE_REQUEST },
    ],
  },
  {
    title: 'Leads',
    path: `${OI}/leads`,
    permission: P.OI_LEADS,
    icon: 'target',
    subTabs: [
      { title: 'All Leads', path: `${OI}/leads/all-leads`, permission: P.OI_ALL_LEADS },
      { title: 'Existing Leads', path: `${OI}/leads/existing-leads`, permission: P.OI_EXISTING_LEADS },
      { title: 'Registration', path: `${OI}/leads/registration`, permission: P.OI_LEAD_REGISTERATION, uses: [crud('oi', 'add', 'allleads'), crud('oi', 'add', 'existingleads')] },
      { title: 'Leads Status Tracker', path: `${OI}/leads/all-leads-status-tracker`, permission: P.OI_LEAD_ACTIVITY_TRACKER },
    ],
  },
  {
    title: 'Customers',
    path: `${OI}/customers`,
    permission: P.OI_CUSTOMERS,
    icon: 'user',
    // 'All Customers' (issue 14 §1) reaches the customers list; 'Users' is spec §2's sub-tab.
    subTabs: [
      { title: 'All Customers', path: `${OI}/customers`, permission: P.OI_CUSTOMERS },
      { title: 'Users', path: `${OI}/customers/users`, permission: P.OI_CUSTOMER_USERS },
    ],
  },
  // Open to all (spec §6): an empty permission on the tab and its sub-tab.
  {
    title: 'Settings',
    path: `${OI}/settings`,
    permission: '',
    icon: 'settings',
    subTabs: [{ title: 'General', path: `${OI}/settings/general`, permission: '' }],
  },
];

/** A tab as drawn: where it links, whether it is the current one, and its visible sub-tabs. */
export interface VisibleTab {
  title: string;
  icon: MenuTab['icon'];
  /** The tab's own path, or its first permitted sub-tab's. */
  href: string;
  active: boolean;
  subTabs: Array<MenuSubTab & { active: boolean }>;
}

const isUnder = (path: string, base: string) => path === base || path.startsWith(`${base}/`);

/**
 * Filters `menu` for `user` (spec §6): a tab shows if its permission is empty or held, or if any
 * of its sub-tabs is permitted; sub-tabs are filtered one by one, a page for doing something only
 * for a role that may do it (`uses`).
 */
export function filterMenu(menu: readonly MenuTab[], user: PermissionHolder): MenuTab[] {
  const usable = (sub: MenuSubTab) => can(user, sub.permission) && (!sub.uses || sub.uses.some((p) => can(user, p)));
  return menu.flatMap((tab) => {
    const subTabs = tab.subTabs.filter(usable);
    return can(user, tab.permission) || subTabs.length > 0 ? [{ ...tab, subTabs }] : [];
  });
}

/**
 * The menu of a sub-product as the sidebar draws it for `user` on `pathname`: filtered, each tab
 * linking to itself or its first permitted sub-tab, the active tab and sub-tab marked.
 */
export function buildMenu(menu: readonly MenuTab[], user: PermissionHolder, pathname: string): VisibleTab[] {
  const path = pathname.replace(/\/$/, '') || '/';
  const tabs = filterMenu(menu, user);
  // A dashboard tab is a prefix of every path: it is active only on its exact path.
  const activeSub = (sub: MenuSubTab) => (sub.path === DASHBOARD.OI ? path === sub.path : isUnder(path, sub.path));
  return tabs.map((tab) => {
    const subTabs = tab.subTabs.map((sub) => ({ ...sub, active: false }));
    const current = [...subTabs].sort((a, b) => b.path.length - a.path.length).find(activeSub);
    if (current) current.active = true;
    const isDashboard = tab.path === DASHBOARD.OU || tab.path === DASHBOARD.OI;
    return {
      title: tab.title,
      icon: tab.icon,
      href: subTabs[0]?.path ?? tab.path,
      active: Boolean(current) || (isDashboard ? path === tab.path : isUnder(path, tab.path)),
      subTabs,
    };
  });
}
