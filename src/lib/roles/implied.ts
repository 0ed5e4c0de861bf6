/**
 * The permissions a permission brings with it (issue 11 §1), shared by the server (which stores the
 * resolved set) and the role editor (which shows them checked and locked with the reason):
 * - an action on a resource brings that resource's `view` where the catalog has one;
 * - an action on a resource brings the access codes of the page that shows it;
 * - a page's access code brings its menu tab's code and the sub-product's umbrella code.
 * Page access codes are read from the menus (src/lib/menus.ts); only "which page shows a resource"
 * is a table here, since the spec does not link CRUD resources to pages.
 */
import { OI_MENU, OU_MENU, type MenuTab } from '~/lib/menus';
import { isPermission, P, type Permission } from '~/lib/permissions';
import { DASHBOARD } from '~/lib/routes';

const OU = DASHBOARD.OU;
const OI = DASHBOARD.OI;

/** The page that shows each CRUD resource of spec §6, as `module:resource` → path. */
const RESOURCE_PAGES: Record<string, string> = {
  'ou:department': `${OU}/users/departments`,
  'ou:designation': `${OU}/users/designation`,
  'ou:employee': `${OU}/users/employees`,
  'ou:roles': `${OU}/users/roles`,
  'ou:permission': `${OU}/users/permission`,
  'ou:listofsuperadmin': `${OU}/users/list-of-super-admin`,
  'ou:setting': `${OU}/settings`,
  'ou:users': `${OU}/users`,
  'ou:help': `${OU}/help`,
  'ou:dashboard': OU,
  'oi:packages': `${OI}/packages`,
  'oi:allleads': `${OI}/leads/all-leads`,
  'oi:existingleads': `${OI}/leads/existing-leads`,
  'oi:customer_users': `${OI}/customers/users`,
  'oi:customers': `${OI}/customers`,
  'oi:upgrade_package_request': `${OI}/packages/update-packages-request`,
  'oi:setting': `${OI}/settings/general`,
  'oi:resellers': `${OI}/resellers/all-resellers`,
  'oi:datacenter': `${OI}/general/data-center`,
  'oi:businesscategories': `${OI}/general/business-categories`,
};

const UMBRELLA: Record<string, Permission> = { ou: P.OU_OU, oi: P.OI_OI, oa: P.OA_OA, oj: P.OJ_OJ };

/** The access codes that open `path` in the menus: its sub-tab's, its tab's, and the umbrella code. */
function pageAccess(path: string): Permission[] {
  const module = path === OU || path.startsWith(`${OU}/`) ? 'ou' : 'oi';
  const menu: readonly MenuTab[] = module === 'ou' ? OU_MENU : OI_MENU;
  const codes: Array<Permission | ''> = [];
  for (const tab of menu) {
    const sub = tab.subTabs.find((s) => s.path === path);
    if (sub) codes.push(sub.permission, tab.permission);
    else if (tab.path === path) codes.push(tab.permission);
  }
  return [...new Set(codes.filter((c): c is Permission => c !== ''))].concat(UMBRELLA[module]!);
}

/** Every access code a menu entry carries, mapped to the codes of its tab and umbrella. */
function accessParents(): Map<Permission, Permission[]> {
  const parents = new Map<Permission, Permission[]>();
  for (const [module, menu] of [['ou', OU_MENU], ['oi', OI_MENU]] as const) {
    for (const tab of menu) {
      if (tab.permission) parents.set(tab.permission, [UMBRELLA[module]!]);
      for (const sub of tab.subTabs) {
        if (!sub.permission || sub.permission === tab.permission) continue;
        parents.set(sub.permission, [tab.permission, UMBRELLA[module]!].filter((c): c is Permission => c !== ''));
      }
    }
  }
  return parents;
}

const PARENTS = accessParents();

/** The permissions `code` brings directly (not transitively); [] for an unknown string. */
export function directlyImplied(code: string): Permission[] {
  if (!isPermission(code)) return [];
  const [head = '', resource = ''] = code.split('::');
  const [module = '', action = ''] = head.split(':');
  if (action === 'access') return PARENTS.get(code) ?? [];
  const implied: string[] = [];
  const view = `${module}:view::${resource}`;
  if (action !== 'view' && isPermission(view)) implied.push(view);
  const page = RESOURCE_PAGES[`${module}:${resource}`];
  if (page) implied.push(...pageAccess(page));
  return implied.filter(isPermission);
}

/**
 * Which permissions `chosen` brings with it and why: implied code → the first chosen code that
 * brings it. A chosen code that another chosen code also brings is listed too (it is locked).
 */
export function impliedBy(chosen: Iterable<string>): Map<Permission, Permission> {
  const reasons = new Map<Permission, Permission>();
  for (const origin of chosen) {
    if (!isPermission(origin)) continue;
    const queue = directlyImplied(origin);
    while (queue.length > 0) {
      const code = queue.shift()!;
      if (code === origin || reasons.has(code)) continue;
      reasons.set(code, origin);
      queue.push(...directlyImplied(code));
    }
  }
  return reasons;
}

/** `chosen` with everything it brings, in catalog-independent sorted order; unknown strings dropped. */
export function resolvePermissions(chosen: Iterable<string>): Permission[] {
  const list = [...chosen].filter(isPermission);
  return [...new Set([...list, ...impliedBy(list).keys()])].sort();
}
