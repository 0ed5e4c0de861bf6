import { memoryMailer } from '~/server/testing/mailer';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_INSTANCES } from '~/server/data-centers/seed';
import { closeTemplate, createTestBackend, type TestBackend } from '~/server/testing/backend';
import { call, signIn } from '~/server/testing/client';

let t: TestBackend;
let admin: string;
beforeEach(async () => {
  t = await createTestBackend();
  admin = await signIn(t.app, 'superadmin@example.com');
});
afterEach(() => t.close());
afterAll(closeTemplate);

const BASE = '/aws-light-sail';
const NEW = { instanceName: 'web-new-1', region: 'us-east-2', availabilityZone: 'us-east-2b', blueprintId: 'ubuntu_22_04', bundleId: 'micro_3_0' };
const RUNNING = { instanceName: 'mumbai-api', region: 'ap-south-1' };
const STOPPED = { instanceName: 'staging-london', region: 'eu-west-2' };
const STATIC = { instanceName: 'reseller-web-1', region: 'us-east-1' };

const list = (query = '', token = admin) => call(t.app, 'GET', `${BASE}/get-all-data-center${query}`, undefined, { token });
const post = (path: string, body: unknown, token = admin) => call(t.app, 'POST', `${BASE}/${path}`, body, { token });
const del = (body: unknown, token = admin) => call(t.app, 'DELETE', `${BASE}/delete-instance`, body, { token });
const meta = (res: { body: unknown }) => (res.body as { meta: { total: number; page: number | null; pageSize: number; exact: boolean } }).meta;

async function byName(name: string) {
  const res = await list(`?q=${encodeURIComponent(name)}`);
  return (res.body.data as any[]).find((d) => d.instance_name === name);
}

/** Moves every simulated transition to its end, as if SIMULATOR_DELAY_MS had passed. */
async function settleAll(backend = t) {
  await backend.database.db.execute(sql`update simulated_instances set settles_at = now() - interval '1 second'`);
}

describe('GET /aws-light-sail/get-all-data-center', () => {
  it('lists the demo instances with every field of spec §3, newest first, with paging facts', async () => {
    const res = await list();
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Data centers');
    expect(meta(res)).toMatchObject({ total: DEMO_INSTANCES.length, page: 1, pageSize: 10, exact: true });
    const item = (res.body.data as any[]).find((d) => d.instance_name === 'reseller-web-1');
    expect(Object.keys(item).sort()).toEqual(
      [
        'id',
        'total_clients',
        'price',
        'bundleId',
        'instance_name',
        'instance_arn',
        'instance_region',
        'instance_availabilityZone',
        'instance_sshKeyName',
        'instance_username',
        'blueprintId',
        'blueprintName',
        'instance_isStaticIp',
        'instance_publicIpAddress',
        'instance_privateIpAddress',
        'instance_hardware',
        'instance_networking',
        'instance_state',
        'superAdmin',
        'createdAt',
      ].sort(),
    );
    expect(item).toMatchObject({
      // The demo leads live on the demo instances; the leads integration tests check the count itself.
      total_clients: expect.any(Number),
      price: 12,
      bundleId: 'small_3_0',
      instance_region: 'us-east-1',
      instance_availabilityZone: 'us-east-1a',
      instance_sshKeyName: 'LightsailDefaultKeyPair',
      instance_username: 'bitnami',
      blueprintId: 'wordpress',
      blueprintName: 'WordPress',
      instance_isStaticIp: true,
      instance_hardware: {
        cpuCount: 2,
        ramSizeInGb: 2,
        disks: [{ attachedTo: 'reseller-web-1', attachmentState: 'attached', sizeInGb: 60, path: '/dev/xvda', iops: 180 }],
      },
      instance_networking: { monthlyTransfer: { gbPerMonthAllocated: 3072 } },
      instance_state: { name: 'running', code: 16 },
      superAdmin: { user_name: 'Sara Admin', email: 'superadmin@example.com', contact: '+923001234567', status: 'active' },
    });
    expect(item.instance_arn).toMatch(/^arn:aws:lightsail:us-east-1:\d{12}:Instance\/[0-9a-f-]{36}$/);
    expect(item.instance_publicIpAddress).toMatch(/^198\.1[89]\.\d+\.\d+$/);
    expect(item.instance_privateIpAddress).toMatch(/^172\.26\.\d+\.\d+$/);
    const stopped = (res.body.data as any[]).find((d) => d.instance_name === 'staging-london');
    expect(stopped.instance_state).toEqual({ name: 'stopped', code: 80 });
    expect(stopped.instance_publicIpAddress).toBeNull();
  });

  it('pages through the database', async () => {
    for (let i = 0; i < 8; i++) expect((await post('create-instance', { ...NEW, instanceName: `bulk-${i}` })).status).toBe(201);
    const first = await list('?pageSize=5');
    expect(meta(first)).toMatchObject({ total: 13, page: 1, pageSize: 5, exact: true });
    expect(first.body.data.map((d: any) => d.instance_name)).toEqual(['bulk-7', 'bulk-6', 'bulk-5', 'bulk-4', 'bulk-3']);
    const third = await list('?pageSize=5&page=3');
    expect(third.body.data).toHaveLength(3);
    const past = await list('?pageSize=5&page=9');
    expect(past.body.data).toEqual([]);
    expect(meta(past).total).toBe(13);
  });

  it('searches name, state and region by code or city label', async () => {
    const names = async (q: string) => ((await list(`?q=${encodeURIComponent(q)}`)).body.data as any[]).map((d) => d.instance_name).sort();
    expect(await names('TOKYO')).toEqual(['tokyo-cache']);
    expect(await names('eu-')).toEqual(['leads-app-eu', 'staging-london']);
    expect(await names('Frankfurt')).toEqual(['leads-app-eu']);
    expect(await names('stopped')).toEqual(['staging-london']);
    expect(await names('api')).toEqual(['mumbai-api']);
    expect(await names('100%_')).toEqual([]);
    expect(meta(await list('?q=running')).total).toBe(4);
  });

  it('refuses bad paging with the field message', async () => {
    const res = await list('?page=0');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Page must be a whole number from 1 to 1,000,000,000');
    expect((await list('?pageSize=1000')).body.message).toBe('Page size must be a whole number from 1 to 100');
  });

  it('needs oi:view::datacenter', async () => {
    expect((await list('', await signIn(t.app, 'hr@example.com'))).status).toBe(403);
    expect((await list('', await signIn(t.app, 'viewer@example.com'))).status).toBe(200);
    expect((await call(t.app, 'GET', `${BASE}/get-all-data-center`)).status).toBe(401);
  });
});

