/**
 * The default cloud (CLOUD_PROVIDER=simulator): Lightsail's behaviour without AWS. Instances live in
 * the `simulated_instances` table, so they survive restarts; a transition's state is resolved when
 * read (simulator-context.ts), so there are no timers and nothing is lost on a restart. Transitions
 * take `delayMs` (SIMULATOR_DELAY_MS; 0 in tests). A thin factory over the operations' files.
 */
import { or } from 'drizzle-orm';
import { REGIONS } from '~/lib/data-centers/regions';
import { BLUEPRINTS, BUNDLES, zoneNames } from '~/server/cloud/catalog';
import type { CloudInstance, CloudProvider, InstanceRef } from '~/server/cloud/provider';
import {
  attachSimulatedStaticIp,
  deleteSimulated,
  rebootSimulated,
  startSimulated,
  stopSimulated,
} from '~/server/cloud/simulator-actions';
import { simulatorContext, whereRef, type SimulatorContext, type SimulatorOptions } from '~/server/cloud/simulator-context';
import { createSimulatedInstance } from '~/server/cloud/simulator-create';
import { simulatedInstances } from '~/server/data-centers/schema';

export { DEFAULT_KEY_PAIR, SIMULATED_ACCOUNT_ID, type SimulatorOptions } from '~/server/cloud/simulator-context';

/** The simulator: a CloudProvider plus what only the demo seed needs. */
export interface Simulator extends CloudProvider {
  /** Gives an instance a static public IP, which survives stop and start. */
  attachStaticIp(ref: InstanceRef): Promise<CloudInstance>;
}

/** Creates the simulator over `db`. */
export function simulatorProvider(options: SimulatorOptions): Simulator {
  const ctx = simulatorContext(options);
  return {
    kind: 'simulator',
    listRegions: async () =>
      REGIONS.map((r) => ({
        name: r.code,
        displayName: r.label,
        availabilityZones: zoneNames(r.code).map((zoneName) => ({ zoneName, state: 'available' })),
      })),
    getBlueprints: async () => BLUEPRINTS.map(({ username: _username, ...blueprint }) => blueprint),
    getBundles: async () => BUNDLES.map((b) => ({ ...b })),
    createInstance: (request) => createSimulatedInstance(ctx, request),
    getInstance: async (ref) => ctx.toInstance(await ctx.find(ref)),
    getInstances: (refs) => liveInstances(ctx, refs),
    startInstance: (ref) => startSimulated(ctx, ref),
    stopInstance: (ref) => stopSimulated(ctx, ref),
    rebootInstance: (ref) => rebootSimulated(ctx, ref),
    deleteInstance: (ref) => deleteSimulated(ctx, ref),
    attachStaticIp: (ref) => attachSimulatedStaticIp(ctx, ref),
  };
}

/** The instances of `refs` that exist, in no particular order. */
async function liveInstances(ctx: SimulatorContext, refs: readonly InstanceRef[]): Promise<CloudInstance[]> {
  if (refs.length === 0) return [];
  const rows = await ctx.db
    .select()
    .from(simulatedInstances)
    .where(or(...refs.map(whereRef)));
  return rows.filter((row) => !ctx.isGone(row)).map(ctx.toInstance);
}
