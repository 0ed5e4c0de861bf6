/**
 * The default cloud (CLOUD_PROVIDER=simulator): Lightsail's behaviour without AWS. Instances live in
 * the `simulated_instances` table, so they survive restarts. A transition stores where it is going
 * and when it gets there (`target_state`, `settles_at`) and the state is resolved when read: no
 * timers, nothing lost on a restart. Transitions take `delayMs` (SIMULATOR_DELAY_MS; 0 in tests):
 * create and start pass through pending, stop through stopping, reboot through rebooting, delete
 * through shutting-down to terminated (then the instance is gone). A stop releases the public IP and
 * a start takes a new one, unless the instance has a static IP.
 */
import { randomInt } from 'node:crypto';
import { and, eq, or } from 'drizzle-orm';
import { actionRefusal, allowedActions, STATE_CODES, type InstanceAction, type InstanceStateName } from '~/lib/data-centers/model';
import { REGIONS, regionLabel } from '~/lib/data-centers/regions';
import type { CloudInstance, CloudProvider, CreateInstanceRequest, InstanceRef } from '~/server/cloud/provider';
import { BLUEPRINTS, BUNDLES, findBlueprint, findBundle, zoneNames } from '~/server/cloud/catalog';
import type { Database } from '~/server/db/client';
import { isUniqueViolation } from '~/server/db/errors';
import { simulatedInstances } from '~/server/db/schema';
import { badRequest, conflict, notFound } from '~/server/http/errors';

type Row = typeof simulatedInstances.$inferSelect;

/** The AWS account id in simulated ARNs (the documentation's example account). */
export const SIMULATED_ACCOUNT_ID = '123456789012';
/** The key pair Lightsail uses when none is chosen. */
export const DEFAULT_KEY_PAIR = 'LightsailDefaultKeyPair';

export interface SimulatorOptions {
  db: Database;
  /** How long a transition takes, in ms. */
  delayMs: number;
  /** The clock in ms since the epoch; tests pass a fake one. */
  now?: () => number;
}

/** The simulator: a CloudProvider plus what only the demo seed needs. */
export interface Simulator extends CloudProvider {
  /** Gives an instance a static public IP, which survives stop and start. */
  attachStaticIp(ref: InstanceRef): Promise<CloudInstance>;
}

/**
 * A public address from 198.18.0.0/15, the range reserved for network benchmarks (RFC 2544): it
 * looks real on screen and belongs to nobody. Never the same as `previous`, so a restart visibly
 * changes it.
 */
function newPublicIp(previous: string | null): string {
  for (;;) {
    const ip = `198.${18 + randomInt(2)}.${randomInt(256)}.${randomInt(1, 255)}`;
    if (ip !== previous) return ip;
  }
}

/** Lightsail instances get private addresses in 172.26.0.0/16. */
const newPrivateIp = () => `172.26.${randomInt(256)}.${randomInt(1, 255)}`;

const where = (ref: InstanceRef) => and(eq(simulatedInstances.region, ref.region), eq(simulatedInstances.name, ref.name));
const place = (region: string) => `${regionLabel(region)} (${region})`;

