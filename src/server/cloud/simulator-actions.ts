/**
 * State changes of a simulated instance (issue 4): start passes through pending, stop through
 * stopping, reboot through rebooting, delete through shutting-down to terminated (then it is gone).
 * A stop releases the public IP and a start takes a new one, unless the instance has a static IP.
 */
import { eq } from 'drizzle-orm';
import { actionRefusal, allowedActions, type InstanceAction } from '~/lib/data-centers/model';
import type { CloudInstance, InstanceRef } from '~/server/cloud/provider';
import { newPublicIp, type SimulatedRow, type SimulatorContext } from '~/server/cloud/simulator-context';
import { simulatedInstances } from '~/server/data-centers/schema';
import { conflict } from '~/server/http/errors';

/** Starts a stopped instance with a new public IP (unless static). */
export async function startSimulated(ctx: SimulatorContext, ref: InstanceRef): Promise<CloudInstance> {
  const row = await transition(ctx, ref, 'start', (current) => ({
    state: 'pending',
    targetState: 'running',
    publicIp: current.isStaticIp ? current.publicIp : newPublicIp(current.publicIp),
  }));
  return ctx.toInstance(row);
}

/** Stops a running instance, releasing its public IP (unless static). */
export async function stopSimulated(ctx: SimulatorContext, ref: InstanceRef): Promise<CloudInstance> {
  const row = await transition(ctx, ref, 'stop', (current) => ({
    state: 'stopping',
    targetState: 'stopped',
    publicIp: current.isStaticIp ? current.publicIp : null,
  }));
  return ctx.toInstance(row);
}

/** Reboots a running instance. */
export async function rebootSimulated(ctx: SimulatorContext, ref: InstanceRef): Promise<CloudInstance> {
  return ctx.toInstance(await transition(ctx, ref, 'reboot', () => ({ state: 'rebooting', targetState: 'running' })));
}

/** Deletes an instance: it shuts down, or is gone at once (null) when there is no delay. */
export async function deleteSimulated(ctx: SimulatorContext, ref: InstanceRef): Promise<CloudInstance | null> {
  const row = await transition(ctx, ref, 'delete', () => ({ state: 'shutting-down', targetState: 'terminated' }));
  if (!ctx.isGone(row)) return ctx.toInstance(row);
  await ctx.db.delete(simulatedInstances).where(eq(simulatedInstances.id, row.id));
  return null;
}

/** Gives an instance a static public IP, which survives stop and start. */
export async function attachSimulatedStaticIp(ctx: SimulatorContext, ref: InstanceRef): Promise<CloudInstance> {
  const row = await ctx.find(ref);
  const [updated] = await ctx.db
    .update(simulatedInstances)
    .set({ isStaticIp: true, publicIp: row.publicIp ?? newPublicIp(null) })
    .where(eq(simulatedInstances.id, row.id))
    .returning();
  return ctx.toInstance(updated ?? row);
}

/** Applies `action` when the current state allows it (the rule the UI shows), else 409. */
async function transition(
  ctx: SimulatorContext,
  ref: InstanceRef,
  action: InstanceAction,
  change: (row: SimulatedRow) => Partial<SimulatedRow>,
): Promise<SimulatedRow> {
  const row = await ctx.find(ref);
  const current = ctx.stateOf(row);
  if (!allowedActions(current)[action]) throw conflict(actionRefusal(ref.name, current, action));
  const [updated] = await ctx.db
    .update(simulatedInstances)
    .set({ ...change(row), settlesAt: ctx.settlesAt() })
    .where(eq(simulatedInstances.id, row.id))
    .returning();
  return updated ?? row;
}
