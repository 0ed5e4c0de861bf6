/**
 * Data centers (issue 4; spec §2, §3, §7 "Data centers"): the cloud's instances with the console's
 * own records beside them. Actions check the instance's current state against the shared
 * `allowedActions` rule before asking the cloud, so the UI and the server refuse the same things.
 * Errors are HttpErrors: 400 bad input, 404 unknown instance, 409 a state that forbids the action or
 * a name already in use in the region.
 */
import { isDeepStrictEqual } from 'node:util';
import { actionRefusal, allowedActions, type DataCenter, type InstanceAction } from '~/lib/data-centers/model';
import { regionLabel, type RegionCode } from '~/lib/data-centers/regions';
import type { CreateInstanceInput, DataCenterListQuery, InstanceActionInput } from '~/lib/data-centers/schemas';
import type { CloudInstance, CloudProvider, InstanceRef } from '~/server/cloud/provider';
import type { Database } from '~/server/db/client';
import { isUniqueViolation } from '~/server/db/errors';
import { badRequest, conflict, HttpError, notFound } from '~/server/http/errors';
import { log } from '~/server/log';
import { toDataCenter } from '~/server/data-centers/dto';
import { liveLeadCounts } from '~/server/leads/service';
import {
  deleteDataCenter,
  findDataCenter,
  findDataCenterByRef,
  insertDataCenter,
  pageDataCenters,
  saveSnapshot,
  touchDataCenters,
  unsettledDataCenters,
  type DataCenterRecord,
  type DataCenterRow,
} from '~/server/data-centers/records';

export interface DataCenterDeps {
  db: Database;
  cloud: CloudProvider;
  /**
   * Told when an instance comes back with a new public address (a non-static IP changes on stop and
   * start), so that what points at the old one can follow. Its failures are logged, never thrown.
   */
  onAddressChange?: ((dataCenterId: string, publicIp: string) => Promise<void>) | undefined;
}

/** One page of the list with its paging facts. */
export interface DataCenterPage {
  items: DataCenter[];
  total: number;
  page: number;
  pageSize: number;
}

/**
 * How many leads each instance hosts, by data_centers.id: the DTO's `total_clients`, i.e. its live
 * (active) leads (issue 5 point 2), in one grouped count. Every id of `instanceIds` is in the map.
 */
export async function clientCounts(db: Database, instanceIds: readonly string[]): Promise<Map<string, number>> {
  return liveLeadCounts(db, instanceIds);
}

/** How many in-transition records one list call refreshes from the cloud, at most. */
const REFRESH_LIMIT = 50;
/** A cloud may not list an instance in its first moments; a pending record younger than this is kept. */
const NEW_INSTANCE_GRACE_MS = 60_000;

const place = (region: string) => `${regionLabel(region)} (${region})`;
const refOf = (row: DataCenterRow): InstanceRef => ({ name: row.name, region: row.region as RegionCode });
const keyOf = (region: string, name: string) => `${region}/${name}`;
const isNotFound = (error: unknown) => error instanceof HttpError && error.status === 404;

/** True when a record whose instance the cloud no longer knows should be dropped. */
function mayForget(row: DataCenterRow): boolean {
  return row.stateName !== 'pending' || Date.now() - row.createdAt.getTime() > NEW_INSTANCE_GRACE_MS;
}

