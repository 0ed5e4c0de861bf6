/**
 * Calls of /api/v1/upgrade-requests (issue 14 §4), for pages (server) and islands (browser).
 * Each resolves to the `{message, data}` body or rejects with an ApiError.
 */
import type { Http } from '~/lib/api/http';
import { listParams, type KeysetListBody } from '~/lib/list-query';
import type { UpgradeOptions, UpgradeRequestItem } from '~/lib/upgrade-requests/model';
import type { CreateUpgradeRequestInput, UpgradeRequestListQuery } from '~/lib/upgrade-requests/schemas';

const FAILED = 'Failed to get upgrade requests';
const path = (id: string) => `/upgrade-requests/${encodeURIComponent(id)}`;

/** The upgrade request calls over `http`. */
export function upgradeRequestsApi(http: Http) {
  return {
    /** One page; `after`/`before`/`last` page by keyset (meta.before and meta.after are the neighbours' cursors). */
    list: (params: Partial<UpgradeRequestListQuery> = {}) =>
      http.get<UpgradeRequestItem[]>('/upgrade-requests', FAILED, listParams(params)) as Promise<KeysetListBody<UpgradeRequestItem>>,
    options: (customerId: string) => http.get<UpgradeOptions>('/upgrade-requests/options', FAILED, { customer: customerId }),
    create: (body: CreateUpgradeRequestInput) => http.send<UpgradeRequestItem>('post', '/upgrade-requests', body, 'Failed to file upgrade request'),
    approve: (id: string) => http.send<UpgradeRequestItem>('post', `${path(id)}/approve`, undefined, 'Failed to approve the upgrade request'),
    reject: (id: string, reason: string) => http.send<UpgradeRequestItem>('post', `${path(id)}/reject`, { reason }, 'Failed to reject the upgrade request'),
    cancel: (id: string) => http.send<UpgradeRequestItem>('post', `${path(id)}/cancel`, undefined, 'Failed to cancel the upgrade request'),
  };
}
