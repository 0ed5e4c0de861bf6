/**
 * The upgrade requests service (issue 14 §4): a thin factory over the use cases, each in its own
 * file: the queue (list-upgrade-requests.ts), what may be filed (upgrade-options.ts), filing by staff
 * or the customer's site (file-upgrade-request.ts), and approve, reject and cancel
 * (decide-upgrade-request.ts). Every write is audited in its transaction; answers are DTOs.
 */
import type { UpgradeRequestListQuery } from '~/lib/upgrade-requests/schemas';
import type { AuditContext } from '~/server/audit/record';
import { decideUpgradeRequest } from '~/server/upgrade-requests/decide-upgrade-request';
import { fileForCustomer, fileFromSite } from '~/server/upgrade-requests/file-upgrade-request';
import { listUpgradeRequests } from '~/server/upgrade-requests/list-upgrade-requests';
import { upgradeContext, type UpgradeRequestDeps } from '~/server/upgrade-requests/upgrade-context';
import { upgradeOptions } from '~/server/upgrade-requests/upgrade-options';

export { UPGRADE_MESSAGES, type Requester, type UpgradeRequestDeps } from '~/server/upgrade-requests/upgrade-context';

/** Builds the upgrade requests service; each method is documented on its use case. */
export function upgradeRequestService(deps: UpgradeRequestDeps) {
  const ctx = upgradeContext(deps);
  return {
    list: (query: UpgradeRequestListQuery) => listUpgradeRequests(ctx, query),
    /** @throws HttpError 404 */
    get: (id: string) => ctx.one(ctx.db, id),
    options: (customerId: string) => upgradeOptions(ctx, customerId),
    create: (input: { customerId: string; toPackageId: string; note: string }, audit: AuditContext) => fileForCustomer(ctx, input, audit),
    fileFromSite: (customer: { id: string; businessName: string }, input: { toPackageId: string; note: string; customerUserId?: string | undefined }, audit: AuditContext) =>
      fileFromSite(ctx, customer, input, audit),
    /** Applies the package now, with its history. @throws HttpError 404, 409 */
    approve: (id: string, audit: AuditContext) => decideUpgradeRequest(ctx, id, 'approve', audit),
    /** @throws HttpError 404, 409 */
    reject: (id: string, reason: string, audit: AuditContext) => decideUpgradeRequest(ctx, id, 'reject', audit, reason),
    /** Withdraws a pending request on the customer's behalf and tells the owner. @throws HttpError 404, 409 */
    cancel: (id: string, audit: AuditContext) => decideUpgradeRequest(ctx, id, 'cancel', audit),
  };
}

export type UpgradeRequestService = ReturnType<typeof upgradeRequestService>;
