import {
  AccessDeniedException,
  CreateInstancesCommand,
  DeleteInstanceCommand,
  GetBlueprintsCommand,
  GetBundlesCommand,
  GetInstanceCommand,
  GetInstancesCommand,
  GetRegionsCommand,
  InvalidInputException,
  LightsailClient,
  NotFoundException,
  OperationFailureException,
  RebootInstanceCommand,
  ServiceException,
  StartInstanceCommand,
  StopInstanceCommand,
  type Instance,
} from '@aws-sdk/client-lightsail';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { lightsailProvider } from '~/server/cloud/lightsail';
import { HttpError } from '~/server/http/errors';

const lightsail = mockClient(LightsailClient);
beforeEach(() => {
  lightsail.reset();
  vi.stubEnv('LOG_LEVEL', 'silent');
});
afterAll(() => {
  lightsail.restore();
  vi.unstubAllEnvs();
});

const cloud = lightsailProvider();
const REF = { name: 'web-1', region: 'eu-west-2' } as const;
const meta = { $metadata: {} };

const INSTANCE: Instance = {
  name: 'web-1',
  arn: 'arn:aws:lightsail:eu-west-2:111122223333:Instance/1b2c',
  createdAt: new Date('2026-01-02T03:04:05Z'),
  location: { regionName: 'eu-west-2', availabilityZone: 'eu-west-2a' },
  blueprintId: 'ubuntu_22_04',
  blueprintName: 'Ubuntu',
  bundleId: 'micro_3_0',
  isStaticIp: false,
  privateIpAddress: '172.26.1.2',
  publicIpAddress: '3.8.1.2',
  hardware: {
    cpuCount: 2,
    ramSizeInGb: 1,
    disks: [{ attachedTo: 'web-1', isAttached: true, sizeInGb: 40, path: '/dev/xvda', iops: 120, isSystemDisk: true }],
  },
  networking: { monthlyTransfer: { gbPerMonthAllocated: 2048 }, ports: [] },
  state: { code: 16, name: 'running' },
  username: 'ubuntu',
  sshKeyName: 'LightsailDefaultKeyPair',
};

const stopped: Instance = { ...INSTANCE, state: { code: 80, name: 'stopped' }, publicIpAddress: undefined };

/** The rejection of `promise` as an HttpError. */
async function failure(promise: Promise<unknown>): Promise<HttpError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(HttpError);
    return error as HttpError;
  }
  throw new Error('expected a rejection');
}

/** The region the client of call `n` was made for (one client per region). */
const regionOfCall = (n: number) => (lightsail.call(n).thisValue as LightsailClient).config.region();

