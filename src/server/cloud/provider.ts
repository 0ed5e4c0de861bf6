/**
 * The cloud the console drives (DESIGN.md "cloud provider: simulator | Lightsail"): one interface in
 * Lightsail's terms (region, availability zone, blueprint, bundle, instance), two implementations
 * chosen by CLOUD_PROVIDER. Every method rejects with an HttpError carrying a message fit to show:
 * 404 for an unknown instance, 400 for input the cloud refuses, 409 for an action the instance's
 * state forbids or a name already in use, 5xx when the cloud itself fails.
 */
import type { AvailabilityZone, Blueprint, Bundle, InstanceHardware, InstanceNetworking, InstanceState } from '~/lib/data-centers/model';
import type { RegionCode } from '~/lib/data-centers/regions';

/** Names one instance: Lightsail instance names are unique per region. */
export interface InstanceRef {
  name: string;
  region: RegionCode;
}

/** A region the cloud offers, with its availability zones. */
export interface CloudRegion {
  name: string;
  displayName: string;
  availabilityZones: AvailabilityZone[];
}

/** What creating an instance needs (the body of POST /create-instance, validated). */
export interface CreateInstanceRequest extends InstanceRef {
  availabilityZone: string;
  blueprintId: string;
  bundleId: string;
}

/** An instance as the cloud reports it, in Lightsail's shapes; plain JSON so it can be stored. */
export interface CloudInstance {
  name: string;
  arn: string;
  region: string;
  availabilityZone: string;
  blueprintId: string;
  blueprintName: string;
  bundleId: string;
  sshKeyName: string;
  username: string;
  isStaticIp: boolean;
  /** Null while it has none: a stopped instance without a static IP has released its address. */
  publicIpAddress: string | null;
  privateIpAddress: string | null;
  hardware: InstanceHardware;
  networking: InstanceNetworking;
  state: InstanceState;
  /** ISO 8601. */
  createdAt: string;
}

export interface CloudProvider {
  readonly kind: 'simulator' | 'lightsail';
  /** The regions the cloud offers with their availability zones (Lightsail GetRegions). */
  listRegions(): Promise<CloudRegion[]>;
  /** Active blueprints of a region. */
  getBlueprints(region: RegionCode): Promise<Blueprint[]>;
  /** Active bundles of a region, with their monthly prices in USD. */
  getBundles(region: RegionCode): Promise<Bundle[]>;
  /** Creates an instance; it starts out pending. @throws 409 when the name is taken in the region */
  createInstance(request: CreateInstanceRequest): Promise<CloudInstance>;
  /** One instance as it is now. @throws 404 when it does not exist (or no longer does) */
  getInstance(ref: InstanceRef): Promise<CloudInstance>;
  /** The instances of `refs` that exist, in no particular order; missing ones are left out. */
  getInstances(refs: readonly InstanceRef[]): Promise<CloudInstance[]>;
  /** Starts a stopped instance; returns it as it is right after (pending). */
  startInstance(ref: InstanceRef): Promise<CloudInstance>;
  /** Stops a running instance; returns it as it is right after (stopping). */
  stopInstance(ref: InstanceRef): Promise<CloudInstance>;
  /** Reboots a running instance; returns it as it is right after (rebooting). */
  rebootInstance(ref: InstanceRef): Promise<CloudInstance>;
  /** Deletes an instance; returns it while it shuts down, or null once it is gone. */
  deleteInstance(ref: InstanceRef): Promise<CloudInstance | null>;
}
