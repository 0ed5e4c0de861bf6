/**
 * What may be done to packages (issue 13 §2, issue 25 §4): the permission of each write, read by the
 * list's buttons and by the API's guards (server/packages/routes.ts).
 */
import { crud } from '~/lib/permissions';
import { allowed, rightsOf, type Rights } from '~/lib/rights';
import type { PermissionHolder } from '~/lib/permissions';
import type { Package } from '~/lib/packages/model';

export const PACKAGE_RIGHTS = {
  add: [crud('oi', 'add', 'packages')],
  edit: [crud('oi', 'edit', 'packages')],
  duplicate: [crud('oi', 'duplicate', 'packages')],
  delete: [crud('oi', 'delete', 'packages')],
} as const;

export type PackageRights = Rights<typeof PACKAGE_RIGHTS>;
export const packageRights = (holder: PermissionHolder | null | undefined): PackageRights => rightsOf(PACKAGE_RIGHTS, holder);

export type PackageAction = 'edit' | 'duplicate' | 'archive' | 'activate' | 'delete';

/** The row actions `rights` allow on package `row`: archived packages are activated, others archived. */
export function actionsFor(row: Pick<Package, 'status'>, rights: PackageRights): PackageAction[] {
  return allowed<PackageAction>([
    ['edit', rights.edit],
    ['duplicate', rights.duplicate],
    ['archive', rights.edit && row.status !== 'archived'],
    ['activate', rights.edit && row.status === 'archived'],
    ['delete', rights.delete],
  ]);
}
