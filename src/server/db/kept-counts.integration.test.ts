/**
 * A list's count kept while the data is unchanged (kept-counts.ts, issue 28 §1 and §4): a page view
 * at the same data version takes it, any commit moves the version and the list is counted again,
 * and an API call outside a page view always counts.
 */
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runInRequest } from '../../../scripts/request-meta.mjs';
import { call, signIn } from '~/server/testing/client';
import { closeTemplate, createTestBackend, type TestBackend } from '~/server/testing/backend';

let t: TestBackend;
let token: string;
beforeEach(async () => {
  t = await createTestBackend();
  token = await signIn(t.app, 'superadmin@example.com');
  // More than a page of categories, so that the count is read apart from the first page's rows.
  await t.database.db.execute(sql`insert into business_categories (name, slug, sort_order) select 'Kept ' || g, 'kept-' || g, g from generate_series(1, 25) g`);
});
afterEach(async () => t.close());
afterAll(closeTemplate);

/** A list's total as a page view at `dataVersion` reads it (outside a view when undefined); the categories by default. */
async function totalSeen(query: string, dataVersion?: string, path = '/business-categories'): Promise<number> {
  const list = () => call(t.app, 'GET', `${path}${query}`, undefined, { token });
  const answer = dataVersion === undefined ? await list() : await runInRequest({ requestId: 'r', clientAddress: '127.0.0.1', https: false, started: 0, dataVersion }, list);
  expect(answer.status).toBe(200);
  return answer.body.meta.total;
}

const addCategory = () => t.database.db.execute(sql`insert into business_categories (name, slug, sort_order) values ('Kept extra', 'kept-extra', 99)`);

describe("a list's count in page views (issue 28 §4)", () => {
  it('is counted once per data version and again at the version a commit moves to', async () => {
    const version = await t.database.dataVersion();
    const total = await totalSeen('', version);
    await addCategory();
    // A view still at the old version (as one begun before the commit) is given the kept count ...
    expect(await totalSeen('', version)).toBe(total);
    // ... and every view at the version the commit moved to counts the new row.
    const moved = await t.database.dataVersion();
    expect(moved).not.toBe(version);
    expect(await totalSeen('', moved)).toBe(total + 1);
  });

  it('keeps a count per filter and for the last page too', async () => {
    const version = await t.database.dataVersion();
    const all = await totalSeen('', version);
    const found = await totalSeen('?q=Kept%202', version);
    expect(found).toBe(7); // Kept 2, Kept 20–25
    expect(await totalSeen('?last=1', version)).toBe(all);
    expect(await totalSeen('?q=Kept%202', version)).toBe(found);
  });

  it('is kept by the leads list as by the others, and its filters and last page counted apart', async () => {
    const leadsTotal = (query: string, version?: string) => totalSeen(query, version, '/leads/get-all-lead');
    const version = await t.database.dataVersion();
    const all = await leadsTotal('', version);
    const active = await leadsTotal('?status=active', version);
    expect(active).toBeLessThan(all);
    await t.database.db.execute(sql`
      insert into leads (name, email, phone, company, subdomain, data_center_id, status)
      select 'Kept lead', 'kept.lead@example.org', '+1', 'Kept Co', 'kept-lead', id, 'active' from data_centers limit 1`);
    expect(await leadsTotal('', version)).toBe(all);
    expect(await leadsTotal('?last=1', version)).toBe(all);
    const moved = await t.database.dataVersion();
    expect(await leadsTotal('', moved)).toBe(all + 1);
    expect(await leadsTotal('?status=active&last=1', moved)).toBe(active + 1);
  });

  it('is always counted for an API call outside a page view', async () => {
    const total = await totalSeen('');
    await addCategory();
    expect(await totalSeen('')).toBe(total + 1);
  });
});
