/**
 * How the data-center screens show an instance (spec §2 "Data center detail page", §3 "Data center
 * (instance)"): state labels and colours, prices with a dollar sign, and the fields of each detail
 * tab. Pure, so the server pages and the action-bar island show the same words.
 */
import type { Bundle, DataCenter } from '~/lib/data-centers/model';
import { regionLabel } from '~/lib/data-centers/regions';
import type { Tone } from '~/lib/tones';

const STATE_TONES: Readonly<Record<string, Tone>> = {
  running: 'success',
  stopped: 'neutral',
  pending: 'warning',
  rebooting: 'warning',
  stopping: 'warning',
  'shutting-down': 'danger',
  terminated: 'danger',
};

/** The colour of an instance state: running green, in transition amber, going away red, stopped grey. */
export function stateTone(stateName: string): Tone {
  return STATE_TONES[stateName] ?? 'neutral';
}

/** A state name as a label, e.g. 'shutting-down' → 'Shutting down'. */
export function stateLabel(stateName: string): string {
  const words = stateName.replaceAll('-', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A USD price with a dollar sign (spec §2 "working packages"): 12 → '$12', 3.5 → '$3.50'. */
export function formatPrice(price: number): string {
  return Number.isInteger(price) ? `$${price}` : `$${price.toFixed(2)}`;
}

/** What a bundle label needs: the provider's name, size and monthly price. */
export type BundleFacts = Pick<Bundle, 'name' | 'ramSizeInGb' | 'cpuCount' | 'price'>;

/** A bundle as people read it (issue 10 §3): 'Small — 2 GB, 1 vCPU, $12/mo'. */
export function bundleLabel(b: BundleFacts): string {
  return `${b.name} — ${bundleSpecs(b)}`;
}

/** What a bundle gives, after its name: '2 GB, 2 vCPUs, $12/mo'. */
export function bundleSpecs(b: BundleFacts): string {
  return `${b.ramSizeInGb} GB, ${b.cpuCount} vCPU${b.cpuCount === 1 ? '' : 's'}, ${formatPrice(b.price)}/mo`;
}

/**
 * The bundle of an instance, from what the instance carries: its hardware, its recorded monthly
 * price, and the name Lightsail puts first in the bundle id ('small_3_0' → 'Small').
 */
export function instanceBundle(dc: DataCenter): BundleFacts {
  const word = dc.bundleId.split('_')[0] ?? dc.bundleId;
  return {
    name: word.charAt(0).toUpperCase() + word.slice(1),
    ramSizeInGb: dc.instance_hardware.ramSizeInGb,
    cpuCount: dc.instance_hardware.cpuCount,
    price: dc.price,
  };
}

/** A possibly missing text: '—' when there is none. */
export function orDash(value: string | null | undefined): string {
  return value ? value : '—';
}

/**
 * Fields the detail page keeps current while the action bar follows the instance: the page marks
 * their values with `data-live="…"` and a small script rewrites them (see src/lib/live-instance.ts).
 */
export type LiveField = 'state-name' | 'state-code' | 'public-ip';

/** The text of a live field for `instance`. */
export function liveValue(instance: DataCenter, field: LiveField): string {
  if (field === 'state-name') return instance.instance_state.name;
  if (field === 'state-code') return String(instance.instance_state.code);
  return orDash(instance.instance_publicIpAddress);
}

/** One labelled value of a detail tab; `tone` shows it as a coloured badge. */
export interface DetailField {
  label: string;
  value: string;
  tone?: Tone;
  live?: LiveField;
}

/** A tab of the detail page: its `?tab=` id, its title (spec §2) and its fields. */
export interface DetailTab {
  id: string;
  title: string;
  fields: DetailField[];
}

/** The tab shown when `?tab=` names none (spec §2: Basic Details first). */
export const DEFAULT_DETAIL_TAB = 'basic-details';

/**
 * The seven tabs of spec §2 with exactly the fields it lists: Basic Details, Blue Print, Ip Address,
 * Hardware (with the first disk's attached-to, attachment state, size, path, IOPS), Networking,
 * State and Others (the creator; status active green, otherwise red).
 */
export function detailTabs(dc: DataCenter): DetailTab[] {
  const disk = dc.instance_hardware.disks[0];
  const creator = dc.superAdmin;
  return [
    {
      id: 'basic-details',
      title: 'Basic Details',
      fields: [
        { label: 'Bundle ID', value: dc.bundleId },
        { label: 'Bundle', value: bundleLabel(instanceBundle(dc)) },
        { label: 'Name', value: dc.instance_name },
        { label: 'ARN', value: dc.instance_arn },
        { label: 'Region', value: regionLabel(dc.instance_region) },
        { label: 'Availability Zone', value: dc.instance_availabilityZone },
        { label: 'SSH Key Name', value: orDash(dc.instance_sshKeyName) },
        { label: 'User Name', value: dc.instance_username },
      ],
    },
    {
      id: 'blue-print',
      title: 'Blue Print',
      fields: [
        { label: 'Blueprint ID', value: dc.blueprintId },
        { label: 'Blueprint Name', value: dc.blueprintName },
      ],
    },
    {
      id: 'ip-address',
      title: 'Ip Address',
      fields: [
        { label: 'Static IP', value: dc.instance_isStaticIp ? 'Yes' : 'No' },
        { label: 'Public IP Address', value: orDash(dc.instance_publicIpAddress), live: 'public-ip' },
        { label: 'Private IP Address', value: orDash(dc.instance_privateIpAddress) },
      ],
    },
    {
      id: 'hardware',
      title: 'Hardware',
      fields: [
        { label: 'CPU Count', value: String(dc.instance_hardware.cpuCount) },
        { label: 'RAM Size', value: `${dc.instance_hardware.ramSizeInGb} GB` },
        { label: 'Disk Attached To', value: orDash(disk?.attachedTo) },
        { label: 'Attachment State', value: orDash(disk?.attachmentState) },
        { label: 'Disk Size', value: disk ? `${disk.sizeInGb} GB` : '—' },
        { label: 'Disk Path', value: orDash(disk?.path) },
        { label: 'IOPS', value: disk ? String(disk.iops) : '—' },
      ],
    },
    {
      id: 'networking',
      title: 'Networking',
      fields: [{ label: 'Monthly Transfer', value: `${dc.instance_networking.monthlyTransfer.gbPerMonthAllocated} GB allocated per month` }],
    },
    {
      id: 'state',
      title: 'State',
      fields: [
        { label: 'Status Name', value: dc.instance_state.name, live: 'state-name' },
        { label: 'Status Code', value: String(dc.instance_state.code), live: 'state-code' },
      ],
    },
    {
      id: 'others',
      title: 'Others',
      fields: [
        { label: 'Name', value: creator.user_name },
        { label: 'Email', value: orDash(creator.email) },
        { label: 'Contact', value: orDash(creator.contact) },
        { label: 'Status', value: creator.status, tone: creator.status === 'active' ? 'success' : 'danger' },
      ],
    },
  ];
}