describe('GET /aws-light-sail/get-data-center/:id', () => {
  it('returns one instance by id', async () => {
    const known = await byName('tokyo-cache');
    const res = await call(t.app, 'GET', `${BASE}/get-data-center/${known.id}`, undefined, { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual(known);
  });

  it('writes nothing when the cloud reports the instance unchanged', async () => {
    const known = await byName('tokyo-cache');
    const refreshedAt = async () =>
      ((await t.database.db.execute(sql`select refreshed_at from data_centers where id = ${known.id}`)) as unknown as { rows: { refreshed_at: unknown }[] })
        .rows[0]!.refreshed_at;
    const before = await refreshedAt();
    await call(t.app, 'GET', `${BASE}/get-data-center/${known.id}`, undefined, { token: admin });
    expect(await refreshedAt()).toEqual(before);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const res = await call(t.app, 'GET', `${BASE}/get-data-center/${id}`, undefined, { token: admin });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Data center not found');
    }
  });

  it('needs oi:view_single_data_center::datacenter', async () => {
    const known = await byName('tokyo-cache');
    const hr = await signIn(t.app, 'hr@example.com');
    expect((await call(t.app, 'GET', `${BASE}/get-data-center/${known.id}`, undefined, { token: hr })).status).toBe(403);
    const viewer = await signIn(t.app, 'viewer@example.com');
    expect((await call(t.app, 'GET', `${BASE}/get-data-center/${known.id}`, undefined, { token: viewer })).status).toBe(200);
  });
});

describe('instance actions', () => {
  it('stops and starts an instance; its public IP changes', async () => {
    const before = await byName(RUNNING.instanceName);
    const stop = await post('stop-instance', RUNNING);
    expect(stop.status).toBe(200);
    expect(stop.body.message).toBe('mumbai-api has been stopped.');
    expect(stop.body.data.instance_state).toEqual({ name: 'stopped', code: 80 });
    expect(stop.body.data.instance_publicIpAddress).toBeNull();
    const start = await post('start-instance', RUNNING);
    expect(start.body.message).toBe('mumbai-api has been started.');
    expect(start.body.data.instance_state).toEqual({ name: 'running', code: 16 });
    expect(start.body.data.instance_publicIpAddress).toMatch(/^198\./);
    expect(start.body.data.instance_publicIpAddress).not.toBe(before.instance_publicIpAddress);
    expect(start.body.data.instance_privateIpAddress).toBe(before.instance_privateIpAddress);
  });

  it('keeps a static IP across stop and start', async () => {
    const before = await byName(STATIC.instanceName);
    expect((await post('stop-instance', STATIC)).body.data.instance_publicIpAddress).toBe(before.instance_publicIpAddress);
    expect((await post('start-instance', STATIC)).body.data.instance_publicIpAddress).toBe(before.instance_publicIpAddress);
  });

  it('reboots a running instance', async () => {
    const res = await post('reboot-instance', RUNNING);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('mumbai-api has been rebooted.');
    expect(res.body.data.instance_state.name).toBe('running');
  });

  it('deletes an instance, which then leaves the list and frees its name', async () => {
    const known = await byName(RUNNING.instanceName);
    const res = await del(RUNNING);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'mumbai-api has been deleted.', data: null });
    expect(await byName(RUNNING.instanceName)).toBeUndefined();
    expect((await call(t.app, 'GET', `${BASE}/get-data-center/${known.id}`, undefined, { token: admin })).status).toBe(404);
    expect((await post('start-instance', RUNNING)).status).toBe(404);
    const again = await post('create-instance', { ...NEW, ...RUNNING, availabilityZone: 'ap-south-1a' });
    expect(again.status).toBe(201);
  });

  it('refuses what the current state forbids with 409', async () => {
    const stopStopped = await post('stop-instance', STOPPED);
    expect(stopStopped.status).toBe(409);
    expect(stopStopped.body.message).toBe('staging-london is stopped, so it cannot be stopped.');
    expect((await post('reboot-instance', STOPPED)).body.message).toBe('staging-london is stopped, so it cannot be rebooted.');
    expect((await post('start-instance', RUNNING)).body.message).toBe('mumbai-api is running, so it cannot be started.');
  });

  it('answers 404 for an unknown instance and 400 for bad input', async () => {
    const unknown = await post('start-instance', { instanceName: 'ghost', region: 'us-east-1' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('There is no instance named "ghost" in Virginia (us-east-1).');
    const wrongRegion = await post('stop-instance', { ...RUNNING, region: 'us-east-1' });
    expect(wrongRegion.status).toBe(404);
    const badRegion = await post('stop-instance', { ...RUNNING, region: 'mars-1' });
    expect(badRegion.status).toBe(400);
    expect(badRegion.body.errors).toEqual({ region: '"mars-1" is not one of the 13 supported regions' });
    const badName = await del({ instanceName: '-x', region: 'us-east-1' });
    expect(badName.status).toBe(400);
    expect(badName.body.message).toBe('Instance name must start with a letter or a number');
    expect((await post('reboot-instance', {})).body.errors).toEqual({ instanceName: 'Instance name is required', region: 'Region is required' });
  });

  it('lets the viewer do none of them', async () => {
    const viewer = await signIn(t.app, 'viewer@example.com');
    expect((await post('start-instance', STOPPED, viewer)).status).toBe(403);
    expect((await post('stop-instance', RUNNING, viewer)).status).toBe(403);
    expect((await post('reboot-instance', RUNNING, viewer)).status).toBe(403);
    expect((await del(RUNNING, viewer)).status).toBe(403);
    expect((await post('create-instance', NEW, viewer)).status).toBe(403);
    expect((await byName(RUNNING.instanceName)).instance_state.name).toBe('running');
  });

  it('lets the inventory manager do all of them', async () => {
    const inventory = await signIn(t.app, 'inventory@example.com');
    expect((await post('create-instance', NEW, inventory)).status).toBe(201);
    expect((await post('stop-instance', RUNNING, inventory)).status).toBe(200);
    expect((await post('start-instance', RUNNING, inventory)).status).toBe(200);
    expect((await post('reboot-instance', RUNNING, inventory)).status).toBe(200);
    expect((await del(RUNNING, inventory)).status).toBe(200);
  });
});

describe('the catalogue lookups', () => {
  it('list the zones, blueprints and bundles of a region', async () => {
    const zones = await post('get-availability-zones', { region: 'us-east-2' });
    expect(zones.status).toBe(200);
    expect(zones.body.data).toEqual([
      { zoneName: 'us-east-2a', state: 'available' },
      { zoneName: 'us-east-2b', state: 'available' },
      { zoneName: 'us-east-2c', state: 'available' },
    ]);
    const blueprints = await post('get-blue-print', { region: 'us-east-2' });
    expect(blueprints.body.data).toContainEqual(expect.objectContaining({ id: 'ubuntu_22_04', name: 'Ubuntu 22.04 LTS', type: 'os' }));
    expect(blueprints.body.data).toContainEqual(expect.objectContaining({ id: 'wordpress', type: 'app' }));
    expect(blueprints.body.data[0]).not.toHaveProperty('username');
    const bundles = await post('get-bundles', { region: 'us-east-2' });
    expect(bundles.body.data).toContainEqual({
      id: 'nano_3_0',
      name: 'Nano',
      cpuCount: 2,
      ramSizeInGb: 0.5,
      diskSizeInGb: 20,
      transferPerMonthInGb: 1024,
      price: 5,
    });
  });

  it('refuse an unknown region', async () => {
    for (const path of ['get-availability-zones', 'get-blue-print', 'get-bundles']) {
      const res = await post(path, { region: 'atlantis' });
      expect(res.status, path).toBe(400);
      expect(res.body.message).toBe('"atlantis" is not one of the 13 supported regions');
    }
  });

  it('need oi:add::datacenter', async () => {
    const viewer = await signIn(t.app, 'viewer@example.com');
    for (const path of ['get-availability-zones', 'get-blue-print', 'get-bundles']) {
      expect((await post(path, { region: 'us-east-1' }, viewer)).status, path).toBe(403);
    }
  });
});

describe('POST /aws-light-sail/create-instance', () => {
  it('creates an instance recorded with its creator and bundle price', async () => {
    const inventory = await signIn(t.app, 'inventory@example.com');
    const res = await post('create-instance', NEW, inventory);
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('web-new-1 has been created.');
    expect(res.body.data).toMatchObject({
      instance_name: 'web-new-1',
      instance_region: 'us-east-2',
      instance_availabilityZone: 'us-east-2b',
      blueprintId: 'ubuntu_22_04',
      blueprintName: 'Ubuntu 22.04 LTS',
      instance_username: 'ubuntu',
      bundleId: 'micro_3_0',
      price: 7,
      total_clients: 0,
      instance_isStaticIp: false,
      instance_hardware: { cpuCount: 2, ramSizeInGb: 1 },
      superAdmin: { user_name: 'Imran Khan', email: 'inventory@example.com', status: 'active' },
    });
    expect(meta(await list())).toMatchObject({ total: DEMO_INSTANCES.length + 1 });
  });

  it('refuses a name already used in the region with 409, but not in another region', async () => {
    const dup = await post('create-instance', { ...NEW, instanceName: 'tokyo-cache', region: 'ap-northeast-1', availabilityZone: 'ap-northeast-1a' });
    expect(dup.status).toBe(409);
    const taken = 'An instance named "tokyo-cache" already exists in Tokyo (ap-northeast-1).';
    expect(dup.body).toMatchObject({ message: taken, errors: { instanceName: taken } });
    expect((await post('create-instance', { ...NEW, instanceName: 'tokyo-cache' })).status).toBe(201);
  });

  it('applies Lightsail naming rules', async () => {
    const cases: [string, string][] = [
      ['a', 'Instance name must be at least 2 characters long'],
      ['x'.repeat(256), 'Instance name must be at most 255 characters long'],
      ['_web', 'Instance name must start with a letter or a number'],
      ['web server', 'Instance name can contain only letters, numbers, hyphens (-), underscores (_) and periods (.)'],
      ['', 'Instance name is required'],
    ];
    for (const [instanceName, message] of cases) {
      const res = await post('create-instance', { ...NEW, instanceName });
      expect(res.status, instanceName).toBe(400);
      expect(res.body.errors?.instanceName, instanceName).toBe(message);
    }
    expect((await post('create-instance', { ...NEW, instanceName: 'Web_1.example-2' })).status).toBe(201);
  });

  it('refuses a zone of another region, an unknown zone, blueprint or bundle', async () => {
    const otherRegion = await post('create-instance', { ...NEW, availabilityZone: 'us-east-1a' });
    expect(otherRegion.status).toBe(400);
    expect(otherRegion.body.errors).toEqual({ availabilityZone: '"us-east-1a" is not an availability zone of Ohio (us-east-2)' });
    const noSuchZone = await post('create-instance', { ...NEW, availabilityZone: 'us-east-2z' });
    expect(noSuchZone.status).toBe(400);
    expect(noSuchZone.body.message).toBe('"us-east-2z" is not an availability zone of Ohio (us-east-2).');
    const blueprint = await post('create-instance', { ...NEW, blueprintId: 'windows_2022' });
    expect(blueprint.body.errors).toEqual({ blueprintId: 'There is no blueprint "windows_2022" in Ohio (us-east-2).' });
    const bundle = await post('create-instance', { ...NEW, bundleId: 'huge_9_0' });
    expect(bundle.body.errors).toEqual({ bundleId: 'There is no bundle "huge_9_0" in Ohio (us-east-2).' });
    const region = await post('create-instance', { ...NEW, region: 'mars-1' });
    expect(region.body.errors).toEqual({ region: '"mars-1" is not one of the 13 supported regions' });
    expect(meta(await list()).total).toBe(DEMO_INSTANCES.length);
  });
});

describe('the simulator with a transition delay', () => {
  let slow: TestBackend;
  let token: string;
  beforeEach(async () => {
    slow = await createTestBackend({ simulatorDelayMs: 60_000 });
    token = await signIn(slow.app, 'superadmin@example.com');
  });
  afterEach(() => slow.close());
  const act = (path: string, body: unknown) => call(slow.app, 'POST', `${BASE}/${path}`, body, { token });
  const state = async (id: string) =>
    (await call(slow.app, 'GET', `${BASE}/get-data-center/${id}`, undefined, { token })).body.data.instance_state;

  it('creates pending → running, and refuses actions until it settles', async () => {
    const created = await act('create-instance', NEW);
    expect(created.body.data.instance_state).toEqual({ name: 'pending', code: 0 });
    expect((await act('stop-instance', { instanceName: NEW.instanceName, region: NEW.region })).body.message).toBe(
      'web-new-1 is pending, so it cannot be stopped.',
    );
    await settleAll(slow);
    expect(await state(created.body.data.id)).toEqual({ name: 'running', code: 16 });
  });

  it('stops through stopping, starts through pending, reboots through rebooting', async () => {
    const { id } = (await act('stop-instance', RUNNING)).body.data;
    expect(await state(id)).toEqual({ name: 'stopping', code: 64 });
    expect((await act('start-instance', RUNNING)).status).toBe(409);
    await settleAll(slow);
    expect(await state(id)).toEqual({ name: 'stopped', code: 80 });
    expect((await act('start-instance', RUNNING)).body.data.instance_state).toEqual({ name: 'pending', code: 0 });
    await settleAll(slow);
    expect((await act('reboot-instance', RUNNING)).body.data.instance_state).toEqual({ name: 'rebooting', code: 16 });
    expect((await act('reboot-instance', RUNNING)).body.message).toBe('mumbai-api is rebooting, so it cannot be rebooted.');
    await settleAll(slow);
    expect(await state(id)).toEqual({ name: 'running', code: 16 });
  });

  it('lists an instance a stop put in transition after a list that found none in transition, and then its settled state', async () => {
    const states = async () =>
      ((await call(slow.app, 'GET', `${BASE}/get-all-data-center?q=mumbai`, undefined, { token })).body.data as any[]).map((d) => d.instance_state.name);
    expect(await states()).toEqual(['running']);
    expect((await act('stop-instance', RUNNING)).status).toBe(200);
    expect(await states()).toEqual(['stopping']);
    await settleAll(slow);
    expect(await states()).toEqual(['stopped']);
  });

  it('deletes through shutting-down; the list then drops the instance and a search by state sees the change', async () => {
    const res = await call(slow.app, 'DELETE', `${BASE}/delete-instance`, RUNNING, { token });
    expect(res.status).toBe(200);
    const listed = async (q: string) =>
      ((await call(slow.app, 'GET', `${BASE}/get-all-data-center?q=${q}`, undefined, { token })).body.data as any[]).map((d) => [
        d.instance_name,
        d.instance_state.name,
      ]);
    expect(await listed('mumbai')).toEqual([['mumbai-api', 'shutting-down']]);
    expect((await call(slow.app, 'DELETE', `${BASE}/delete-instance`, RUNNING, { token })).status).toBe(409);
    expect((await act('create-instance', { ...NEW, ...RUNNING, availabilityZone: 'ap-south-1a' })).status).toBe(409);
    await settleAll(slow);
    expect(await listed('mumbai')).toEqual([]);
  });

  it('keeps instances and their transitions across a restart', async () => {
    await act('stop-instance', RUNNING);
    // A second app over the same database stands for the console after a restart.
    const { createApp } = await import('~/server/app');
    const restarted = createApp({ database: slow.database, config: slow.config, mailer: memoryMailer() });
    const again = await signIn(restarted, 'superadmin@example.com');
    await settleAll(slow);
    const res = await call(restarted, 'GET', `${BASE}/get-all-data-center?q=mumbai`, undefined, { token: again });
    expect(res.body.data[0].instance_state).toEqual({ name: 'stopped', code: 80 });
  });
});
