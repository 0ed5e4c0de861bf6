/**
 * The permission catalog arranged for people (issue 11 §1–2): a code split into module, action and
 * resource, and the matrix of the role editor — one group per module, one row per resource with its
 * actions, the access codes in their own row.
 */
import { PERMISSION_CATALOG, type PermissionEntry } from '~/lib/permissions';

/** The parts of `module:action::resource`. */
export function parsePermission(code: string): { module: string; action: string; resource: string } {
  const [head = '', resource = ''] = code.split('::');
  const [module = '', action = ''] = head.split(':');
  return { module, action, resource };
}

/** The modules in the order the editor shows them, with their names. */
export const MODULES: ReadonlyArray<{ id: PermissionEntry['module']; title: string }> = [
  { id: 'ou', title: 'User management (OU)' },
  { id: 'oi', title: 'Inventory (OI)' },
  { id: 'b', title: 'Basic' },
  { id: 'oj', title: 'Owner Jungle (OJ)' },
  { id: 'oa', title: 'Owner Analytic (OA)' },
];

/** One checkbox of the matrix. */
export interface MatrixCell {
  code: string;
  /** What the checkbox says: the action, or the page for an access code. */
  label: string;
  description: string;
}

/** One row: a resource with its actions, or the module's page access codes (`resource: 'access'`). */
export interface MatrixRow {
  resource: string;
  title: string;
  cells: MatrixCell[];
}

export interface MatrixGroup {
  module: PermissionEntry['module'];
  title: string;
  rows: MatrixRow[];
}

const words = (s: string) => s.replaceAll('_', ' ');

/** Resource names of spec §6 written as one word, spelled out for people. */
const RESOURCE_TITLES: Record<string, string> = {
  listofsuperadmin: 'list of super admin',
  allleads: 'all leads',
  existingleads: 'existing leads',
  datacenter: 'data center',
  businesscategories: 'business categories',
};

/** The matrix of the whole catalog, in MODULES order; access codes form each group's first row. */
export function permissionMatrix(): MatrixGroup[] {
  return MODULES.map(({ id, title }) => {
    const rows = new Map<string, MatrixRow>();
    for (const entry of PERMISSION_CATALOG.filter((p) => p.module === id)) {
      const { action, resource } = parsePermission(entry.code);
      const key = action === 'access' ? 'access' : resource;
      const row = rows.get(key) ?? { resource: key, title: key === 'access' ? 'Page access' : (RESOURCE_TITLES[resource] ?? words(resource)), cells: [] };
      row.cells.push({ code: entry.code, label: words(action === 'access' ? resource : action), description: entry.description });
      rows.set(key, row);
    }
    return { module: id, title, rows: [...rows.values()] };
  });
}
