/**
 * Lightsail SDK shapes → the console's: every field the SDK may leave out gets a plain default, so
 * the DTOs of spec §3 are always complete.
 */
import type { Blueprint as SdkBlueprint, Bundle as SdkBundle, Instance, Region } from '@aws-sdk/client-lightsail';
import type { Blueprint, Bundle } from '~/lib/data-centers/model';
import type { CloudInstance, CloudRegion } from '~/server/cloud/provider';

/** The only platform the console creates instances on; Windows bundles and blueprints are left out. */
export const LINUX_UNIX = 'LINUX_UNIX';

/** An SDK instance as a CloudInstance; `region` stands in when the SDK omits the location. */
export function toCloudInstance(instance: Instance, region: string): CloudInstance {
  const name = instance.name ?? '';
  return {
    name,
    arn: instance.arn ?? '',
    region: instance.location?.regionName ?? region,
    availabilityZone: instance.location?.availabilityZone ?? '',
    blueprintId: instance.blueprintId ?? '',
    blueprintName: instance.blueprintName ?? '',
    bundleId: instance.bundleId ?? '',
    sshKeyName: instance.sshKeyName ?? '',
    username: instance.username ?? '',
    isStaticIp: instance.isStaticIp ?? false,
    publicIpAddress: instance.publicIpAddress ?? null,
    privateIpAddress: instance.privateIpAddress ?? null,
    hardware: {
      cpuCount: instance.hardware?.cpuCount ?? 0,
      ramSizeInGb: instance.hardware?.ramSizeInGb ?? 0,
      disks: (instance.hardware?.disks ?? []).map((disk) => ({
        attachedTo: disk.attachedTo ?? name,
        // The SDK deprecates attachmentState for isAttached; the DTO keeps the spec's field, derived.
        attachmentState: disk.isAttached === false ? 'detached' : 'attached',
        sizeInGb: disk.sizeInGb ?? 0,
        path: disk.path ?? '',
        iops: disk.iops ?? 0,
      })),
    },
    networking: { monthlyTransfer: { gbPerMonthAllocated: instance.networking?.monthlyTransfer?.gbPerMonthAllocated ?? 0 } },
    state: { name: instance.state?.name ?? 'unknown', code: instance.state?.code ?? -1 },
    createdAt: (instance.createdAt ?? new Date()).toISOString(),
  };
}

/** An SDK blueprint; its version joins the name ("Ubuntu" + "22.04 LTS") so versions can be told apart. */
export function toBlueprint(blueprint: SdkBlueprint): Blueprint {
  const name = blueprint.name ?? blueprint.blueprintId ?? '';
  const version = blueprint.version?.trim();
  return {
    id: blueprint.blueprintId ?? '',
    name: version && !name.includes(version) ? `${name} ${version}` : name,
    type: blueprint.type === 'app' ? 'app' : 'os',
    group: blueprint.group ?? '',
    description: blueprint.description ?? '',
  };
}

/** An SDK bundle; `price` is Lightsail's monthly USD price. */
export function toBundle(bundle: SdkBundle): Bundle {
  return {
    id: bundle.bundleId ?? '',
    name: bundle.name ?? bundle.bundleId ?? '',
    cpuCount: bundle.cpuCount ?? 0,
    ramSizeInGb: bundle.ramSizeInGb ?? 0,
    diskSizeInGb: bundle.diskSizeInGb ?? 0,
    transferPerMonthInGb: bundle.transferPerMonthInGb ?? 0,
    price: bundle.price ?? 0,
  };
}

/** An SDK region with its availability zones. */
export function toCloudRegion(region: Region): CloudRegion {
  return {
    name: region.name ?? '',
    displayName: region.displayName ?? region.name ?? '',
    availabilityZones: (region.availabilityZones ?? []).map((zone) => ({
      zoneName: zone.zoneName ?? '',
      state: zone.state ?? 'available',
    })),
  };
}