/** Creates the simulator over `db`. */
export function simulatorProvider({ db, delayMs, now = Date.now }: SimulatorOptions): Simulator {
  const settlesAt = () => new Date(now() + delayMs);
  const stateOf = (row: Row): InstanceStateName => (row.settlesAt.getTime() <= now() ? row.targetState : row.state);
  const isGone = (row: Row) => stateOf(row) === 'terminated';

  function toInstance(row: Row): CloudInstance {
    const state = stateOf(row);
    return {
      name: row.name,
      arn: `arn:aws:lightsail:${row.region}:${SIMULATED_ACCOUNT_ID}:Instance/${row.id}`,
      region: row.region,
      availabilityZone: row.availabilityZone,
      blueprintId: row.blueprintId,
      blueprintName: row.blueprintName,
      bundleId: row.bundleId,
      sshKeyName: row.sshKeyName,
      username: row.username,
      isStaticIp: row.isStaticIp,
      publicIpAddress: row.publicIp,
      privateIpAddress: row.privateIp,
      hardware: {
        cpuCount: row.cpuCount,
        ramSizeInGb: row.ramSizeInGb,
        // Lightsail's system disk is gp2-like: 3 IOPS per GB, at least 100.
        disks: [
          {
            attachedTo: row.name,
            attachmentState: 'attached',
            sizeInGb: row.diskSizeInGb,
            path: '/dev/xvda',
            iops: Math.max(100, 3 * row.diskSizeInGb),
          },
        ],
      },
      networking: { monthlyTransfer: { gbPerMonthAllocated: row.transferPerMonthInGb } },
      state: { name: state, code: STATE_CODES[state] },
      createdAt: row.createdAt.toISOString(),
    };
  }

  async function find(ref: InstanceRef): Promise<Row> {
    const [row] = await db.select().from(simulatedInstances).where(where(ref));
    if (!row || isGone(row)) throw notFound(`There is no instance named "${ref.name}" in ${place(ref.region)}.`);
    return row;
  }

  /** Applies `action` when the current state allows it (the rule the UI shows), else 409. */
  async function transition(ref: InstanceRef, action: InstanceAction, change: (row: Row) => Partial<Row>): Promise<Row> {
    const row = await find(ref);
    const current = stateOf(row);
    if (!allowedActions(current)[action]) throw conflict(actionRefusal(ref.name, current, action));
    const [updated] = await db
      .update(simulatedInstances)
      .set({ ...change(row), settlesAt: settlesAt() })
      .where(eq(simulatedInstances.id, row.id))
      .returning();
    return updated ?? row;
  }

  async function createInstance(request: CreateInstanceRequest): Promise<CloudInstance> {
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
    const [old] = await db.select().from(simulatedInstances).where(where(request));
    if (old && isGone(old)) await db.delete(simulatedInstances).where(eq(simulatedInstances.id, old.id));
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
          settlesAt: settlesAt(),
          createdAt: new Date(now()),
        })
        .returning();
      return toInstance(row!);
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw conflict(`An instance named "${request.name}" already exists in ${place(request.region)}.`);
      }
      throw error;
    }
  }

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

    createInstance,

    getInstance: async (ref) => toInstance(await find(ref)),

    async getInstances(refs) {
      if (refs.length === 0) return [];
      const rows = await db
        .select()
        .from(simulatedInstances)
        .where(or(...refs.map(where)));
      return rows.filter((row) => !isGone(row)).map(toInstance);
    },

    startInstance: async (ref) =>
      toInstance(
        await transition(ref, 'start', (row) => ({
          state: 'pending',
          targetState: 'running',
          publicIp: row.isStaticIp ? row.publicIp : newPublicIp(row.publicIp),
        })),
      ),

    stopInstance: async (ref) =>
      toInstance(
        await transition(ref, 'stop', (row) => ({
          state: 'stopping',
          targetState: 'stopped',
          publicIp: row.isStaticIp ? row.publicIp : null,
        })),
      ),

    rebootInstance: async (ref) =>
      toInstance(await transition(ref, 'reboot', () => ({ state: 'rebooting', targetState: 'running' }))),

    async deleteInstance(ref) {
      const row = await transition(ref, 'delete', () => ({ state: 'shutting-down', targetState: 'terminated' }));
      if (!isGone(row)) return toInstance(row);
      await db.delete(simulatedInstances).where(eq(simulatedInstances.id, row.id));
      return null;
    },

    async attachStaticIp(ref) {
      const row = await find(ref);
      const [updated] = await db
        .update(simulatedInstances)
        .set({ isStaticIp: true, publicIp: row.publicIp ?? newPublicIp(null) })
        .where(eq(simulatedInstances.id, row.id))
        .returning();
      return toInstance(updated ?? row);
    },
  };
}
