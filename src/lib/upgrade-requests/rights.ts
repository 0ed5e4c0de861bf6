/**
 * What may be done to upgrade requests (issue 14 §4, issue 27, issue 25 §4): reading needs the
 * queue's code; filing needs `oi:add::upgrade_package_request`, cancelling
 * `oi:edit::upgrade_package_request` (a read-only role does neither), approving and rejecting
 * `oi:approve::upgrade_package_request`. Read by the tables' buttons, the customer page's form and
 * the API's guards (server/upgrade-requests/routes.ts).
 */
import { crud, P, type PermissionHolder } from '~/lib/permissions';
import { allowed, rightsOf, type Rights } from '~/lib/rights';
import type { UpgradeRequestStatus } from '~/lib/upgrade-requests/model';

export const UPGRADE_RIGHTS = {
  read: [P.OI_UPGRADE_PACKAGE_REQUEST],
  file: [crud('oi', 'add', 'upgrade_package_request')],
  cancel: [crud('oi', 'edit', 'upgrade_package_request')],
  decide: [crud('oi', 'approve', 'upgrade_package_request')],
} as const;

export type UpgradeRights = Rights<typeof UPGRADE_RIGHTS>;
export const upgradeRights = (holder: PermissionHolder | null | undefined): UpgradeRights => rightsOf(UPGRADE_RIGHTS, holder);

export type UpgradeAction = 'approve' | 'reject' | 'cancel';

/** Cancelling is rare (the customer's own site usually withdraws): it goes in the row's "More" menu. */
export const RARE_UPGRADE_ACTIONS: readonly UpgradeAction[] = ['cancel'];

/** The row actions `rights` allow on request `row`: only a pending request is approved, rejected or cancelled. */
export function actionsFor(row: { status: UpgradeRequestStatus }, rights: UpgradeRights): UpgradeAction[] {
  const pending = row.status === 'pending';
  return allowed<UpgradeAction>([
    ['approve', pending && rights.decide],
    ['reject', pending && rights.decide],
    ['cancel', pending && rights.cancel],
  ]);
}
