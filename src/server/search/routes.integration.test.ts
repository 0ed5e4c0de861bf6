import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SEARCH_LIMIT, SEARCH_PER_TYPE, SEARCH_TYPES, type SearchResult, type SearchType } from '~/lib/search/model';
import { SEARCH_MESSAGES } from '~/lib/search/schemas';
import { closeTemplate, createTestBackend, type TestBackend } from '~/server/testing/backend';
import { call, signIn } from '~/server/testing/client';

let t: TestBackend;
beforeEach(async () => {
  t = await createTestBackend();
});
afterEach(() => t.close());
afterAll(closeTemplate);

const ROLES = ['superadmin', 'inventory', 'hr', 'viewer'] as const;

/** A query that finds a demo record of each type, and the list route that type's permission is checked against. */
const PROBES: Record<Exclude<SearchType, 'page'>, { q: string; title: RegExp; list: string }> = {
  customer: { q: 'Bakery', title: /Bakery/, list: '/customers' },
  'customer-user': { q: 'Amina', title: /Amina/, list: '/customer-users' },
  lead: { q: 'Lotus', title: /^Priya Sharma$/, list: '/leads/get-all-lead' },
  reseller: { q: 'Margalla', title: /^Margalla Digital$/, list: '/resellers' },
  employee: { q: 'Leila', title: /^Leila /, list: '/employees' },
  package: { q: 'Starter', title: /^Starter$/, list: '/packages' },
  'data-center': { q: 'mumbai', title: /^mumbai-api$/, list: '/aws-light-sail/get-all-data-center' },
  role: { q: 'Inventory Manager', title: /Inventory Manager/i, list: '/roles' },
};

async function search(token: string, q: string) {
  return call(t.app, 'GET', `/search?q=${encodeURIComponent(q)}`, undefined, { token });
}

