import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eq, lt } from 'drizzle-orm';
import type { AuditEntryDto } from '~/lib/audit/model';
import type { KeysetMeta } from '~/lib/list-query';
import { recordAudit } from '~/server/audit/record';
import { pruneAuditLog } from '~/server/audit/retention';
import { auditLog } from '~/server/audit/schema';
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

interface Page {
  status: number;
  message: string;
  data: AuditEntryDto[];
  meta: KeysetMeta;
}

async function log(query = '', token = admin): Promise<Page> {
  const res = await call(t.app, 'GET', `/audit-log${query ? `?${query}` : ''}`, undefined, { token });
  return { status: res.status, message: res.body.message, data: res.body.data, meta: (res.body as unknown as Page).meta };
}

/** Every entry matching `query`, newest first, read in large pages following `after`. */
async function all(query: string): Promise<AuditEntryDto[]> {
  const entries: AuditEntryDto[] = [];
  for (let cursor = ''; ; ) {
    const page = await log(`${query}&pageSize=100${cursor ? `&after=${cursor}` : ''}`);
    expect(page.status).toBe(200);
    entries.push(...page.data);
    if (!page.meta.after) return entries;
    cursor = page.meta.after;
  }
}

const ids = (entries: AuditEntryDto[]) => entries.map((e) => e.id);

describe('GET /audit-log: access', () => {
  it('refuses a caller without a session (401) and each demo role without ou:view::audit_log (403)', async () => {
    expect((await call(t.app, 'GET', '/audit-log')).status).toBe(401);
    for (const email of ['inventory@example.com', 'viewer@example.com']) {
      const page = await log('', await signIn(t.app, email));
      expect(page.status, email).toBe(403);
    }
    // hr_manager holds every ou permission, this one included.
    expect((await log('', await signIn(t.app, 'hr@example.com'))).status).toBe(200);
  });

  it('offers no way to change or remove an entry', async () => {
    const [entry] = (await log()).data;
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      for (const path of ['/audit-log', `/audit-log/${entry!.id}`]) {
        expect((await call(t.app, method, path, {}, { token: admin })).status, `${method} ${path}`).toBe(404);
      }
    }
    expect((await log()).data[0]).toEqual(entry);
  });
});

