/**
 * What every data-center use case shares (issue 4; spec §2, §3): the service's dependencies and the
 * steps that keep the console's record of an instance in line with the cloud. Errors are HttpErrors.
 */
import { isDeepStrictEqual } from 'node:util';
import { actionRefusal, allowedActions, type DataCenter, type InstanceAction } from '~/lib/data-centers/model';
import { regionLabel, type RegionCode } from '~/lib/data-centers/regions';
import type { CloudInstance, CloudProvider, InstanceRef } from '~/server/cloud/provider';
import type { Database } from '~/server/db/client';
import { keptPerVersion } from '~/server/db/data-version';
import { toDataCenter } from '~/server/data-centers/dto';
import {
  deleteDataCenter,
  findDataCenterByRef,
  saveSnapshot,
  unsettledDataCenters,
  type DataCenterRecord,
  type DataCenterRow,
} from '~/server/data-centers/records';
import { conflict, HttpError, notFound } from '~/server/http/errors';
import { liveLeadCounts } from '~/server/leads/hosting';
import { log } from '~/server/log';

export interface DataCenterDeps {
  db: Database;
  cloud: CloudProvider;
  /**
   * Told when an instance comes back with a new public address (a non-static IP changes on stop and
   * start), so that what points at the old one can follow. Its failures are logged, never thrown.
   */
  onAddressChange?: ((dataCenterId: string, publicIp: string) => Promise<void>) | undefined;
}

/**
 * How many leads each instance hosts, by data_centers.id: the DTO's `total_clients`, i.e. its live
 * (active) leads (issue 5 point 2), in one grouped count. Every id of `instanceIds` is in the map.
 */
export async function clientCounts(db: Database, instanceIds: readonly string[]): Promise<Map<string, number>> {
  return liveLeadCounts(db, instanceIds);
}

/** A cloud may not list an instance in its first moments; a pending record younger than this is kept. */
const NEW_INSTANCE_GRACE_MS = 60_000;

/** "Ireland (eu-west-1)": how messages name a region. */
export const place = (region: string) => `${regionLabel(region)} (${region})`;
/** The cloud's name of a record's instance. */
export const refOf = (row: DataCenterRow): InstanceRef => ({ name: row.name, region: row.region as RegionCode });
const isNotFound = (error: unknown) => error instanceof HttpError && error.status === 404;

/** True when a record whose instance the cloud no longer knows should be dropped. */
export function mayForget(row: DataCenterRow): boolean {
  return row.stateName !== 'pending' || Date.now() - row.createdAt.getTime() > NEW_INSTANCE_GRACE_MS;
}

/** Refuses with 409 when the instance's current state does not allow `action`. */
export function checkAllowed(record: DataCenterRecord, action: InstanceAction): void {
  const state = record.row.snapshot.state.name;
  if (!allowedActions(state)[action]) throw conflict(actionRefusal(record.row.name, state, action));
}

/** How many in-transition records one list call refreshes from the cloud, at most. */
const REFRESH_LIMIT = 50;

/** The dependencies with the shared steps; built once by `dataCenterContext`. */
export type DataCenterContext = ReturnType<typeof dataCenterContext>;

/** Builds the shared steps over `deps`. */
export function dataCenterContext(deps: DataCenterDeps) {
  const { db, cloud, onAddressChange } = deps;

  /** The DTOs of `records`, with their live lead counts: `clients` when the read brought them (by data_centers.id), else counted now. */
  async function toDtos(records: DataCenterRecord[], clients?: ReadonlyMap<string, number>): Promise<DataCenter[]> {
    const counts = clients ?? (await clientCounts(db, records.map((r) => r.row.id)));
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

  /** The record of `ref`. @throws 404 when the console has none */
  async function requireRecord(ref: InstanceRef): Promise<DataCenterRecord> {
    const record = await findDataCenterByRef(db, ref);
    if (!record) throw notFound(`There is no instance named "${ref.name}" in ${place(ref.region)}.`);
    return record;
  }

  /**
   * Up to REFRESH_LIMIT records last seen in transition, oldest refresh first. Read again only after
   * a commit: an instance enters a transition by a write, and refreshing one writes, so while the data
   * is unchanged the answer is the same, and every list view had asked (issue 28 §1).
   */
  const unsettled = keptPerVersion(db, () => unsettledDataCenters(db, REFRESH_LIMIT));

  return { ...deps, toDtos, remember, refresh, requireRecord, unsettled };
}