describe('GET /search', () => {
  it('finds each type of record only for the roles whose list of it answers them', async () => {
    for (const role of ROLES) {
      const token = await signIn(t.app, `${role}@example.com`);
      for (const [type, probe] of Object.entries(PROBES)) {
        const res = await search(token, probe.q);
        expect(res.status).toBe(200);
        const found = (res.body.data as SearchResult[]).filter((r) => r.type === type);
        const list = await call(t.app, 'GET', probe.list, undefined, { token });
        expect(list.status === 200, `${role} lists ${type}`).toBe(found.length > 0);
        if (found.length) expect(found.map((r) => r.title)).toContainEqual(expect.stringMatching(probe.title));
      }
    }
  });

  it('gives hr no lead, customer or instance and the viewer no employee or role', async () => {
    const hr = await signIn(t.app, 'hr@example.com');
    for (const type of ['lead', 'customer', 'data-center', 'reseller'] as const) {
      const res = await search(hr, PROBES[type].q);
      expect(res.body.data.filter((r: SearchResult) => r.type === type)).toEqual([]);
    }
    expect((await search(hr, 'Leila')).body.data.some((r: SearchResult) => r.type === 'employee')).toBe(true);
    const viewer = await signIn(t.app, 'viewer@example.com');
    for (const type of ['employee', 'role'] as const) {
      const res = await search(viewer, PROBES[type].q);
      expect(res.body.data.filter((r: SearchResult) => r.type === type)).toEqual([]);
    }
  });

  it('finds the pages a role may open by title, and no other', async () => {
    const inventory = await signIn(t.app, 'inventory@example.com');
    const leadsPages = (await search(inventory, 'leads')).body.data.filter((r: SearchResult) => r.type === 'page');
    expect(leadsPages.map((r: SearchResult) => r.title)).toEqual(expect.arrayContaining(['All Leads', 'Existing Leads', 'Leads Status Tracker']));
    expect(leadsPages.find((r: SearchResult) => r.title === 'All Leads')).toMatchObject({ url: '/owner-inventory/dashboard/leads/all-leads' });
    const hr = await signIn(t.app, 'hr@example.com');
    expect((await search(hr, 'leads')).body.data.filter((r: SearchResult) => r.type === 'page')).toEqual([]);
    expect((await search(hr, 'employees')).body.data.filter((r: SearchResult) => r.type === 'page').map((r: SearchResult) => r.url)).toContain(
      '/owner-universe/dashboard/users/employees',
    );
  });

  it('opens a customer, a customer user and an instance on their own pages, other records on their list searched for them', async () => {
    const admin = await signIn(t.app, 'superadmin@example.com');
    const first = async (q: string, type: SearchType) => (await search(admin, q)).body.data.find((r: SearchResult) => r.type === type) as SearchResult;
    const customer = await first('Bakery', 'customer');
    expect(customer.url).toBe(`/owner-inventory/dashboard/customers/${customer.id}`);
    const user = await first('Amina', 'customer-user');
    expect(user.url).toBe(`/owner-inventory/dashboard/customers/users/${user.id}`);
    const instance = await first('mumbai', 'data-center');
    expect(instance.url).toBe(`/owner-inventory/dashboard/general/data-center/${instance.id}`);
    const reseller = await first('Margalla', 'reseller');
    expect(reseller.url).toMatch(/^\/owner-inventory\/dashboard\/resellers\/all-resellers\?q=.+/);
    const listed = await call(t.app, 'GET', `/resellers?q=${new URL(reseller.url, 'http://x').searchParams.get('q')}`, undefined, { token: admin });
    expect(listed.body.data.map((r: { companyName: string }) => r.companyName)).toEqual(['Margalla Digital']);
    expect((await first('Lotus', 'lead')).url).toMatch(/^\/owner-inventory\/dashboard\/leads\/all-leads\?q=/);
  });

  it('answers at most 20, at most 5 of a type, grouped: pages, customers, customer users, leads, resellers, employees, packages, instances, roles', async () => {
    const admin = await signIn(t.app, 'superadmin@example.com');
    const res = await search(admin, 'a');
    const data = res.body.data as SearchResult[];
    expect(data).toHaveLength(SEARCH_LIMIT);
    const ranks = data.map((r) => SEARCH_TYPES.indexOf(r.type));
    expect(ranks).toEqual([...ranks].sort((x, y) => x - y));
    expect(data[0]!.type).toBe('page');
    // Pages match a short query often: every type that matches still has a place.
    expect(new Set(data.map((r) => r.type)).size).toBeGreaterThan(4);
    for (const type of SEARCH_TYPES) expect(data.filter((r) => r.type === type).length).toBeLessThanOrEqual(SEARCH_PER_TYPE);
    // A query that finds every record type shows them in the palette's order.
    const all = (await search(admin, 'e')).body.data as SearchResult[];
    const types = [...new Set(all.map((r) => r.type))];
    expect(types).toEqual(SEARCH_TYPES.filter((x) => types.includes(x)));
  });

  it('refuses an empty, blank, missing or 101-character query with 400, and takes 100 characters', async () => {
    const admin = await signIn(t.app, 'superadmin@example.com');
    for (const q of ['', '   ']) expect(await search(admin, q)).toMatchObject({ status: 400, body: { message: SEARCH_MESSAGES.required } });
    expect(await call(t.app, 'GET', '/search', undefined, { token: admin })).toMatchObject({ status: 400, body: { message: SEARCH_MESSAGES.required } });
    expect(await search(admin, 'x'.repeat(101))).toMatchObject({ status: 400, body: { message: SEARCH_MESSAGES.tooLong } });
    expect(await search(admin, `  ${'x'.repeat(100)}  `)).toMatchObject({ status: 200, body: { data: [] } });
  });

  it('takes % and _ as text, and needs a session', async () => {
    const admin = await signIn(t.app, 'superadmin@example.com');
    expect((await search(admin, '%')).body.data).toEqual([]);
    expect((await call(t.app, 'GET', '/search?q=a')).status).toBe(401);
  });
});