describe('GET /audit-log: filters and paging', () => {
  it('answers the demo history newest first, 10 a page, with the entry shape of issue 11 §4', async () => {
    const page = await log();
    expect(page.status).toBe(200);
    expect(page.data).toHaveLength(10);
    expect(ids(page.data)).toEqual([...ids(page.data)].sort((a, b) => b - a));
    expect(page.meta).toMatchObject({ page: 1, pageSize: 10, before: null, after: expect.any(String) });
    expect(page.meta.total).toBeGreaterThan(10);
    const update = (await all('action=lead.update'))[0]!;
    expect(Object.keys(update).sort()).toEqual(
      ['action', 'actor', 'at', 'changes', 'entityId', 'entityLabel', 'entityType', 'id', 'impersonator', 'ip', 'requestId', 'userAgent'].sort(),
    );
    expect(update.actor).toEqual({ id: expect.any(String), name: expect.any(String) });
    expect(Object.values(update.changes)[0]).toHaveLength(2);
  });

  it('filters by actor, action, entity and date range', async () => {
    const me = (await call(t.app, 'GET', '/auth/getMe', undefined, { token: admin })).body.data;
    const mine = await all(`actor=${me.id}`);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((e) => e.actor?.id === me.id)).toBe(true);

    const stops = await all('action=instance.stop');
    expect(stops.length).toBeGreaterThan(0);
    expect(stops.every((e) => e.action === 'instance.stop')).toBe(true);

    const target = stops[0]!;
    const history = await all(`entityType=instance&entityId=${target.entityId}`);
    expect(history.every((e) => e.entityType === 'instance' && e.entityId === target.entityId)).toBe(true);
    expect(history.map((e) => e.action)).toContain('instance.create');

    const day = target.at.slice(0, 10);
    const thatDay = await all(`from=${day}&to=${day}`);
    expect(thatDay.length).toBeGreaterThan(0);
    expect(thatDay.every((e) => e.at.startsWith(day))).toBe(true);
    expect(ids(thatDay)).toContain(target.id);
  });

  it('refuses bad filters and cursors with 400 and a message', async () => {
    expect(await log('actor=nobody')).toMatchObject({ status: 400, message: 'Actor must be a user id' });
    expect(await log('from=yesterday')).toMatchObject({ status: 400, message: 'Dates must be ISO dates such as 2026-03-01' });
    expect(await log('from=2026-03-02&to=2026-03-01')).toMatchObject({ status: 400, message: 'The end of the date range must not be before its start' });
    expect(await log('after=not*a*cursor')).toMatchObject({ status: 400, message: 'Invalid page cursor' });
    // A cursor of another list's order (a text key, not the log's id) names no entry.
    expect(await log(`after=${Buffer.from('["abc"]').toString('base64url')}`)).toMatchObject({ status: 400, message: 'Invalid page cursor' });
    expect((await log('pageSize=1000')).status).toBe(400);
  });

  it('pages forward with after, backward with before, and jumps to the last page, over a filter, as every keyset list', async () => {
    const every = await all('action=auth.logout');
    expect(every.length).toBeGreaterThan(25);

    const forward: AuditEntryDto[][] = [];
    let page = await log('action=auth.logout');
    expect(page.meta).toMatchObject({ page: 1, total: every.length, exact: true, before: null });
    forward.push(page.data);
    while (page.meta.after) {
      page = await log(`action=auth.logout&after=${page.meta.after}`);
      forward.push(page.data);
    }
    expect(forward.flat()).toEqual(every);
    expect(page.meta.after).toBeNull();

    // Back from the second page is the first page, which has nothing newer.
    const first = await log('action=auth.logout');
    const second = await log(`action=auth.logout&page=2&after=${first.meta.after}`);
    expect(second.data).toEqual(forward[1]);
    expect(second.meta).toMatchObject({ page: 2, before: expect.any(String) });
    const back = await log(`action=auth.logout&before=${second.meta.before}`);
    expect(back.data).toEqual(forward[0]);
    expect(back.meta).toMatchObject({ page: 1, before: null, after: first.meta.after });

    // The last page holds the oldest entries; from it, "previous" goes newer.
    const last = await log('action=auth.logout&last=true');
    const onLast = every.length % 10 || 10;
    expect(last.data).toEqual(every.slice(-onLast));
    expect(last.meta).toMatchObject({ after: null, page: Math.ceil(every.length / 10) });
    const beforeLast = await log(`action=auth.logout&before=${last.meta.before}`);
    expect(beforeLast.data).toEqual(every.slice(-onLast - 10, -onLast));
  });

  it('searches who, what and on which entity with q, and counts what it finds', async () => {
    const sara = await all('q=sara admin');
    expect(sara.length).toBeGreaterThan(0);
    expect(sara.every((e) => /sara admin/i.test(`${e.actor?.name} ${e.impersonator?.name ?? ''}`))).toBe(true);

    const stops = await all('action=instance.stop');
    const label = stops[0]!.entityLabel;
    const found = await log(`q=${encodeURIComponent(label)}`);
    expect(found.data.length).toBeGreaterThan(0);
    expect(found.data.every((e) => `${e.actor?.name} ${e.action} ${e.entityLabel} ${e.entityId}`.toLowerCase().includes(label.toLowerCase()))).toBe(true);

    // A wildcard typed in the search is text; a search that finds nothing is an empty page.
    expect(await log('q=%25_%25')).toMatchObject({ status: 200, data: [], meta: { total: 0, after: null, before: null } });
    const searched = await log('q=instance.stop');
    expect(searched.meta.total).toBe((await all('q=instance.stop')).length);
  });
});

