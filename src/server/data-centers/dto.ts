/**
 * Records → the DataCenter DTO of spec §3 "Data center (instance)": the instance as last seen, its
 * price, its creator (the DTO's `superAdmin`) and how many leads it hosts.
 */
import type { DataCenter, DataCenterCreator } from '~/lib/data-centers/model';
import type { CreatorFields, DataCenterRecord } from '~/server/data-centers/records';

/** Shown when the creating user has been deleted. */
const UNKNOWN_CREATOR: DataCenterCreator = { user_name: 'Unknown', email: '', contact: '', status: 'inactive' };

/** The creator as `superAdmin`: a super admin's name, else "first last" (spec §3 "User details"). */
export function toCreator(creator: CreatorFields): DataCenterCreator {
  if (!creator) return UNKNOWN_CREATOR;
  const fullName = [creator.firstName, creator.lastName].filter(Boolean).join(' ');
  return {
    user_name: creator.name || fullName || creator.email,
    email: creator.email,
    contact: creator.contact,
    // Spec §3 shows a creator as active or inactive; invited and disabled accounts are not active.
    status: creator.status === 'active' ? 'active' : 'inactive',
  };
}

/** Maps a record; `totalClients` is the number of leads it hosts. */
export function toDataCenter({ row, creator }: DataCenterRecord, totalClients: number): DataCenter {
  const s = row.snapshot;
  return {
    id: row.id,
    total_clients: totalClients,
    price: row.price,
    bundleId: row.bundleId,
    instance_name: s.name,
    instance_arn: s.arn,
    instance_region: row.region,
    instance_availabilityZone: s.availabilityZone,
    instance_sshKeyName: s.sshKeyName,
    instance_username: s.username,
    blueprintId: s.blueprintId,
    blueprintName: s.blueprintName,
    instance_isStaticIp: s.isStaticIp,
    instance_publicIpAddress: s.publicIpAddress,
    instance_privateIpAddress: s.privateIpAddress,
    instance_hardware: s.hardware,
    instance_networking: s.networking,
    instance_state: s.state,
    superAdmin: toCreator(creator),
    createdAt: row.createdAt.toISOString(),
  };
}
