/**
 * The permission catalog of spec §6: every permission string the console knows, with a description.
 * Used by the server (seeding, guards) and the browser (menus); strings are the spec's, typos included.
 */

/** Access codes of spec §6 ("Access codes"). */
const ACCESS = {
  B_PROFILE: 'b:access::profile',
  OI_OI: 'oi:access::oi',
  OU_OU: 'ou:access::ou',
  OA_OA: 'oa:access::oa',
  OJ_OJ: 'oj:access::oj',
  OU_PERMISSION: 'ou:access::permission',
  OU_HELP: 'ou:access::help',
  OU_ROLES: 'ou:access::roles',
  OU_SETTINGS: 'ou:access::settings',
  OU_DASHBOARD: 'ou:access::dashboard',
  OU_USERS: 'ou:access::users',
  OU_DEPARTMENTS: 'ou:access::departments',
  OU_DESIGNATION: 'ou:access::designation',
  OU_EMPLOYEES: 'ou:access::employees',
  OU_LIST_OF_SUPER_ADMIN: 'ou:access::list_of_super_admin',
  OI_UPGRADE_PACKAGE_REQUEST: 'oi:access::upgrade_package_request',
  OI_PACKAGE_REGISTERATION: 'oi:access::package_registeration',
  OI_PACKAGES: 'oi:access::packages',
  OI_ALL_RESELLERS: 'oi:access::all_resellers',
  OI_LIST_OF_ONLINE_RESELLERS: 'oi:access::list_of_online_resellers',
  OI_RESELLERS_REGISTERATION: 'oi:access::resellers_registeration',
  OI_RESELLERS: 'oi:access::resellers',
  OI_DATA_CENTER: 'oi:access::data_center',
  OI_BUSINESS_CATEGORIES: 'oi:access::business_categories',
  OI_GENERAL: 'oi:access::general',
  OI_DASHBOARD_INVENTORY: 'oi:access::dashboard_inventory',
  OI_LEADS: 'oi:access::leads',
  OI_ALL_LEADS: 'oi:access::all_leads',
  OI_EXISTING_LEADS: 'oi:access::existing_leads',
  OI_LEAD_REGISTERATION: 'oi:access::lead_registeration',
  OI_LEAD_ACTIVITY_TRACKER: 'oi:access::lead_activity_tracker',
  OI_FORMS: 'oi:access::forms',
  OI_CUSTOMER_USERS: 'oi:access::customer_users',
  OI_CUSTOMERS: 'oi:access::customers',
} as const;

/** CRUD-style codes of spec §6: resource → actions, written `module:action::resource`. */
const CRUD = {
  ou: {
    department: ['add', 'edit', 'delete', 'view'],
    designation: ['add', 'edit', 'delete', 'view'],
    employee: [
      'add',
      'edit',
      'delete',
      'view',
      'update_password',
      'access_import_button',
      'access_export_excel_button',
      'access_export_pdf_button',
    ],
    roles: ['add', 'edit', 'delete', 'view'],
    permission: ['add', 'edit', 'delete', 'view'],
    listofsuperadmin: ['add', 'edit', 'delete', 'view'],
    setting: ['edit', 'view'],
    users: ['view'],
    help: ['view'],
    dashboard: ['view'],
    // Issue 11 §4: who changed what. Super admins hold it like every permission.
    audit_log: ['view'],
  },
  oi: {
    packages: ['add', 'edit', 'delete', 'duplicate'],
    allleads: ['add', 'edit', 'delete', 'view', 'single_lead_information'],
    existingleads: ['add', 'edit', 'delete', 'view', 'single_lead_information'],
    customer_users: ['view', 'impersonate'],
    // Issue 14 §4: deciding upgrade requests, apart from opening their queue; issue 27: filing one
    // (add) and cancelling one (edit), which a read-only role must not do either.
    upgrade_package_request: ['add', 'edit', 'approve'],
    // Issue 14 §1: changing a customer (status, details, site secret), apart from reading them.
    customers: ['edit'],
    // Issue 13: registering, deciding and changing resellers, apart from opening their pages (the
    // spec gives resellers access codes only, so a read-only role could not be told apart).
    resellers: ['edit'],
    datacenter: ['add', 'view', 'view_single_data_center', 'start', 'stop', 'reboot', 'delete'],
    businesscategories: ['add', 'edit', 'view', 'delete'],
    // Issue 27: changing the OI settings (leads domain, defaults); ou:edit::setting changes the OU ones.
    setting: ['edit'],
  },
} as const;