describe('entries written by data-center and lead writes', () => {
  const BASE = '/aws-light-sail';
  const NEW = { instanceName: 'audited-1', region: 'us-east-2', availabilityZone: 'us-east-2b', blueprintId: 'ubuntu_22_04', bundleId: 'micro_3_0' };
  const REF = { instanceName: 'audited-1', region: 'us-east-2' };
  const newest = async (query: string) => (await log(`${query}&pageSize=1`)).data[0];

  it('writes one entry per instance action, with who, from where and the state change', async () => {
    const created = await call(t.app, 'POST', `${BASE}/create-instance`, NEW, { token: admin, headers: { 'user-agent': 'audit-test' } });
    expect(created.status).toBe(201);
    const id = created.body.data.id as string;
    expect(await newest(`entityType=instance&entityId=${id}`)).toMatchObject({
      action: 'instance.create',
      actor: { name: 'Sara Admin' },
      entityLabel: 'audited-1',
      ip: '203.0.113.7',
      userAgent: 'audit-test',
      requestId: expect.stringMatching(/.+/),
      changes: { region: [null, 'us-east-2'], bundleId: [null, 'micro_3_0'], price: [null, expect.any(Number)], state: [null, expect.any(String)] },
    });
    for (const [path, action] of [
      ['stop-instance', 'instance.stop'],
      ['start-instance', 'instance.start'],
      ['reboot-instance', 'instance.reboot'],
    ] as const) {
      expect((await call(t.app, 'POST', `${BASE}/${path}`, REF, { token: admin })).status, path).toBe(200);
      expect(await newest(`entityType=instance&entityId=${id}`)).toMatchObject({ action, entityLabel: 'audited-1' });
    }
    expect((await call(t.app, 'DELETE', `${BASE}/delete-instance`, REF, { token: admin })).status).toBe(200);
    expect(await newest(`entityType=instance&entityId=${id}`)).toMatchObject({ action: 'instance.delete' });
    const actions = (await all(`entityType=instance&entityId=${id}`)).map((e) => e.action);
    expect(actions).toEqual(['instance.delete', 'instance.reboot', 'instance.start', 'instance.stop', 'instance.create']);
  });

  it('writes nothing for a refused instance action (400, 403, 409)', async () => {
    const before = await newest('entityType=instance');
    expect((await call(t.app, 'POST', `${BASE}/create-instance`, { ...NEW, bundleId: 'nope' }, { token: admin })).status).toBe(400);
    const viewer = await signIn(t.app, 'viewer@example.com');
    expect((await call(t.app, 'POST', `${BASE}/stop-instance`, { instanceName: 'mumbai-api', region: 'ap-south-1' }, { token: viewer })).status).toBe(403);
    expect((await call(t.app, 'POST', `${BASE}/start-instance`, { instanceName: 'mumbai-api', region: 'ap-south-1' }, { token: admin })).status).toBe(409);
    expect(await newest('entityType=instance')).toEqual(before);
  });

  it('writes lead.create, lead.update with the field diff, lead.retry and lead.delete, and nothing for a refused edit', async () => {
    const hosts = (await call(t.app, 'GET', `${BASE}/get-all-data-center?pageSize=100`, undefined, { token: admin })).body.data as {
      id: string;
      instance_state: { name: string };
    }[];
    const running = hosts.find((h) => h.instance_state.name === 'running')!;
    const stopped = hosts.find((h) => h.instance_state.name === 'stopped')!;
    const input = { name: 'Audit Lead', email: 'audit@example.org', phone: '+923001234567', company: 'Audit Co', subdomain: 'audit-co', dataCenterId: running.id, notes: '' };
    const created = await call(t.app, 'POST', '/leads/create-lead', input, { token: admin });
    expect(created.status).toBe(201);
    const id = created.body.data.id as string;
    expect(await newest(`entityType=lead&entityId=${id}`)).toMatchObject({
      action: 'lead.create',
      entityLabel: 'Audit Lead',
      changes: { name: [null, 'Audit Lead'], subdomain: [null, 'audit-co'], dataCenterId: [null, running.id] },
    });

    const edited = await call(t.app, 'PATCH', '/leads/update-lead', { id, company: 'Audit Company', notes: 'Called back' }, { token: admin });
    expect(edited.status).toBe(200);
    expect(await newest(`entityType=lead&entityId=${id}`)).toMatchObject({
      action: 'lead.update',
      changes: { company: ['Audit Co', 'Audit Company'], notes: [null, 'Called back'] },
    });
    expect(Object.keys((await newest(`entityType=lead&entityId=${id}`))!.changes).sort()).toEqual(['company', 'notes']);

    const count = (await all(`entityType=lead&entityId=${id}`)).length;
    expect((await call(t.app, 'PATCH', '/leads/update-lead', { id, email: 'not-an-email' }, { token: admin })).status).toBe(400);
    const viewer = await signIn(t.app, 'viewer@example.com');
    expect((await call(t.app, 'PATCH', '/leads/update-lead', { id, company: 'X' }, { token: viewer })).status).toBe(403);
    expect((await call(t.app, 'POST', '/leads/retry-lead', { id }, { token: admin })).status).toBe(409);
    expect(await all(`entityType=lead&entityId=${id}`)).toHaveLength(count);

    expect((await call(t.app, 'DELETE', '/leads/delete-lead', { id }, { token: admin })).status).toBe(200);
    expect(await newest(`entityType=lead&entityId=${id}`)).toMatchObject({ action: 'lead.delete', changes: { status: ['active', 'deleted'] } });

    const failed = await call(t.app, 'POST', '/leads/create-lead', { ...input, subdomain: 'audit-failed', dataCenterId: stopped.id }, { token: admin });
    expect(failed.body.data.status).toBe('failed');
    expect((await call(t.app, 'POST', '/leads/retry-lead', { id: failed.body.data.id }, { token: admin })).status).toBe(200);
    expect(await newest(`entityType=lead&entityId=${failed.body.data.id}`)).toMatchObject({
      action: 'lead.retry',
      changes: { status: ['failed', 'failed'] },
    });
  });
});