describe('the Lightsail provider', () => {
  it('GetRegions with availability zones', async () => {
    lightsail.on(GetRegionsCommand).resolves({
      regions: [
        { name: 'eu-west-2', displayName: 'London', availabilityZones: [{ zoneName: 'eu-west-2a', state: 'available' }, { zoneName: 'eu-west-2b' }] },
      ],
    });
    expect(await cloud.listRegions()).toEqual([
      {
        name: 'eu-west-2',
        displayName: 'London',
        availabilityZones: [
          { zoneName: 'eu-west-2a', state: 'available' },
          { zoneName: 'eu-west-2b', state: 'available' },
        ],
      },
    ]);
    expect(lightsail.commandCalls(GetRegionsCommand)[0]!.args[0].input).toEqual({ includeAvailabilityZones: true });
  });

  it('GetBlueprints: active Linux ones only, every page, versions in the name', async () => {
    lightsail
      .on(GetBlueprintsCommand, { pageToken: undefined })
      .resolves({
        blueprints: [
          { blueprintId: 'ubuntu_22_04', name: 'Ubuntu', version: '22.04 LTS', type: 'os', group: 'ubuntu_22', isActive: true, platform: 'LINUX_UNIX' },
          { blueprintId: 'windows_2022', name: 'Windows Server 2022', type: 'os', isActive: true, platform: 'WINDOWS' },
        ],
        nextPageToken: 'p2',
      })
      .on(GetBlueprintsCommand, { pageToken: 'p2' })
      .resolves({
        blueprints: [
          { blueprintId: 'wordpress', name: 'WordPress', version: '6.5', type: 'app', group: 'wordpress', isActive: true, platform: 'LINUX_UNIX', description: 'Blog' },
          { blueprintId: 'old_app', name: 'Old', type: 'app', isActive: false, platform: 'LINUX_UNIX' },
        ],
      });
    expect(await cloud.getBlueprints('eu-west-2')).toEqual([
      { id: 'ubuntu_22_04', name: 'Ubuntu 22.04 LTS', type: 'os', group: 'ubuntu_22', description: '' },
      { id: 'wordpress', name: 'WordPress 6.5', type: 'app', group: 'wordpress', description: 'Blog' },
    ]);
    const calls = lightsail.commandCalls(GetBlueprintsCommand);
    expect(calls.map((c) => c.args[0].input)).toEqual([
      { includeInactive: false, pageToken: undefined },
      { includeInactive: false, pageToken: 'p2' },
    ]);
    expect(await regionOfCall(0)).toBe('eu-west-2');
  });

  it('GetBundles: active Linux ones only, with the monthly price', async () => {
    lightsail.on(GetBundlesCommand).resolves({
      bundles: [
        { bundleId: 'nano_3_0', name: 'Nano', cpuCount: 2, ramSizeInGb: 0.5, diskSizeInGb: 20, transferPerMonthInGb: 1024, price: 5, isActive: true, supportedPlatforms: ['LINUX_UNIX'] },
        { bundleId: 'nano_win_3_0', name: 'Nano', price: 9.5, isActive: true, supportedPlatforms: ['WINDOWS'] },
        { bundleId: 'nano_2_0', name: 'Nano', price: 3.5, isActive: false, supportedPlatforms: ['LINUX_UNIX'] },
      ],
    });
    expect(await cloud.getBundles('ap-south-1')).toEqual([
      { id: 'nano_3_0', name: 'Nano', cpuCount: 2, ramSizeInGb: 0.5, diskSizeInGb: 20, transferPerMonthInGb: 1024, price: 5 },
    ]);
    expect(lightsail.commandCalls(GetBundlesCommand)[0]!.args[0].input).toEqual({ includeInactive: false, pageToken: undefined });
    expect(await regionOfCall(0)).toBe('ap-south-1');
  });

  it('GetInstance: every field of the DTO', async () => {
    lightsail.on(GetInstanceCommand, { instanceName: 'web-1' }).resolves({ instance: INSTANCE });
    expect(await cloud.getInstance(REF)).toEqual({
      name: 'web-1',
      arn: 'arn:aws:lightsail:eu-west-2:111122223333:Instance/1b2c',
      region: 'eu-west-2',
      availabilityZone: 'eu-west-2a',
      blueprintId: 'ubuntu_22_04',
      blueprintName: 'Ubuntu',
      bundleId: 'micro_3_0',
      sshKeyName: 'LightsailDefaultKeyPair',
      username: 'ubuntu',
      isStaticIp: false,
      publicIpAddress: '3.8.1.2',
      privateIpAddress: '172.26.1.2',
      hardware: {
        cpuCount: 2,
        ramSizeInGb: 1,
        disks: [{ attachedTo: 'web-1', attachmentState: 'attached', sizeInGb: 40, path: '/dev/xvda', iops: 120 }],
      },
      networking: { monthlyTransfer: { gbPerMonthAllocated: 2048 } },
      state: { name: 'running', code: 16 },
      createdAt: '2026-01-02T03:04:05.000Z',
    });
    expect(await regionOfCall(0)).toBe('eu-west-2');
  });

  it('GetInstance: NotFoundException becomes a 404 naming the instance', async () => {
    lightsail.on(GetInstanceCommand).rejects(new NotFoundException({ message: 'The Instance does not exist: web-1', ...meta }));
    const error = await failure(cloud.getInstance(REF));
    expect(error.status).toBe(404);
    expect(error.message).toBe('There is no instance named "web-1" in London (eu-west-2).');
  });

  it('GetInstances: one listing per region, every page, only the names asked for', async () => {
    lightsail
      .on(GetInstancesCommand, { pageToken: undefined })
      .resolves({ instances: [INSTANCE, { ...INSTANCE, name: 'other' }], nextPageToken: 'next' })
      .on(GetInstancesCommand, { pageToken: 'next' })
      .resolves({ instances: [{ ...INSTANCE, name: 'web-2' }] });
    const found = await cloud.getInstances([REF, { name: 'web-2', region: 'eu-west-2' }, { name: 'gone', region: 'eu-west-2' }]);
    expect(found.map((i) => i.name).sort()).toEqual(['web-1', 'web-2']);
    expect(lightsail.commandCalls(GetInstancesCommand)).toHaveLength(2);
    expect(await cloud.getInstances([])).toEqual([]);
  });

  it('CreateInstances with the chosen zone, blueprint and bundle, then reads the instance', async () => {
    lightsail.on(CreateInstancesCommand).resolves({ operations: [{ status: 'Started' }] });
    lightsail.on(GetInstanceCommand).resolves({ instance: { ...INSTANCE, state: { code: 0, name: 'pending' } } });
    const created = await cloud.createInstance({ ...REF, availabilityZone: 'eu-west-2a', blueprintId: 'ubuntu_22_04', bundleId: 'micro_3_0' });
    expect(created.state).toEqual({ name: 'pending', code: 0 });
    expect(lightsail.commandCalls(CreateInstancesCommand)[0]!.args[0].input).toEqual({
      instanceNames: ['web-1'],
      availabilityZone: 'eu-west-2a',
      blueprintId: 'ubuntu_22_04',
      bundleId: 'micro_3_0',
    });
  });

  it('CreateInstances: an instance not listed yet is reported pending', async () => {
    lightsail.on(CreateInstancesCommand).resolves({ operations: [{ status: 'Started' }] });
    lightsail.on(GetInstanceCommand).rejects(new NotFoundException({ message: 'not yet', ...meta }));
    const created = await cloud.createInstance({ ...REF, availabilityZone: 'eu-west-2a', blueprintId: 'ubuntu_22_04', bundleId: 'micro_3_0' });
    expect(created).toMatchObject({ name: 'web-1', region: 'eu-west-2', bundleId: 'micro_3_0', state: { name: 'pending', code: 0 } });
  });

  it('CreateInstances: a refused name is a 400 with Lightsail\'s reason; a failed operation a 502', async () => {
    lightsail.on(CreateInstancesCommand).rejects(new InvalidInputException({ message: 'Some names are already in use: web-1', ...meta }));
    const refused = await failure(cloud.createInstance({ ...REF, availabilityZone: 'eu-west-2a', blueprintId: 'x', bundleId: 'y' }));
    expect(refused.status).toBe(400);
    expect(refused.message).toBe('AWS Lightsail refused to create web-1: Some names are already in use: web-1.');
    lightsail.on(CreateInstancesCommand).resolves({ operations: [{ status: 'Failed', errorDetails: 'capacity' }] });
    const failed = await failure(cloud.createInstance({ ...REF, availabilityZone: 'eu-west-2a', blueprintId: 'x', bundleId: 'y' }));
    expect(failed.status).toBe(502);
    expect(failed.message).toBe('AWS Lightsail could not create web-1: capacity.');
  });

  it('StartInstance, StopInstance, RebootInstance, each followed by a read', async () => {
    lightsail.on(GetInstanceCommand).resolves({ instance: stopped });
    lightsail.on(StartInstanceCommand).resolves({ operations: [{ status: 'Started' }] });
    lightsail.on(StopInstanceCommand).resolves({ operations: [{ status: 'Started' }] });
    lightsail.on(RebootInstanceCommand).resolves({ operations: [{ status: 'Succeeded' }] });
    expect((await cloud.stopInstance(REF)).state.name).toBe('stopped');
    expect((await cloud.startInstance(REF)).publicIpAddress).toBeNull();
    await cloud.rebootInstance(REF);
    for (const command of [StartInstanceCommand, StopInstanceCommand, RebootInstanceCommand]) {
      expect(lightsail.commandCalls(command)[0]!.args[0].input).toEqual({ instanceName: 'web-1' });
    }
    expect(lightsail.commandCalls(GetInstanceCommand)).toHaveLength(3);
  });

  it('StopInstance: a state Lightsail refuses is a 409', async () => {
    lightsail.on(StopInstanceCommand).rejects(new OperationFailureException({ message: 'Instance is stopped.', ...meta }));
    const error = await failure(cloud.stopInstance(REF));
    expect(error.status).toBe(409);
    expect(error.message).toBe('AWS Lightsail could not stop web-1 now: Instance is stopped.');
  });

  it('DeleteInstance: null once gone, the instance while it shuts down', async () => {
    lightsail.on(DeleteInstanceCommand).resolves({ operations: [{ status: 'Started' }] });
    lightsail.on(GetInstanceCommand).rejectsOnce(new NotFoundException({ message: 'gone', ...meta }));
    expect(await cloud.deleteInstance(REF)).toBeNull();
    lightsail.on(GetInstanceCommand).resolves({ instance: { ...INSTANCE, state: { code: 32, name: 'shutting-down' } } });
    expect((await cloud.deleteInstance(REF))?.state).toEqual({ name: 'shutting-down', code: 32 });
    expect(lightsail.commandCalls(DeleteInstanceCommand)[0]!.args[0].input).toEqual({ instanceName: 'web-1' });
  });

  it('DeleteInstance of an unknown instance is a 404', async () => {
    lightsail.on(DeleteInstanceCommand).rejects(new NotFoundException({ message: 'no such', ...meta }));
    expect((await failure(cloud.deleteInstance(REF))).status).toBe(404);
  });

  it("reports the console's own AWS trouble as 502/503, never as the user's fault", async () => {
    const cases: [Error, number, RegExp][] = [
      [new AccessDeniedException({ message: 'not authorized', ...meta }), 502, /credentials are not allowed to list the bundles of eu-west-2/],
      [new ServiceException({ message: 'internal', ...meta }), 502, /AWS Lightsail failed to list the bundles of eu-west-2: internal\./],
      [Object.assign(new Error('Could not load credentials from any providers'), { name: 'CredentialsProviderError' }), 502, /check its AWS credentials/],
      [Object.assign(new Error('Rate exceeded'), { name: 'ThrottlingException' }), 503, /too many requests/],
      [new Error('socket hang up'), 502, /could not be reached to list the bundles of eu-west-2: socket hang up/],
    ];
    for (const [sdkError, status, message] of cases) {
      lightsail.on(GetBundlesCommand).rejects(sdkError);
      const error = await failure(cloud.getBundles('eu-west-2'));
      expect(error.status, sdkError.name).toBe(status);
      expect(error.message).toMatch(message);
    }
  });
});
