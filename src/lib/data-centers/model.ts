/**
 * Data centers (cloud instances) as the API returns them (spec §3 "Data center (instance)", §7 "Data
 * centers"), the catalogue lookups of the create form, and the rule of which action each instance
 * state allows, shared so that the action bar and the server agree.
 */

/** Lightsail's instance state names, plus 'rebooting' which the console shows while a reboot runs. */
export type InstanceStateName = 'pending' | 'running' | 'rebooting' | 'stopping' | 'stopped' | 'shutting-down' | 'terminated';

/**
 * Lightsail's state codes (the EC2 ones). Lightsail has no code for a reboot: the instance stays
 * "running" (16) to Lightsail while it restarts, so 'rebooting' carries 16 too.
 */
export const STATE_CODES: Readonly<Record<InstanceStateName, number>> = {
  pending: 0,
  running: 16,
  rebooting: 16,
  'shutting-down': 32,
  terminated: 48,
  stopping: 64,
  stopped: 80,
};

/** States an instance passes through on its way to a settled one; the UI keeps polling while in one. */
export const TRANSITIONAL_STATES: readonly InstanceStateName[] = ['pending', 'rebooting', 'stopping', 'shutting-down'];

/** True when `stateName` is an in-between state (pending, rebooting, stopping, shutting-down). */
export function isTransitional(stateName: string): boolean {
  return (TRANSITIONAL_STATES as readonly string[]).includes(stateName);
}

/** One disk of an instance (spec §3 `instance_hardware.disks[]`); sizes in GB. */
export interface InstanceDisk {
  attachedTo: string;
  attachmentState: string;
  sizeInGb: number;
  path: string;
  iops: number;
}

/** `instance_hardware`: vCPU count, RAM in GB, disks. */
export interface InstanceHardware {
  cpuCount: number;
  ramSizeInGb: number;
  disks: InstanceDisk[];
}

/** `instance_networking`: the monthly data transfer allowance in GB. */
export interface InstanceNetworking {
  monthlyTransfer: { gbPerMonthAllocated: number };
}

/** `instance_state`: a Lightsail state name (see InstanceStateName) and its code. */
export interface InstanceState {
  name: string;
  code: number;
}

/**
 * `superAdmin`: who created the instance in the console. user_name is a super admin's name, else
 * "first last"; status is 'active' or 'inactive' (an unknown creator shows as 'Unknown', inactive).
 */
export interface DataCenterCreator {
  user_name: string;
  email: string;
  contact: string;
  status: string;
}

/** A data center: one cloud instance with the console's own facts about it (spec §3). */
export interface DataCenter {
  /** The console's id of the instance (a UUID), used in /data-center/{id}. */
  id: string;
  /** How many leads the instance hosts. */
  total_clients: number;
  /** Monthly price of its bundle, in USD. */
  price: number;
  bundleId: string;
  instance_name: string;
  instance_arn: string;
  /** Region code, e.g. 'us-east-1'; show it with regionLabel(). */
  instance_region: string;
  instance_availabilityZone: string;
  instance_sshKeyName: string;
  instance_username: string;
  blueprintId: string;
  blueprintName: string;
  instance_isStaticIp: boolean;
  /** Null while the instance has no public address (stopped without a static IP). */
  instance_publicIpAddress: string | null;
  instance_privateIpAddress: string | null;
  instance_hardware: InstanceHardware;
  instance_networking: InstanceNetworking;
  instance_state: InstanceState;
  superAdmin: DataCenterCreator;
  /** When the console created it, ISO 8601. */
  createdAt: string;
}

/** An availability zone of a region, e.g. {zoneName: 'us-east-1a', state: 'available'}. */
export interface AvailabilityZone {
  zoneName: string;
  state: string;
}

/** A blueprint: the operating system or application image an instance starts from. */
export interface Blueprint {
  /** Lightsail's id, e.g. 'ubuntu_22_04', 'wordpress'. */
  id: string;
  name: string;
  /** 'os' for a bare operating system, 'app' for an application on one. */
  type: 'os' | 'app';
  /** The family, e.g. 'ubuntu_22', 'wordpress'. */
  group: string;
  description: string;
}

/** A bundle: an instance's size and monthly price. */
export interface Bundle {
  /** Lightsail's id, e.g. 'nano_3_0'. */
  id: string;
  name: string;
  cpuCount: number;
  ramSizeInGb: number;
  diskSizeInGb: number;
  transferPerMonthInGb: number;
  /** Monthly price in USD. */
  price: number;
}

/** What a user can do to an instance (spec §4). */
export type InstanceAction = 'start' | 'stop' | 'reboot' | 'delete';

export const INSTANCE_ACTIONS: readonly InstanceAction[] = ['start', 'stop', 'reboot', 'delete'];

/** Each action's past participle, as the success toasts say it (spec §8). */
export const ACTION_DONE: Readonly<Record<InstanceAction, string>> = {
  start: 'started',
  stop: 'stopped',
  reboot: 'rebooted',
  delete: 'deleted',
};

const ALLOWED: Readonly<Record<string, readonly InstanceAction[]>> = {
  running: ['stop', 'reboot', 'delete'],
  stopped: ['start', 'delete'],
  // A pending instance may be stuck; Lightsail lets it be deleted, nothing else.
  pending: ['delete'],
};

/**
 * Which actions an instance in state `stateName` allows: start when stopped; stop and reboot when
 * running; delete when running, stopped or pending; nothing while rebooting, stopping or shutting
 * down, nor in a state the console does not know.
 */
export function allowedActions(stateName: string): Record<InstanceAction, boolean> {
  const allowed = ALLOWED[stateName] ?? [];
  return {
    start: allowed.includes('start'),
    stop: allowed.includes('stop'),
    reboot: allowed.includes('reboot'),
    delete: allowed.includes('delete'),
  };
}

/** Why an action is refused, e.g. "web-1 is stopped, so it cannot be stopped." */
export function actionRefusal(instanceName: string, stateName: string, action: InstanceAction): string {
  return `${instanceName} is ${stateName.replaceAll('-', ' ')}, so it cannot be ${ACTION_DONE[action]}.`;
}

/** The success toast of spec §8, e.g. "web-1 has been started." */
export function actionDoneMessage(instanceName: string, action: InstanceAction): string {
  return `${instanceName} has been ${ACTION_DONE[action]}.`;
}

/** The success message of a create, e.g. "web-1 has been created." */
export function createdMessage(instanceName: string): string {
  return `${instanceName} has been created.`;
}
