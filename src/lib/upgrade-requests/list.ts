/**
 * The upgrade-request queue (issue 14 §4) as the list kit reads it: its query is the API's own
 * schema (search by business name, status, customer, package, pending first, keyset paging), and
 * the packages of its package filter, which needs a packages permission: without one the queue
 * shows without that filter.
 */
import { dataOr } from '~/lib/api/data-or';
import type { Http } from '~/lib/api/http';
import { loadList } from '~/lib/list/load';
import { defineList } from '~/lib/list/spec';
import { packagesApi, type PackageOption } from '~/lib/packages/api';
import { upgradeRequestsApi } from '~/lib/upgrade-requests/api';
import { upgradeRequestListQuerySchema } from '~/lib/upgrade-requests/schemas';

export const upgradeRequestList = defineList(upgradeRequestListQuerySchema);

/** The page of requests `url` names, and the packages to filter by ([] when they cannot be read). */
export async function loadUpgradeRequestList(http: Http, url: URL) {
  const [list, packages] = await Promise.all([
    loadList(upgradeRequestList, url, (query) => upgradeRequestsApi(http).list(query)),
    dataOr<PackageOption[]>(packagesApi(http).options(), []),
  ]);
  return { list, packages };
}
