/**
 * Calls of /api/v1/resellers (issue 13 §3), for pages (server) and islands (browser).
 * Each resolves to the `{message, data}` body or rejects with an ApiError.
 */
import type { Http } from '~/lib/api/http';
import { listParams, type KeysetListBody } from '~/lib/list-query';
import type { Reseller, ResellerPackageOption } from '~/lib/resellers/model';
import type { CreateResellerInput, ResellerListQuery, UpdateResellerInput } from '~/lib/resellers/schemas';

const FAILED = 'Failed to get resellers';

/** The resellers calls over `http`. */
export function resellersApi(http: Http) {
  const path = (id: string) => `/resellers/${encodeURIComponent(id)}`;
  return {
    /** One page; `after`/`before`/`last` page by keyset (meta.before and meta.after are the neighbours' cursors). */
    list: (params: Partial<ResellerListQuery> = {}) => http.get<Reseller[]>('/resellers', FAILED, listParams(params)) as Promise<KeysetListBody<Reseller>>,
    packageOptions: () => http.get<ResellerPackageOption[]>('/resellers/package-options', FAILED),
    get: (id: string) => http.get<Reseller>(path(id), FAILED),
    create: (body: CreateResellerInput) => http.send<Reseller>('post', '/resellers', body, 'Failed to register reseller'),
    update: (id: string, body: UpdateResellerInput) => http.send<Reseller>('patch', path(id), body, 'Failed to update reseller'),
    remove: (id: string) => http.send<Reseller>('delete', path(id), undefined, 'Failed to delete reseller'),
    /** A decision or a status change: approve and reactivate take no reason; reject and suspend need one. */
    transition: (id: string, step: 'approve' | 'reject' | 'suspend' | 'reactivate', reason?: string) =>
      http.send<Reseller>('post', `${path(id)}/${step}`, reason === undefined ? undefined : { reason }, `Failed to ${step} reseller`),
  };
}
