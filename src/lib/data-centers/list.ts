/**
 * The data-center list (issue 4 point 3; spec §2 OI "General", §7 "Data centers") as the list kit
 * reads it: its query is the API's own schema (search by name, region or state; page by number,
 * 10 a page, spec §9), and where the list lives.
 */
import type { Http } from '~/lib/api/http';
import { dataCentersApi } from '~/lib/data-centers/api';
import { dataCenterListQuerySchema } from '~/lib/data-centers/schemas';
import { loadList } from '~/lib/list/load';
import { defineList } from '~/lib/list/spec';

/** Where the data-center list lives (spec §2, OI menu "General"). */
export const DATA_CENTER_LIST_PATH = '/owner-inventory/dashboard/general/data-center';

export const dataCenterList = defineList(dataCenterListQuerySchema);

/** The page of instances `url` names. */
export const loadDataCenterList = (http: Http, url: URL) => loadList(dataCenterList, url, (query) => dataCentersApi(http).list(query));
