import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { simulatorProvider, type Simulator } from '~/server/cloud/simulator';
import { HttpError } from '~/server/http/errors';
import { closeTemplate, createTestBackend, type TestBackend } from '~/server/testing/backend';

const DELAY = 5_000;
let t: TestBackend;
let clock: number;
let sim: Simulator;
beforeEach(async () => {
  t = await createTestBackend();
  clock = Date.parse('2026-03-01T10:00:00Z');
  sim = simulatorProvider({ db: t.database.db, delayMs: DELAY, now: () => clock });
});
afterEach(() => t.close());
afterAll(closeTemplate);

const REF = { name: 'sim-1', region: 'eu-west-1' } as const;
const create = (over: Partial<Parameters<Simulator['createInstance']>[0]> = {}) =>
  sim.createInstance({ ...REF, availabilityZone: 'eu-west-1b', blueprintId: 'debian_12', bundleId: 'large_3_0', ...over });
const later = () => (clock += DELAY);
const stateOf = async () => (await sim.getInstance(REF)).state;

async function rejection(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}

describe('the simulator', () => {
  it('creates a pending instance from the catalogue that is running once the delay has passed', async () => {
    const created = await create();
    expect(created).toMatchObject({
      name: 'sim-1',
      region: 'eu-west-1',
      availabilityZone: 'eu-west-1b',
      blueprintId: 'debian_12',
      blueprintName: 'Debian 12',
      username: 'admin',
      bundleId: 'large_3_0',
      hardware: { cpuCount: 2, ramSizeInGb: 8, disks: [{ sizeInGb: 160, iops: 480, attachedTo: 'sim-1' }] },
      networking: { monthlyTransfer: { gbPerMonthAllocated: 5120 } },
      state: { name: 'pending', code: 0 },
      createdAt: '2026-03-01T10:00:00.000Z',
    });
    clock += DELAY - 1;
    expect(await stateOf()).toEqual({ name: 'pending', code: 0 });
    clock += 1;
    expect(await stateOf()).toEqual({ name: 'running', code: 16 });
  });

  it('walks stop → stopping → stopped → start → pending → running, changing the public IP', async () => {
    const { publicIpAddress: first } = await create();
    later();
    expect((await sim.stopInstance(REF)).state).toEqual({ name: 'stopping', code: 64 });
    expect((await sim.getInstance(REF)).publicIpAddress).toBeNull();
    later();
    expect(await stateOf()).toEqual({ name: 'stopped', code: 80 });
    const started = await sim.startInstance(REF);
    expect(started.state).toEqual({ name: 'pending', code: 0 });
    expect(started.publicIpAddress).toMatch(/^198\.1[89]\./);
    expect(started.publicIpAddress).not.toBe(first);
    later();
    expect(await stateOf()).toEqual({ name: 'running', code: 16 });
  });

  it('keeps a static IP through stop and start', async () => {
    await create();
    later();
    const { publicIpAddress } = await sim.attachStaticIp(REF);
    await sim.stopInstance(REF);
    later();
    expect((await sim.getInstance(REF)).publicIpAddress).toBe(publicIpAddress);
    expect((await sim.startInstance(REF)).publicIpAddress).toBe(publicIpAddress);
  });

  it('reboots through rebooting back to running', async () => {
    await create();
    later();
    expect((await sim.rebootInstance(REF)).state).toEqual({ name: 'rebooting', code: 16 });
    later();
    expect(await stateOf()).toEqual({ name: 'running', code: 16 });
  });

  it('refuses an action the current state forbids with 409', async () => {
    await create();
    const error = await rejection(sim.stopInstance(REF));
    expect(error.status).toBe(409);
    expect(error.message).toBe('sim-1 is pending, so it cannot be stopped.');
    later();
    expect((await rejection(sim.startInstance(REF))).message).toBe('sim-1 is running, so it cannot be started.');
  });

  it('deletes through shutting-down; then the instance is gone and its name free', async () => {
    await create();
    later();
    expect((await sim.deleteInstance(REF))?.state).toEqual({ name: 'shutting-down', code: 32 });
    expect(await sim.getInstances([REF])).toHaveLength(1);
    expect((await rejection(create())).status).toBe(409);
    later();
    expect((await rejection(sim.getInstance(REF))).status).toBe(404);
    expect(await sim.getInstances([REF])).toEqual([]);
    expect((await create()).state.name).toBe('pending');
  });

  it('returns null from a delete that completes at once', async () => {
    const quick = simulatorProvider({ db: t.database.db, delayMs: 0 });
    await quick.createInstance({ ...REF, availabilityZone: 'eu-west-1a', blueprintId: 'nginx', bundleId: 'nano_3_0' });
    expect(await quick.deleteInstance(REF)).toBeNull();
    expect((await rejection(quick.getInstance(REF))).message).toBe('There is no instance named "sim-1" in Ireland (eu-west-1).');
  });

  it('keeps instances and transitions in the database across a restart', async () => {
    await create();
    later();
    await sim.stopInstance(REF);
    const restarted = simulatorProvider({ db: t.database.db, delayMs: DELAY, now: () => clock });
    expect((await restarted.getInstance(REF)).state.name).toBe('stopping');
    later();
    expect((await restarted.getInstance(REF)).state.name).toBe('stopped');
  });

  it('refuses an unknown blueprint, bundle or zone with 400 and a taken name with 409', async () => {
    expect((await rejection(create({ blueprintId: 'nope' }))).errors).toEqual({ blueprintId: 'There is no blueprint "nope" in Ireland (eu-west-1).' });
    expect((await rejection(create({ bundleId: 'nope' }))).errors).toEqual({ bundleId: 'There is no bundle "nope" in Ireland (eu-west-1).' });
    expect((await rejection(create({ availabilityZone: 'eu-west-1z' }))).status).toBe(400);
    await create();
    const taken = await rejection(create());
    expect(taken.status).toBe(409);
    expect(taken.message).toBe('An instance named "sim-1" already exists in Ireland (eu-west-1).');
  });

  it('offers every region with lettered zones, the blueprints and the bundles', async () => {
    const regions = await sim.listRegions();
    expect(regions).toHaveLength(13);
    expect(regions.find((r) => r.name === 'us-east-1')?.availabilityZones.map((z) => z.zoneName)).toEqual([
      'us-east-1a',
      'us-east-1b',
      'us-east-1c',
      'us-east-1d',
      'us-east-1e',
      'us-east-1f',
    ]);
    expect((await sim.getBlueprints('eu-west-1')).map((b) => b.id)).toContain('wordpress');
    expect((await sim.getBundles('eu-west-1')).map((b) => b.id)).toEqual([
      'nano_3_0',
      'micro_3_0',
      'small_3_0',
      'medium_3_0',
      'large_3_0',
      'xlarge_3_0',
      '2xlarge_3_0',
    ]);
  });
});
