/**
 * Creating an instance (issue 4 point 3): the choices the form offers, checked again against what the
 * cloud offers in the region, then the instance and the console's record of it with its price.
 */
import type { DataCenter } from '~/lib/data-centers/model';
import type { RegionCode } from '~/lib/data-centers/regions';
import type { CreateInstanceInput } from '~/lib/data-centers/schemas';
import { diffChanges, recordAudit, SYSTEM_AUDIT, type AuditContext } from '~/server/audit/record';
import type { CloudProvider, InstanceRef } from '~/server/cloud/provider';
import { isUniqueViolation } from '~/server/db/errors';
import { place, type DataCenterContext } from '~/server/data-centers/instance-context';
import { findDataCenter, findDataCenterByRef, insertDataCenter } from '~/server/data-centers/records';
import { badRequest, conflict } from '~/server/http/errors';

/**
 * Creates an instance for `creatorId` (it starts pending) and records it with its bundle price; the
 * record and its `instance.create` audit entry are saved in one transaction.
 * @throws 409 when the name is taken in the region; 400 when the zone, blueprint or bundle is not offered there
 */
export async function createInstance(
  ctx: DataCenterContext,
  input: CreateInstanceInput,
  creatorId: string,
  audit: AuditContext = SYSTEM_AUDIT,
): Promise<DataCenter> {
  const { db, cloud } = ctx;
  const ref: InstanceRef = { name: input.instanceName, region: input.region };
  // A 409 for the name field (issue 25 §5): the form shows it under Instance name.
  const taken = () => {
    const message = `An instance named "${ref.name}" already exists in ${place(ref.region)}.`;
    return conflict(message, { instanceName: message });
  };
  if (await findDataCenterByRef(db, ref)) throw taken();
  const price = await checkChoices(cloud, input);
  const instance = await cloud.createInstance({
    ...ref,
    availabilityZone: input.availabilityZone,
    blueprintId: input.blueprintId,
    bundleId: input.bundleId,
  });
  let id: string;
  try {
    id = await db.transaction(async (tx) => {
      const inserted = await insertDataCenter(tx, { instance, region: ref.region, price, createdBy: creatorId });
      const created = { region: ref.region, availabilityZone: input.availabilityZone, blueprintId: input.blueprintId, bundleId: input.bundleId, price };
      await recordAudit(tx, audit, {
        action: 'instance.create',
        entityType: 'instance',
        entityId: inserted,
        entityLabel: ref.name,
        changes: { ...diffChanges(null, created), state: [null, instance.state.name] },
      });
      return inserted;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
  const [dto] = await ctx.toDtos([(await findDataCenter(db, id))!]);
  return dto!;
}

/** The availability zones of a region (empty when the cloud does not offer the region). */
export async function availabilityZones(cloud: CloudProvider, region: RegionCode) {
  const regions = await cloud.listRegions();
  return regions.find((r) => r.name === region)?.availabilityZones ?? [];
}

/** Checks the create choices against what the cloud offers in the region; @returns the bundle's monthly price */
async function checkChoices(cloud: CloudProvider, input: CreateInstanceInput): Promise<number> {
  const [zones, blueprints, bundles] = await Promise.all([
    availabilityZones(cloud, input.region),
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
