/** Creating a simulated instance from the catalogue (issue 4): it starts pending, then runs. */
import { eq } from 'drizzle-orm';
import { findBlueprint, findBundle, zoneNames } from '~/server/cloud/catalog';
import type { CloudInstance, CreateInstanceRequest } from '~/server/cloud/provider';
import {
  DEFAULT_KEY_PAIR,
  newPrivateIp,
  newPublicIp,
  place,
  whereRef,
  type SimulatorContext,
} from '~/server/cloud/simulator-context';
import { simulatedInstances } from '~/server/data-centers/schema';
import { isUniqueViolation } from '~/server/db/errors';
import { badRequest, conflict } from '~/server/http/errors';

/**
 * Creates an instance as Lightsail would.
 * @throws 400 for a blueprint, bundle or zone the catalogue does not offer; 409 when the name is taken
 */
export async function createSimulatedInstance(ctx: SimulatorContext, request: CreateInstanceRequest): Promise<CloudInstance> {
  const { db } = ctx;
  const blueprint = findBlueprint(request.blueprintId);
  if (!blueprint) {
    const message = `There is no blueprint "${request.blueprintId}" in ${place(request.region)}.`;
    throw badRequest(message, { blueprintId: message });
  }
  const bundle = findBundle(request.bundleId);
  if (!bundle) {
    const message = `There is no bundle "${request.bundleId}" in ${place(request.region)}.`;
    throw badRequest(message, { bundleId: message });
  }
  if (!zoneNames(request.region).includes(request.availabilityZone)) {
    const message = `"${request.availabilityZone}" is not an availability zone of ${place(request.region)}.`;
    throw badRequest(message, { availabilityZone: message });
  }
  // A terminated instance frees its name; drop its row so the unique index allows the name again.
  const [old] = await db.select().from(simulatedInstances).where(whereRef(request));
  if (old && ctx.isGone(old)) await db.delete(simulatedInstances).where(eq(simulatedInstances.id, old.id));
  try {
    const [row] = await db
      .insert(simulatedInstances)
      .values({
        name: request.name,
        region: request.region,
        availabilityZone: request.availabilityZone,
        blueprintId: blueprint.id,
        blueprintName: blueprint.name,
        bundleId: bundle.id,
        cpuCount: bundle.cpuCount,
        ramSizeInGb: bundle.ramSizeInGb,
        diskSizeInGb: bundle.diskSizeInGb,
        transferPerMonthInGb: bundle.transferPerMonthInGb,
        username: blueprint.username,
        sshKeyName: DEFAULT_KEY_PAIR,
        publicIp: newPublicIp(null),
        privateIp: newPrivateIp(),
        state: 'pending',
        targetState: 'running',
        settlesAt: ctx.settlesAt(),
        createdAt: new Date(ctx.now()),
      })
      .returning();
    return ctx.toInstance(row!);
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw conflict(`An instance named "${request.name}" already exists in ${place(request.region)}.`);
    }
    throw error;
  }
}
