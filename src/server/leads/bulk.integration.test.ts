import { and, eq, like, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { DataCenter } from '~/lib/data-centers/model';
import type { Lead } from '~/lib/leads/model';
import { auditLog } from '~/server/audit/schema';
import { dnsRecords, leads } from '~/server/leads/schema';
import type { TestBackend } from '~/server/testing/backend';
import { backendPerTest } from '~/server/testing/per-test';
import { call, signIn } from '~/server/testing/client';

let t: TestBackend;
let admin: string;
backendPerTest((backend, token) => {
  t = backend;
  admin = token;
});

const MISSING = '00000000-0000-4000-8000-000000000000';

async function runningDataCenter(): Promise<DataCenter> {
  const res = await call(t.app, 'GET', '/aws-light-sail/get-all-data-center?pageSize=100', undefined, { token: admin });
  const found = (res.body.data as DataCenter[]).find((dc) => dc.instance_state.name === 'running');
  if (!found) throw new Error('the demo data has no running data center');
  return found;
}

async function setInstance(dc: DataCenter, verb: 'stop' | 'start'): Promise<void> {
  const res = await call(t.app, 'POST', `/aws-light-sail/${verb}-instance`, { instanceName: dc.instance_name, region: dc.instance_region }, { token: admin });
  expect(res.status).toBe(200);
}

let serial = 0;
async function createLead(dc: DataCenter): Promise<Lead> {
  serial += 1;
  const input = { name: `Bulk Lead ${serial}`, email: `bulk${serial}@example.org`, phone: '+923001234567', company: 'Bulk Co', subdomain: `bulk-site-${serial}`, dataCenterId: dc.id };
  return (await call(t.app, 'POST', '/leads/create-lead', input, { token: admin })).body.data;
}

const bulk = (body: unknown, token = admin) => call(t.app, 'POST', '/leads/bulk', body, { token, headers: { 'x-request-id': 'bulk-leads-1' } });

describe('POST /leads/bulk', () => {
  it('retries the failed leads, each on its own: a lead that did not fail and an unknown one are refused with the single route’s message', async () => {
    const dc = await runningDataCenter();
    await setInstance(dc, 'stop');
    const [one, two] = [await createLead(dc), await createLead(dc)];
    expect([one.status, two.status]).toEqual(['failed', 'failed']);
    await setInstance(dc, 'start');
    const active = await createLead(dc);
    const res = await bulk({ action: 'retry', ids: [one.id, two.id, active.id, MISSING] });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      message: '2 leads retried. 2 could not be.',
      data: {
        done: [one.id, two.id],
        failed: [
          { id: active.id, message: 'Only a lead whose provisioning failed can be retried.' },
          { id: MISSING, message: 'Lead not found' },
        ],
      },
    });
    const audits = await t.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'lead.retry'), eq(auditLog.requestId, 'bulk-leads-1')));
    expect(audits.map((e) => e.entityId).sort()).toEqual([one.id, two.id].sort());
    expect(audits[0]!.changes).toMatchObject({ status: ['failed', 'active'], lastError: [expect.stringMatching(/is not running/), null] });
    for (const lead of [one, two]) {
      const details = (await call(t.app, 'GET', `/leads/get-lead/${lead.id}`, undefined, { token: admin })).body.data;
      expect(details.lead).toMatchObject({ status: 'active', lastError: null });
      expect(details.activities[0]).toMatchObject({ type: 'CREATION', status: 'SUCCESS' });
      expect(await t.database.db.select().from(dnsRecords).where(eq(dnsRecords.name, lead.fqdn))).toHaveLength(1);
    }
  });

  it('tells a retry that failed again as the single route does', async () => {
    const dc = await runningDataCenter();
    await setInstance(dc, 'stop');
    const lead = await createLead(dc);
    const res = await bulk({ action: 'retry', ids: [lead.id] });
    expect(res.body.data.done).toEqual([]);
    expect(res.body.data.failed[0].message).toMatch(/^The retry failed: The data center .* is not running/);
  });

  it('deletes each lead on its own: an active one loses its DNS record, a deleted and an unknown one are refused with the single route’s message', async () => {
    const dc = await runningDataCenter();
    const [live, gone] = [await createLead(dc), await createLead(dc)];
    expect(await t.database.db.select().from(dnsRecords).where(eq(dnsRecords.name, live.fqdn))).toHaveLength(1);
    expect((await call(t.app, 'DELETE', '/leads/delete-lead', { id: gone.id }, { token: admin })).status).toBe(200);
    const res = await bulk({ action: 'delete', ids: [live.id, gone.id, MISSING] });
    expect(res.body).toEqual({
      message: '1 lead deleted. 2 could not be.',
      data: {
        done: [live.id],
        failed: [
          { id: gone.id, message: 'This lead has been deleted.' },
          { id: MISSING, message: 'Lead not found' },
        ],
      },
    });
    const details = (await call(t.app, 'GET', `/leads/get-lead/${live.id}`, undefined, { token: admin })).body.data;
    expect(details.lead).toMatchObject({ status: 'deleted', lastError: null });
    expect(details.activities[0]).toMatchObject({ type: 'DELETE', status: 'SUCCESS', errorMessage: null });
    expect(await t.database.db.select().from(dnsRecords).where(eq(dnsRecords.name, live.fqdn))).toEqual([]);
    const [entry] = await t.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'lead.delete'), eq(auditLog.requestId, 'bulk-leads-1')));
    expect(entry).toMatchObject({ entityId: live.id, entityLabel: live.name, changes: { status: ['active', 'deleted'] } });
  });

  it('deletes the leads a filter matches, 1,000 of them, each audited', async () => {
    const dc = await runningDataCenter();
    await t.database.db.execute(sql`
      insert into leads (name, email, phone, company, subdomain, data_center_id, status)
      select 'Bulkdelete ' || i, 'bulkdelete' || i || '@example.org', '+1', 'Bulkdelete Co', 'bulkdelete-' || i, ${dc.id}::uuid, 'failed'
      from generate_series(1, 1000) as i`);
    const res = await bulk({ action: 'delete', filter: { q: 'Bulkdelete Co', status: 'failed' } });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('1,000 leads deleted.');
    const left = await t.database.db.select({ id: leads.id }).from(leads).where(and(like(leads.company, 'Bulkdelete%'), eq(leads.status, 'failed')));
    expect(left).toEqual([]);
    const audits = await t.database.db.select({ id: auditLog.id }).from(auditLog).where(and(eq(auditLog.action, 'lead.delete'), eq(auditLog.requestId, 'bulk-leads-1')));
    expect(audits).toHaveLength(1000);
  });

  it('guards each action as its single route: the viewer and hr are refused naming the permission, inventory may', async () => {
    const dc = await runningDataCenter();
    const lead = await createLead(dc);
    for (const email of ['viewer@example.com', 'hr@example.com']) {
      const token = await signIn(t.app, email);
      expect(await bulk({ action: 'retry', ids: [lead.id] }, token)).toMatchObject({ status: 403, body: { message: 'You do not have permission to do this (oi:edit::allleads).' } });
      expect((await bulk({ action: 'delete', ids: [lead.id] }, token)).status).toBe(403);
    }
    const inventory = await signIn(t.app, 'inventory@example.com');
    expect((await bulk({ action: 'delete', ids: [lead.id] }, inventory)).body.data).toEqual({ done: [lead.id], failed: [] });
  });
});
