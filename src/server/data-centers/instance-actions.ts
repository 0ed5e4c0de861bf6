/**
 * Acting on an instance (issue 4 point 5): start, stop, reboot and delete. Each checks the instance's
 * current state against the shared `allowedActions` rule before asking the cloud (409 otherwise), so
 * the UI and the server refuse the same things. An action the cloud carried out writes its
 * `instance.<action>` audit entry (issue 11 §4) with the state it left and the one it entered; the
 * change itself happens in the cloud, so there is no transaction to share.
 */
import type { DataCenter } from '~/lib/data-centers/model';
import type { InstanceActionInput } from '~/lib/data-centers/schemas';
import { recordAudit, SYSTEM_AUDIT, type AuditContext } from '~/server/audit/record';
import type { CloudInstance, InstanceRef } from '~/server/cloud/provider';
import { checkAllowed, type DataCenterContext } from '~/server/data-centers/instance-context';
import { deleteDataCenter } from '~/server/data-centers/records';

/** Starts a stopped instance, stops or reboots a running one. @throws 409 when its state forbids `action` */
export async function actOnInstance(
  ctx: DataCenterContext,
  action: 'start' | 'stop' | 'reboot',
  input: InstanceActionInput,
  audit: AuditContext = SYSTEM_AUDIT,
): Promise<DataCenter> {
  const { cloud } = ctx;
  const ref: InstanceRef = { name: input.instanceName, region: input.region };
  const record = await ctx.refresh(await ctx.requireRecord(ref));
  checkAllowed(record, action);
  const after =
    action === 'start' ? await cloud.startInstance(ref) : action === 'stop' ? await cloud.stopInstance(ref) : await cloud.rebootInstance(ref);
  const [dto] = await ctx.toDtos([await ctx.remember(record, after)]);
  await recordInstanceAudit(ctx, audit, action, record.row.id, record.row.snapshot, after);
  return dto!;
}

/** Deletes an instance; its record goes once the cloud has let it go. @throws 409 while it is in transition */
export async function removeInstance(ctx: DataCenterContext, input: InstanceActionInput, audit: AuditContext = SYSTEM_AUDIT): Promise<void> {
  const ref: InstanceRef = { name: input.instanceName, region: input.region };
  const record = await ctx.refresh(await ctx.requireRecord(ref));
  checkAllowed(record, 'delete');
  const after = await ctx.cloud.deleteInstance(ref);
  if (after && after.state.name !== 'terminated') await ctx.remember(record, after);
  else await deleteDataCenter(ctx.db, record.row.id);
  await recordInstanceAudit(ctx, audit, 'delete', record.row.id, record.row.snapshot, after);
}

/** Appends `instance.<action>` with the state (and public address) before and after. */
async function recordInstanceAudit(
  { db }: DataCenterContext,
  audit: AuditContext,
  action: 'start' | 'stop' | 'reboot' | 'delete',
  id: string,
  before: CloudInstance,
  after: CloudInstance | null,
): Promise<void> {
  const changes: Record<string, [unknown, unknown]> = { state: [before.state.name, after?.state.name ?? 'terminated'] };
  const address = after?.publicIpAddress ?? null;
  if (after && address !== before.publicIpAddress) changes.publicIpAddress = [before.publicIpAddress, address];
  await recordAudit(db, audit, { action: `instance.${action}`, entityType: 'instance', entityId: id, entityLabel: before.name, changes });
}