describe('retention', () => {
  const system = { actor: null, ip: '', userAgent: '', requestId: 'retention-test' };
  const DAY = 24 * 60 * 60 * 1000;

  it('deletes entries older than AUDIT_RETENTION_DAYS, keeps the rest, and keeps everything with 0', async () => {
    const { db } = t.database;
    const now = new Date();
    await recordAudit(db, system, { action: 'test.old', entityType: 'test' });
    await recordAudit(db, system, { action: 'test.recent', entityType: 'test' });
    await db.insert(auditLog).values({ action: 'test.ancient', entityType: 'test', at: new Date(now.getTime() - 400 * DAY) });
    await db.insert(auditLog).values({ action: 'test.edge', entityType: 'test', at: new Date(now.getTime() - 29 * DAY) });
    const total = (await db.select({ id: auditLog.id }).from(auditLog)).length;
    const cutoff = new Date(now.getTime() - 30 * DAY);
    const expired = (await db.select({ id: auditLog.id }).from(auditLog).where(lt(auditLog.at, cutoff))).length;
    expect(expired).toBeGreaterThan(1);

    expect(await pruneAuditLog(db, 0, now)).toBe(0);
    expect(await db.select({ id: auditLog.id }).from(auditLog)).toHaveLength(total);

    const deleted = await pruneAuditLog(db, 30, now);
    expect(deleted).toBe(expired);
    expect(await db.select().from(auditLog).where(eq(auditLog.action, 'test.ancient'))).toEqual([]);
    expect(await db.select().from(auditLog).where(eq(auditLog.action, 'test.edge'))).toHaveLength(1);
    expect(await db.select({ id: auditLog.id }).from(auditLog)).toHaveLength(total - deleted);
    // Outside the prune the log still refuses deletes.
    await expect(db.delete(auditLog)).rejects.toThrow();
  });
});
