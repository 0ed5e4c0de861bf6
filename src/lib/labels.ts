/**
 * Human labels for the machine names staff should not have to read (issue 10 §4): permissions
 * ('oi:view::datacenter' → 'View data centers'); a role keeps the name people typed (its `label`,
 * issue 26 §8). The code stays available where an operator needs it (e.g. a `title` or a secondary line).
 */
import { PERMISSION_CATALOG } from '~/lib/permissions';

const LABELS = new Map(PERMISSION_CATALOG.map((p) => [p.code as string, p.description.replace(/ \([^)]*\)$/, '')]));

/** The catalog's description of `code` without its module, e.g. 'View data centers'; an unknown code is returned as it is. */
export function permissionLabel(code: string): string {
  return LABELS.get(code) ?? code;
}