type CrudCode = {
  [M in keyof typeof CRUD]: {
    [R in keyof (typeof CRUD)[M]]: `${M}:${(typeof CRUD)[M][R] extends readonly (infer A extends string)[] ? A : never}::${R & string}`;
  }[keyof (typeof CRUD)[M]];
}[keyof typeof CRUD];

/** A permission string of the catalog. */
export type Permission = (typeof ACCESS)[keyof typeof ACCESS] | CrudCode;

/** Named access permissions, e.g. `P.OI_DATA_CENTER`. */
export const P = ACCESS;

/** Builds a CRUD code and checks at compile time that the catalog has it, e.g. `crud('oi', 'start', 'datacenter')`. */
export function crud<M extends keyof typeof CRUD, R extends keyof (typeof CRUD)[M] & string>(
  module: M,
  action: (typeof CRUD)[M][R] extends readonly (infer A extends string)[] ? A : never,
  resource: R,
): Permission {
  return `${module}:${action}::${resource}` as Permission;
}

/** One catalog entry: the string, its module prefix and a human description. */
export interface PermissionEntry {
  code: Permission;
  module: 'b' | 'ou' | 'oi' | 'oa' | 'oj';
  description: string;
}

const MODULE_NAMES = { b: 'basic', ou: 'user management', oi: 'inventory', oa: 'analytics', oj: 'jungle' };

/** Resources whose code is not their name in words (spec §6 joins some words, e.g. `datacenter`). */
const RESOURCE_WORDS: Readonly<Record<string, string>> = {
  datacenter: 'data centers',
  data_center: 'data centers',
  allleads: 'all leads',
  existingleads: 'existing leads',
  listofsuperadmin: 'super admins',
  list_of_super_admin: 'super admins',
  businesscategories: 'business categories',
  roles: 'roles',
  oi: 'Owner Inventory',
  ou: 'Owner Universe',
  oa: 'Owner Analytic',
  oj: 'Owner Jungle',
};

/** Codes whose action word alone would not say what they allow (issue 27). */
const DESCRIPTIONS: Readonly<Record<string, string>> = {
  'oi:add::upgrade_package_request': "File upgrade requests on a customer's page (inventory)",
  'oi:edit::upgrade_package_request': 'Cancel pending upgrade requests (inventory)',
  'oi:edit::setting': 'Change the inventory settings, such as the leads domain (inventory)',
  'ou:edit::setting': 'Change the user management settings, such as the time zone and sign-in policy (user management)',
};

/** 'View data centers (inventory)': what a permission lets its holder do, then its module. */
function describe(code: string): string {
  if (DESCRIPTIONS[code]) return DESCRIPTIONS[code];
  const [head = '', resource = ''] = code.split('::');
  const [module, action = ''] = head.split(':') as [keyof typeof MODULE_NAMES, string];
  const what = RESOURCE_WORDS[resource] ?? resource.replaceAll('_', ' ');
  const verb = action === 'access' ? 'Open' : action.charAt(0).toUpperCase() + action.slice(1).replaceAll('_', ' ');
  return `${verb} ${what} (${MODULE_NAMES[module]})`;
}

/** Every permission of spec §6, in catalog order. */
export const PERMISSION_CATALOG: readonly PermissionEntry[] = [
  ...Object.values(ACCESS),
  ...Object.entries(CRUD).flatMap(([module, resources]) =>
    Object.entries(resources).flatMap(([resource, actions]) =>
      (actions as readonly string[]).map((action) => `${module}:${action}::${resource}`),
    ),
  ),
].map((code) => ({
  code: code as Permission,
  module: code.split(':')[0] as PermissionEntry['module'],
  description: describe(code),
}));

/** Every permission string of the catalog. */
export const ALL_PERMISSIONS: readonly Permission[] = PERMISSION_CATALOG.map((p) => p.code);

const KNOWN = new Set<string>(ALL_PERMISSIONS);

/** True when `code` is a permission of the catalog. */
export function isPermission(code: string): code is Permission {
  return KNOWN.has(code);
}

/** The holder of permissions: a user's role strings and whether they are a super admin. */
export interface PermissionHolder {
  is_super_admin: boolean;
  role: { permissions: readonly string[] };
}

/**
 * True when the holder may do what `permission` guards. An empty permission is open to all
 * (spec §6 "Menu visibility"); a super admin holds every permission (DESIGN.md).
 */
export function can(holder: PermissionHolder | null | undefined, permission: Permission | ''): boolean {
  if (permission === '') return true;
  if (!holder) return false;
  return holder.is_super_admin || holder.role.permissions.includes(permission);
}
