import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customerUsers } from '~/server/customer-users/schema';
import { customers } from '~/server/customers/schema';
import { CUSTOMER_USER_EXPORT_HEADER } from '~/server/customer-users/export';
import { csvRows } from '~/server/spreadsheets/csv-rows';
import type { TestBackend } from '~/server/testing/backend';
import { backendPerTest } from '~/server/testing/per-test';
import { signIn } from '~/server/testing/client';

let t: TestBackend;
let admin: string;
backendPerTest((backend, token) => {
  t = backend;
  admin = token;
});

const request = (method: 'GET' | 'POST', path: string, body?: unknown, token = admin) =>
  t.app.request(
    `/api/v1/customer-users/export${path}`,
    { method, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) },
    { clientAddress: '203.0.113.7' },
  );

/** The file's records, the header first. */
const recordsOf = async (res: Response) => [...csvRows(new Uint8Array(await res.arrayBuffer()))].map((row) => row.values);

const users = () =>
  t.database.db
    .select({ id: customerUsers.id, name: customerUsers.name, email: customerUsers.email, status: customerUsers.status, businessName: customers.businessName, subdomain: customers.subdomain })
    .from(customerUsers)
    .innerJoin(customers, eq(customers.id, customerUsers.customerId))
    .orderBy(asc(customerUsers.name));

describe('POST /customer-users/export', () => {
  it('answers a CSV of exactly the chosen users, with the columns the list shows, in name order', async () => {
    const all = await users();
    const [a, b] = [all[3]!, all[0]!];
    const res = await request('POST', '', { format: 'csv', ids: [a.id, b.id, a.id] });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="customer-users-\d{4}-\d{2}-\d{2}\.csv"$/);
    const [header, ...rows] = await recordsOf(res);
    expect(header).toEqual(CUSTOMER_USER_EXPORT_HEADER);
    expect(rows.map((r) => [r[0], r[1], r[3], r[4]])).toEqual([b, a].map((u) => [u.name, u.email, u.businessName, u.subdomain]));
    expect(rows.every((r) => r.length === 8 && ['Owner', 'Admin', 'Staff'].includes(r[5]!) && ['Active', 'Invited', 'Disabled'].includes(r[6]!))).toBe(true);
  });

  it('needs oi:view::customer_users (403 naming it), a session, and at most 10,000 row ids', async () => {
    const [a] = await users();
    const refused = await request('POST', '', { ids: [a!.id] }, await signIn(t.app, 'hr@example.com'));
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ message: 'You do not have permission to do this (oi:view::customer_users).' });
    expect((await t.app.request('/api/v1/customer-users/export', { method: 'POST', body: '{}' }, { clientAddress: '203.0.113.7' })).status).toBe(401);
    const tooMany = Array.from({ length: 10_001 }, () => a!.id);
    expect(await (await request('POST', '', { ids: tooMany })).json()).toMatchObject({ message: 'At most 10,000 rows may be exported at once' });
    for (const [ids, message] of [
      [undefined, 'Ids are required'],
      ['all', 'Ids must be a list'],
      [['not-an-id'], 'Ids must be row ids'],
    ] as const) {
      const res = await request('POST', '', { ids });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ message });
    }
  });
});

describe('GET /customer-users/export (all matching)', () => {
  it('answers every user the search and filters match, through the list’s own filter', async () => {
    const disabled = (await users()).filter((u) => u.status === 'disabled');
    expect(disabled.length).toBeGreaterThan(0);
    const res = await request('GET', '?format=csv&status=disabled');
    expect(res.status).toBe(200);
    const [, ...rows] = await recordsOf(res);
    expect(rows.map((r) => r[1])).toEqual(disabled.map((u) => u.email));
    expect(await (await request('GET', '?status=gone')).json()).toMatchObject({ message: 'Status must be active, invited or disabled' });
  });
});
