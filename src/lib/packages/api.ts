/**
 * Calls of /api/v1/packages (issue 13 §2), for pages (server) and islands (browser).
 * Each resolves to the `{message, data}` body or rejects with an ApiError.
 */
import type { Http } from '~/lib/api/http';
import { listParams, type KeysetListBody } from '~/lib/list-query';
import type { Package, PackageStatus } from '~/lib/packages/model';
import type { CreatePackageInput, PackageListQuery, UpdatePackageInput } from '~/lib/packages/schemas';

const FAILED = 'Failed to get packages';

/** A package, short: for the allowed-upgrades picker. */
export interface PackageOption {
  id: string;
  name: string;
  code: string;
  status: PackageStatus;
}

/** The packages calls over `http`. */
export function packagesApi(http: Http) {
  const path = (id: string) => `/packages/${encodeURIComponent(id)}`;
  return {
    list: (params: Partial<PackageListQuery> = {}) => http.get<Package[]>('/packages', FAILED, listParams(params)) as Promise<KeysetListBody<Package>>,
    options: () => http.get<PackageOption[]>('/packages/options', FAILED),
    get: (id: string) => http.get<Package>(path(id), FAILED),
    create: (body: CreatePackageInput) => http.send<Package>('post', '/packages', body, 'Failed to add package'),
    update: (id: string, body: UpdatePackageInput) => http.send<Package>('patch', path(id), body, 'Failed to update package'),
    remove: (id: string) => http.send<Package>('delete', path(id), undefined, 'Failed to delete package'),
    duplicate: (id: string) => http.send<Package>('post', `${path(id)}/duplicate`, undefined, 'Failed to duplicate package'),
  };
}
