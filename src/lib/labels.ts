/**
 * Human labels for the machine names staff should not have to read (issue 10 §4): permissions
 * ('oi:view::datacenter' → 'View data centers') and roles ('super_admin' → 'Super admin'). The
 * code stays available where an operator needs it (e.g. a `title` or a secondary line).
 */
import { PERMISSION_CATALOG } from '~/lib/permissions';

const LABELS = new Map(PERMISSION_CATALOG.map((p) => [p.code as string, p.description.replace(/ \([^)]*\)$/, '')]));

/** The catalog's description of `code` without its module, e.g. 'View data centers'; an unknown code is returned as it is. */
export function permissionLabel(code: string): string {
  return LABELS.get(code) ?? code;
}

// Kept in its own module so that islands can label roles without the permission catalog.
export { roleLabel } from '~/lib/roles/label';
