/**
 * Calls of spec §7 "Data centers" (base /aws-light-sail), with the spec §8 fallbacks: 'Failed to
 * start instance' also serves reboot and the three catalogue lookups, as the spec says.
 */
import type { Http } from '~/lib/api/http';
import type { AvailabilityZone, Blueprint, Bundle, DataCenter, InstanceAction } from '~/lib/data-centers/model';
import { listParams, type KeysetListBody } from '~/lib/list-query';
import { FALLBACK } from '~/lib/messages';
import type { ApiBody } from '~/lib/types';
import type { CreateInstanceInput, DataCenterListQuery, InstanceActionInput, RegionInput } from '~/lib/data-centers/schemas';

const BASE = '/aws-light-sail';

/** The list body: `data` stays the list (spec §7), the keyset paging facts (issue 28 §4) sit beside it. */
export type DataCenterListBody = KeysetListBody<DataCenter>;

/** The data-center calls over `http` (browser or server client); each resolves to `{message, data}` or rejects with an ApiError. */
export function dataCentersApi(http: Http) {
  const action = <T>(method: 'post' | 'delete', path: string, body: InstanceActionInput, fallback: string) =>
    http.send<T>(method, `${BASE}/${path}`, body, fallback);

  const api = {
    /** One page of instances; `q` searches name, region (code or city) and state. */
    list: (query: Partial<DataCenterListQuery> = {}) =>
      // The server adds `meta` beside `{message, data}`; Http types only the common part.
      http.get<DataCenter[]>(`${BASE}/get-all-data-center`, FALLBACK.fetchDataCenters, listParams(query)) as Promise<DataCenterListBody>,
    /** One instance by the console's id. */
    get: (id: string) => http.get<DataCenter>(`${BASE}/get-data-center/${encodeURIComponent(id)}`, FALLBACK.fetchDataCenters),
    start: (body: InstanceActionInput) => action<DataCenter>('post', 'start-instance', body, FALLBACK.startInstance),
    stop: (body: InstanceActionInput) => action<DataCenter>('post', 'stop-instance', body, FALLBACK.stopInstance),
    reboot: (body: InstanceActionInput) => action<DataCenter>('post', 'reboot-instance', body, FALLBACK.startInstance),
    /** Resolves with `data: null`: the instance is on its way out (shutting down, then gone). */
    delete: (body: InstanceActionInput) => action<null>('delete', 'delete-instance', body, FALLBACK.deleteInstance),
    availabilityZones: (body: RegionInput) =>
      http.send<AvailabilityZone[]>('post', `${BASE}/get-availability-zones`, body, FALLBACK.startInstance),
    blueprints: (body: RegionInput) => http.send<Blueprint[]>('post', `${BASE}/get-blue-print`, body, FALLBACK.startInstance),
    bundles: (body: RegionInput) => http.send<Bundle[]>('post', `${BASE}/get-bundles`, body, FALLBACK.startInstance),
    create: (body: CreateInstanceInput) =>
      http.send<DataCenter>('post', `${BASE}/create-instance`, body, FALLBACK.createInstance),
  };
  return {
    ...api,
    /** Runs one action by name (the action bar's single entry point); delete resolves with `data: null`. */
    run: (kind: InstanceAction, body: InstanceActionInput): Promise<ApiBody<DataCenter | null>> => api[kind](body),
  };
}

export type DataCentersApi = ReturnType<typeof dataCentersApi>;
