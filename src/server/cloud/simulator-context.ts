/**
 * What the simulator's operations share (issue 4): its clock, how a stored row resolves to the
 * state it has reached, and how a row reads as a Lightsail instance. A transition stores where it is
 * going and when it gets there (`target_state`, `settles_at`); the state is resolved when read.
 */
import { randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { STATE_CODES, type InstanceStateName } from '~/lib/data-centers/model';
import { regionLabel } from '~/lib/data-centers/regions';
import type { CloudInstance, InstanceRef } from '~/server/cloud/provider';
import { simulatedInstances } from '~/server/data-centers/schema';
import type { Database } from '~/server/db/client';
import { notFound } from '~/server/http/errors';

export type SimulatedRow = typeof simulatedInstances.$inferSelect;

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

/**
 * A public address from 198.18.0.0/15, the range reserved for network benchmarks (RFC 2544): it
 * looks real on screen and belongs to nobody. Never the same as `previous`, so a restart visibly
 * changes it.
 */
export function newPublicIp(previous: string | null): string {
  for (;;) {
    const ip = `198.${18 + randomInt(2)}.${randomInt(256)}.${randomInt(1, 255)}`;
    if (ip !== previous) return ip;
  }
}

/** Lightsail instances get private addresses in 172.26.0.0/16. */
export const newPrivateIp = () => `172.26.${randomInt(256)}.${randomInt(1, 255)}`;

/** The row of `ref` (region and name). */
export const whereRef = (ref: InstanceRef) => and(eq(simulatedInstances.region, ref.region), eq(simulatedInstances.name, ref.name));
/** "Ireland (eu-west-1)": how messages name a region. */
export const place = (region: string) => `${regionLabel(region)} (${region})`;

/** The simulator's shared state and reads; built once by `simulatorContext`. */
export type SimulatorContext = ReturnType<typeof simulatorContext>;

/** Builds the shared state and reads over `options`. */
export function simulatorContext({ db, delayMs, now = Date.now }: SimulatorOptions) {
  const settlesAt = () => new Date(now() + delayMs);
  const stateOf = (row: SimulatedRow): InstanceStateName => (row.settlesAt.getTime() <= now() ? row.targetState : row.state);
  const isGone = (row: SimulatedRow) => stateOf(row) === 'terminated';

  function toInstance(row: SimulatedRow): CloudInstance {
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

  /** The live row of `ref`. @throws 404 when there is none or it has terminated */
  async function find(ref: InstanceRef): Promise<SimulatedRow> {
    const [row] = await db.select().from(simulatedInstances).where(whereRef(ref));
    if (!row || isGone(row)) throw notFound(`There is no instance named "${ref.name}" in ${place(ref.region)}.`);
    return row;
  }

  return { db, now, settlesAt, stateOf, isGone, toInstance, find };
}
