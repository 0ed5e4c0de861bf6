/**
 * Acting on an instance (issue 4 point 5): start, stop, reboot and delete. Each checks the instance's
 * current state against the shared `allowedActions` rule before asking the cloud (409 otherwise), so
 * the UI and the server refuse the same things.
 */
import type { DataCenter } from '~/lib/data-centers/model';
import type { InstanceActionInput } from '~/lib/data-centers/schemas';
import type { InstanceRef } from '~/server/cloud/provider';
import { checkAllowed, type DataCenterContext } from '~/server/data-centers/instance-context';
import { deleteDataCenter } from '~/server/data-centers/records';

/** Starts a stopped instance, stops or reboots a running one. @throws 409 when its state forbids `action` */
export async function actOnInstance(
  ctx: DataCenterContext,
  action: 'start' | 'stop' | 'reboot',
  input: InstanceActionInput,
): Promise<DataCenter> {
  const { cloud } = ctx;
  const ref: InstanceRef = { name: input.instanceName, region: input.region };
  const record = await ctx.refresh(await ctx.requireRecord(ref));
  checkAllowed(record, action);
  const after =
    action === 'start' ? await cloud.startInstance(ref) : action === 'stop' ? await cloud.stopInstance(ref) : await cloud.rebootInstance(ref);
  const [dto] = await ctx.toDtos([await ctx.remember(record, after)]);
  return dto!;
}

/** Deletes an instance; its record goes once the cloud has let it go. @throws 409 while it is in transition */
export async function removeInstance(ctx: DataCenterContext, input: InstanceActionInput): Promise<void> {
  const ref: InstanceRef = { name: input.instanceName, region: input.region };
  const record = await ctx.refresh(await ctx.requireRecord(ref));
  checkAllowed(record, 'delete');
  const after = await ctx.cloud.deleteInstance(ref);
  if (after && after.state.name !== 'terminated') await ctx.remember(record, after);
  else await deleteDataCenter(ctx.db, record.row.id);
}
