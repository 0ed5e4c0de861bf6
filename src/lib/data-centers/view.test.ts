import { describe, expect, it } from 'vitest';
import type { DataCenter } from '~/lib/data-centers/model';
import { bundleLabel, bundleSpecs, DEFAULT_DETAIL_TAB, detailTabs, formatPrice, instanceBundle, liveValue, orDash, stateLabel, stateTone } from '~/lib/data-centers/view';

const INSTANCE: DataCenter = {
  id: '3f1c2b1e-0000-4000-8000-000000000001',
  total_clients: 3,
  price: 12,
  bundleId: 'small_3_0',
  instance_name: 'web-1',
  instance_arn: 'arn:aws:lightsail:ap-northeast-1:123456789012:Instance/abc',
  instance_region: 'ap-northeast-1',
  instance_availabilityZone: 'ap-northeast-1c',
  instance_sshKeyName: 'LightsailDefaultKeyPair',
  instance_username: 'ubuntu',
  blueprintId: 'ubuntu_22_04',
  blueprintName: 'Ubuntu 22.04 LTS',
  instance_isStaticIp: false,
  instance_publicIpAddress: null,
  instance_privateIpAddress: '172.26.1.2',
  instance_hardware: { cpuCount: 2, ramSizeInGb: 2, disks: [{ attachedTo: 'web-1', attachmentState: 'attached', sizeInGb: 60, path: '/dev/xvda', iops: 180 }] },
  instance_networking: { monthlyTransfer: { gbPerMonthAllocated: 3072 } },
  instance_state: { name: 'stopped', code: 80 },
  superAdmin: { user_name: 'Sara Admin', email: 'sara@example.com', contact: '+923001234567', status: 'inactive' },
  createdAt: '2025-01-01T00:00:00.000Z',
};

const fieldsOf = (dc: DataCenter) => Object.fromEntries(detailTabs(dc).map((t) => [t.title, Object.fromEntries(t.fields.map((f) => [f.label, f.value]))]));

describe('detailTabs (spec §2 "Data center detail page")', () => {
  it('are the seven tabs of the spec, Basic Details first', () => {
    const tabs = detailTabs(INSTANCE);
    expect(tabs.map((t) => t.title)).toEqual(['Basic Details', 'Blue Print', 'Ip Address', 'Hardware', 'Networking', 'State', 'Others']);
    expect(tabs[0]?.id).toBe(DEFAULT_DETAIL_TAB);
  });

  it('hold exactly the fields the spec lists, the region as its city label', () => {
    expect(fieldsOf(INSTANCE)).toEqual({
      'Basic Details': {
        'Bundle ID': 'small_3_0',
        Bundle: 'Small — 2 GB, 2 vCPUs, $12/mo',
        Name: 'web-1',
        ARN: INSTANCE.instance_arn,
        Region: 'Tokyo',
        'Availability Zone': 'ap-northeast-1c',
        'SSH Key Name': 'LightsailDefaultKeyPair',
        'User Name': 'ubuntu',
      },
      'Blue Print': { 'Blueprint ID': 'ubuntu_22_04', 'Blueprint Name': 'Ubuntu 22.04 LTS' },
      'Ip Address': { 'Static IP': 'No', 'Public IP Address': '—', 'Private IP Address': '172.26.1.2' },
      Hardware: {
        'CPU Count': '2',
        'RAM Size': '2 GB',
        'Disk Attached To': 'web-1',
        'Attachment State': 'attached',
        'Disk Size': '60 GB',
        'Disk Path': '/dev/xvda',
        IOPS: '180',
      },
      Networking: { 'Monthly Transfer': '3072 GB allocated per month' },
      State: { 'Status Name': 'stopped', 'Status Code': '80' },
      Others: { Name: 'Sara Admin', Email: 'sara@example.com', Contact: '+923001234567', Status: 'inactive' },
    });
  });

  it('show the creator status green when active, red otherwise', () => {
    const status = (dc: DataCenter) => detailTabs(dc).at(-1)?.fields.find((f) => f.label === 'Status')?.tone;
    expect(status(INSTANCE)).toBe('danger');
    expect(status({ ...INSTANCE, superAdmin: { ...INSTANCE.superAdmin, status: 'active' } })).toBe('success');
  });

  it('show dashes for an instance without disks', () => {
    const bare = { ...INSTANCE, instance_hardware: { cpuCount: 1, ramSizeInGb: 0.5, disks: [] } };
    expect(fieldsOf(bare).Hardware).toMatchObject({ 'Disk Size': '—', IOPS: '—', 'Disk Path': '—' });
  });

  it('mark the fields that follow the instance', () => {
    const live = detailTabs(INSTANCE).flatMap((t) => t.fields.filter((f) => f.live).map((f) => f.live));
    expect(live.sort()).toEqual(['public-ip', 'state-code', 'state-name']);
  });
});

describe('display helpers', () => {
  it('write prices with a dollar sign', () => {
    expect(formatPrice(12)).toBe('$12');
    expect(formatPrice(3.5)).toBe('$3.50');
  });
  it('label and colour states', () => {
    expect(stateLabel('shutting-down')).toBe('Shutting down');
    expect(stateLabel('running')).toBe('Running');
    expect(stateTone('running')).toBe('success');
    expect(stateTone('pending')).toBe('warning');
    expect(stateTone('stopped')).toBe('neutral');
    expect(stateTone('shutting-down')).toBe('danger');
    expect(stateTone('something-new')).toBe('neutral');
  });
  it('give live values and dashes', () => {
    expect(liveValue(INSTANCE, 'state-name')).toBe('stopped');
    expect(liveValue(INSTANCE, 'state-code')).toBe('80');
    expect(liveValue(INSTANCE, 'public-ip')).toBe('—');
    expect(orDash('')).toBe('—');
    expect(orDash('x')).toBe('x');
  });
});

describe('bundle labels (issue 10 §3)', () => {
  it('name the bundle with its size and monthly price', () => {
    expect(bundleLabel({ name: 'Small', ramSizeInGb: 2, cpuCount: 1, price: 10 })).toBe('Small — 2 GB, 1 vCPU, $10/mo');
    expect(bundleLabel({ name: 'Nano', ramSizeInGb: 0.5, cpuCount: 2, price: 3.5 })).toBe('Nano — 0.5 GB, 2 vCPUs, $3.50/mo');
    // The list writes the name and the dash itself (as a character reference), then these.
    expect(bundleSpecs({ name: 'Nano', ramSizeInGb: 0.5, cpuCount: 2, price: 3.5 })).toBe('0.5 GB, 2 vCPUs, $3.50/mo');
  });
  it("read an instance's bundle from its id, hardware and price", () => {
    expect(instanceBundle(INSTANCE)).toEqual({ name: 'Small', ramSizeInGb: 2, cpuCount: 2, price: 12 });
  });
});