/** The data-center service over the console's database and the configured cloud. */
export function dataCenterService({ db, cloud, onAddressChange }: DataCenterDeps) {
  async function toDtos(records: DataCenterRecord[]): Promise<DataCenter[]> {
    const counts = await clientCounts(
      db,
      records.map((r) => r.row.id),
    );
    return records.map((r) => toDataCenter(r, counts.get(r.row.id) ?? 0));
  }

  /** Stores `instance` when it changed; returns the record as it now is. */
  async function remember(record: DataCenterRecord, instance: CloudInstance): Promise<DataCenterRecord> {
    if (isDeepStrictEqual(instance, record.row.snapshot)) return record;
    await saveSnapshot(db, record.row.id, instance);
    const address = instance.publicIpAddress;
    if (address && address !== record.row.snapshot.publicIpAddress) {
      await onAddressChange?.(record.row.id, address).catch((error: unknown) =>
        log.warn('could not follow a new public address', { dataCenter: record.row.id, error: error instanceof Error ? error.message : String(error) }),
      );
    }
    return { ...record, row: { ...record.row, snapshot: instance, stateName: instance.state.name, refreshedAt: new Date() } };
  }

  /** The record with the instance as the cloud reports it now. @throws 404 (and forgets it) when the instance is gone */
  async function refresh(record: DataCenterRecord): Promise<DataCenterRecord> {
    try {
      return await remember(record, await cloud.getInstance(refOf(record.row)));
    } catch (error) {
      if (!isNotFound(error) || !mayForget(record.row)) throw error;
      await deleteDataCenter(db, record.row.id);
      throw notFound(`${record.row.name} no longer exists in ${place(record.row.region)}.`);
    }
  }

  /**
   * Brings the records of instances in transition up to date before a list is drawn, so that the
   * list and a search by state see where they have got to. A cloud failure leaves the last-seen
   * state in place: the list still answers.
   */
  async function settleInFlight(): Promise<void> {
    const rows = await unsettledDataCenters(db, REFRESH_LIMIT);
    if (rows.length === 0) return;
    let instances: CloudInstance[];
    try {
      instances = await cloud.getInstances(rows.map(refOf));
    } catch (error) {
      log.warn('could not refresh instances in transition', { error: error instanceof Error ? error.message : String(error) });
      return;
    }
    const fresh = new Map(instances.map((i) => [keyOf(i.region, i.name), i]));
    const unchanged: string[] = [];
    for (const row of rows) {
      const instance = fresh.get(keyOf(row.region, row.name));
      if (!instance) {
        if (mayForget(row)) await deleteDataCenter(db, row.id);
      } else if (isDeepStrictEqual(instance, row.snapshot)) {
        unchanged.push(row.id);
      } else {
        await remember({ row, creator: null }, instance);
      }
    }
    await touchDataCenters(db, unchanged);
  }

  async function requireRecord(ref: InstanceRef): Promise<DataCenterRecord> {
    const record = await findDataCenterByRef(db, ref);
    if (!record) throw notFound(`There is no instance named "${ref.name}" in ${place(ref.region)}.`);
    return record;
  }

  /** Refuses with 409 when the instance's current state does not allow `action`. */
  function checkAllowed(record: DataCenterRecord, action: InstanceAction): void {
    const state = record.row.snapshot.state.name;
    if (!allowedActions(state)[action]) throw conflict(actionRefusal(record.row.name, state, action));
  }

  async function act(action: 'start' | 'stop' | 'reboot', input: InstanceActionInput): Promise<DataCenter> {
    const ref: InstanceRef = { name: input.instanceName, region: input.region };
    const record = await refresh(await requireRecord(ref));
    checkAllowed(record, action);
    const after =
      action === 'start' ? await cloud.startInstance(ref) : action === 'stop' ? await cloud.stopInstance(ref) : await cloud.rebootInstance(ref);
    const [dto] = await toDtos([await remember(record, after)]);
    return dto!;
  }

  async function availabilityZones(region: RegionCode) {
    const regions = await cloud.listRegions();
    return regions.find((r) => r.name === region)?.availabilityZones ?? [];
  }

  /** Checks the create choices against what the cloud offers in the region; @returns the bundle's monthly price */
  async function checkChoices(input: CreateInstanceInput): Promise<number> {
    const [zones, blueprints, bundles] = await Promise.all([
      availabilityZones(input.region),
      cloud.getBlueprints(input.region),
      cloud.getBundles(input.region),
    ]);
    const errors: Record<string, string> = {};
    if (!zones.some((z) => z.zoneName === input.availabilityZone)) {
      errors.availabilityZone = `"${input.availabilityZone}" is not an availability zone of ${place(input.region)}.`;
    }
    if (!blueprints.some((b) => b.id === input.blueprintId)) {
      errors.blueprintId = `There is no blueprint "${input.blueprintId}" in ${place(input.region)}.`;
    }
    const bundle = bundles.find((b) => b.id === input.bundleId);
    if (!bundle) errors.bundleId = `There is no bundle "${input.bundleId}" in ${place(input.region)}.`;
    const first = Object.values(errors)[0];
    if (first || !bundle) throw badRequest(first ?? 'Invalid input', errors);
    return bundle.price;
  }

  return {
    /** One page of instances, newest first; `q` searches name, state and region (code or city). */
    async list(query: DataCenterListQuery): Promise<DataCenterPage> {
      await settleInFlight();
      const { records, total } = await pageDataCenters(db, query);
      return { items: await toDtos(records), total, page: query.page, pageSize: query.pageSize };
    },

    /** One instance by the console's id, fresh from the cloud. @throws 404 when unknown or gone */
    async get(id: string): Promise<DataCenter> {
      const record = await findDataCenter(db, id);
      if (!record) throw notFound('Data center not found');
      const [dto] = await toDtos([await refresh(record)]);
      return dto!;
    },

    /** Starts a stopped instance. @throws 409 unless it is stopped */
    start: (input: InstanceActionInput) => act('start', input),
    /** Stops a running instance (its public IP is released unless static). @throws 409 unless running */
    stop: (input: InstanceActionInput) => act('stop', input),
    /** Reboots a running instance. @throws 409 unless running */
    reboot: (input: InstanceActionInput) => act('reboot', input),

    /** Deletes an instance; its record goes once the cloud has let it go. @throws 409 while it is in transition */
    async remove(input: InstanceActionInput): Promise<void> {
      const ref: InstanceRef = { name: input.instanceName, region: input.region };
      const record = await refresh(await requireRecord(ref));
      checkAllowed(record, 'delete');
      const after = await cloud.deleteInstance(ref);
      if (after && after.state.name !== 'terminated') await remember(record, after);
      else await deleteDataCenter(db, record.row.id);
    },

    /** The availability zones of a region (empty when the cloud does not offer the region). */
    availabilityZones,
    /** The active blueprints of a region. */
    blueprints: (region: RegionCode) => cloud.getBlueprints(region),
    /** The active bundles of a region with their monthly USD prices. */
    bundles: (region: RegionCode) => cloud.getBundles(region),

    /**
     * Creates an instance for `creatorId` (it starts pending) and records it with its bundle price.
     * @throws 409 when the name is taken in the region; 400 when the zone, blueprint or bundle is not offered there
     */
    async create(input: CreateInstanceInput, creatorId: string): Promise<DataCenter> {
      const ref: InstanceRef = { name: input.instanceName, region: input.region };
      const taken = () => conflict(`An instance named "${ref.name}" already exists in ${place(ref.region)}.`);
      if (await findDataCenterByRef(db, ref)) throw taken();
      const price = await checkChoices(input);
      const instance = await cloud.createInstance({
        ...ref,
        availabilityZone: input.availabilityZone,
        blueprintId: input.blueprintId,
        bundleId: input.bundleId,
      });
      let id: string;
      try {
        id = await insertDataCenter(db, { instance, region: ref.region, price, createdBy: creatorId });
      } catch (error) {
        if (isUniqueViolation(error)) throw taken();
        throw error;
      }
      const [dto] = await toDtos([(await findDataCenter(db, id))!]);
      return dto!;
    },
  };
}

export type DataCenterService = ReturnType<typeof dataCenterService>;
