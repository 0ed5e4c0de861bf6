/**
 * The data-center service (issue 4; spec §2, §3, §7 "Data centers"): the cloud's instances with the
 * console's own records beside them. A thin factory over the use cases, each in its own file.
 * Errors are HttpErrors: 400 bad input, 404 unknown instance, 409 a state that forbids the action or
 * a name already in use in the region.
 */
import type { RegionCode } from '~/lib/data-centers/regions';
import type { AuditContext } from '~/server/audit/record';
import type { CreateInstanceInput, DataCenterListQuery, InstanceActionInput } from '~/lib/data-centers/schemas';
import { availabilityZones, createInstance } from '~/server/data-centers/create-instance';
import { actOnInstance, removeInstance } from '~/server/data-centers/instance-actions';
import { dataCenterContext, type DataCenterDeps } from '~/server/data-centers/instance-context';
import { getInstance, listInstances } from '~/server/data-centers/list-instances';

export { clientCounts, type DataCenterDeps } from '~/server/data-centers/instance-context';
export type { DataCenterPage } from '~/server/data-centers/list-instances';

/**
 * The data-center service over the console's database and the configured cloud. Writes take the
 * request's AuditContext (issue 11 §4); without one they are recorded as the system's.
 */
export function dataCenterService(deps: DataCenterDeps) {
  const ctx = dataCenterContext(deps);
  const { cloud } = deps;
  return {
    list: (query: DataCenterListQuery) => listInstances(ctx, query),
    get: (id: string) => getInstance(ctx, id),
    /** Starts a stopped instance. @throws 409 unless it is stopped */
    start: (input: InstanceActionInput, audit?: AuditContext) => actOnInstance(ctx, 'start', input, audit),
    /** Stops a running instance (its public IP is released unless static). @throws 409 unless running */
    stop: (input: InstanceActionInput, audit?: AuditContext) => actOnInstance(ctx, 'stop', input, audit),
    /** Reboots a running instance. @throws 409 unless running */
    reboot: (input: InstanceActionInput, audit?: AuditContext) => actOnInstance(ctx, 'reboot', input, audit),
    remove: (input: InstanceActionInput, audit?: AuditContext) => removeInstance(ctx, input, audit),
    availabilityZones: (region: RegionCode) => availabilityZones(cloud, region),
    /** The active blueprints of a region. */
    blueprints: (region: RegionCode) => cloud.getBlueprints(region),
    /** The active bundles of a region with their monthly USD prices. */
    bundles: (region: RegionCode) => cloud.getBundles(region),
    create: (input: CreateInstanceInput, creatorId: string, audit?: AuditContext) => createInstance(ctx, input, creatorId, audit),
  };
}

export type DataCenterService = ReturnType<typeof dataCenterService>;
