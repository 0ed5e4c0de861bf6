/**
 * Every keyset-paged list (issue 9 §6, issue 28 §4), in every order: walking Next from the first page and
 * Previous from the last one visits each row once, in the order of one big page, ties included; a
 * typed page near the end is the same slice; a cursor that does not fit the order is a 400.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '~/server/db/client';
import { closeTemplate, createTestBackend, type TestBackend } from '~/server/testing/backend';
import { call, signIn } from '~/server/testing/client';

interface KeysetList {
  path: string;
  /** Its sort values; a list of one order names it (its API ignores the `sort` sent). */
  sorts: readonly string[];
  /** Gives some rows equal sort values, so that only the id orders them. */
  makeTies(db: Database): Promise<void>;
}

const LISTS: KeysetList[] = [
  {
    path: '/customers',
    sorts: ['name', '-name', 'created', '-created', 'period', '-period'],
    makeTies: async (db) => {
      await db.execute(sql`
        update customers set business_name = 'Same Name Co', created_at = timestamptz '2026-01-02 03:04:05.678901+00',
          current_period_end = timestamptz '2026-02-01 00:00:00+00'
        where id in (select id from customers order by id limit 6)`);
    },
  },
  {
    path: '/resellers',
    sorts: ['queue', 'company', '-company', 'created', '-created', 'commission', '-commission'],
    // Six pending and six decided resellers tie on every key (the queue's groups included).
    makeTies: async (db) => {
      await db.execute(sql`
        update resellers set company_name = 'Same Name Co', created_at = timestamptz '2026-01-02 03:04:05.678901+00', commission_basis_points = 500
        where id in (select id from resellers where status = 'pending' order by id limit 6)
          or id in (select id from resellers where status <> 'pending' order by id limit 6)`);
    },
  },
  {
    path: '/upgrade-requests',
    sorts: ['queue', 'created', '-created'],
    // Six pending and six decided requests tie on every key (the queue's groups included).
    makeTies: async (db) => {
      await db.execute(sql`
        update upgrade_requests set created_at = timestamptz '2026-01-02 03:04:05.678901+00'
        where id in (select id from upgrade_requests where status = 'pending' order by id limit 6)
          or id in (select id from upgrade_requests where status <> 'pending' order by id limit 6)`);
    },
  },
  {
    path: '/employees',
    sorts: ['name', '-name', 'email', '-email', 'joined', '-joined', 'lastSignIn', '-lastSignIn'],
    // Emails cannot tie (unique regardless of case); six employees tie on every other key, six more on nulls.
    makeTies: async (db) => {
      const employees = sql`select id from users where is_super_admin = false and deleted_at is null`;
      await db.execute(sql`
        update users set first_name = 'Sam', last_name = 'Same', joined_on = date '2026-01-02',
          last_sign_in_at = timestamptz '2026-01-02 03:04:05.678901+00'
        where id in (${employees} order by id limit 6)`);
      await db.execute(sql`
        update users set first_name = null, last_name = null, joined_on = null, last_sign_in_at = null
        where id in (${employees} order by id desc limit 6)`);
    },
  },
  {
    path: '/customer-users',
    sorts: ['name', '-name', 'seen', '-seen', 'created', '-created'],
    // 60 of the 150 demo users, so that one page of 100 holds them all; six tie on every key, six more on never seen.
    makeTies: async (db) => {
      await db.execute(sql`delete from customer_users where id not in (select id from customer_users order by id limit 60)`);
      await db.execute(sql`
        update customer_users set name = 'Sam Same', created_at = timestamptz '2026-01-02 03:04:05.678901+00',
          last_seen_at = timestamptz '2026-01-03 00:00:00+00'
        where id in (select id from customer_users order by id limit 6)`);
      await db.execute(sql`update customer_users set last_seen_at = null where id in (select id from customer_users order by id desc limit 6)`);
    },
  },
  {
    path: '/packages',
    sorts: ['name', '-name', 'price', '-price'],
    // Names cannot tie (unique regardless of case); 25 packages more tie on the price.
    makeTies: async (db) => {
      await db.execute(sql`
        insert into packages (name, code, monthly_price, status)
        select 'Tie Package ' || g, 'TIE-' || g, 1500, case when g % 3 = 0 then 'draft' else 'active' end from generate_series(1, 25) g`);
    },
  },
  {
    path: '/business-categories',
    sorts: ['order'],
    // Names cannot tie; 25 categories more tie on the sort order.
    makeTies: async (db) => {
      await db.execute(sql`
        insert into business_categories (name, slug, sort_order)
        select 'Tie Category ' || g, 'tie-category-' || g, 5 from generate_series(1, 25) g`);
    },
  },
  {
    path: '/departments',
    sorts: ['name'],
    // Names cannot tie (unique regardless of case): 25 departments more, named in mixed case.
    makeTies: async (db) => {
      await db.execute(sql`
        insert into departments (name, code)
        select case when g % 2 = 0 then 'tie department ' else 'Tie Department ' end || g, 'TD' || g from generate_series(1, 25) g`);
    },
  },
  {
    path: '/designations',
    sorts: ['department'],
    // Two departments hold the same 12 titles at one level: ties on level, and on the title across departments.
    makeTies: async (db) => {
      await db.execute(sql`
        insert into designations (title, department_id, level)
        select 'Tie Manager ' || g, d.id, 4 from generate_series(1, 12) g, (select id from departments order by code limit 2) d`);
    },
  },
  {
    path: '/aws-light-sail/get-all-data-center',
    sorts: ['newest'],
    // Six copies of each settled demo instance, all made at one moment: only the id orders them.
    makeTies: async (db) => {
      await db.execute(sql`
        insert into data_centers (name, region, bundle_id, price, created_by, state_name, snapshot, created_at)
        select name || '-tie-' || g, region, bundle_id, price, created_by, state_name, snapshot, timestamptz '2026-01-02 03:04:05.678901+00'
        from data_centers, generate_series(1, 6) g where state_name in ('running', 'stopped')`);
    },
  },
];

const PAGE = 7;
// One backend per list, its ties made once: every test of a list only reads (a clone per test cost a second each).
let t: TestBackend;
let token = '';
afterAll(closeTemplate);

interface Page {
  ids: string[];
  meta: { page: number | null; total: number; exact: boolean; before: string | null; after: string | null };
}

async function page(path: string, params: Record<string, string | number>): Promise<Page> {
  const query = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]));
  const res = await call(t.app, 'GET', `${path}?${query}`, undefined, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { ids: (res.body.data as { id: string }[]).map((r) => r.id), meta: res.body.meta };
}

/** Walks `list` as `params` order and filter it, forwards and backwards, against one big page. */
async function walkEveryPage(list: KeysetList, params: Record<string, string>) {
  const all = await page(list.path, { ...params, pageSize: 100 });
  expect(all.meta.exact).toBe(true);
  expect(all.meta.total).toBe(all.ids.length);
  expect(all.ids.length).toBeGreaterThan(3 * PAGE);
  const pages = Math.ceil(all.ids.length / PAGE);

  const forward: string[] = [];
  let at = await page(list.path, { ...params, pageSize: PAGE });
  for (let n = 1; ; n++) {
    expect(at.meta.page).toBe(n);
    forward.push(...at.ids);
    if (!at.meta.after) break;
    at = await page(list.path, { ...params, pageSize: PAGE, after: at.meta.after, page: n + 1 });
  }
  expect(forward).toEqual(all.ids);

  const backward: string[][] = [];
  at = await page(list.path, { ...params, pageSize: PAGE, last: 'true' });
  expect(at.meta.page).toBe(pages);
  for (let n = pages; ; n--) {
    backward.unshift(at.ids);
    if (!at.meta.before) break;
    at = await page(list.path, { ...params, pageSize: PAGE, before: at.meta.before, page: n - 1 });
  }
  expect(at.meta.page).toBe(1);
  expect(backward.flat()).toEqual(all.ids);

  const nearEnd = await page(list.path, { ...params, pageSize: PAGE, page: pages - 1 });
  expect(nearEnd.ids).toEqual(all.ids.slice((pages - 2) * PAGE, (pages - 1) * PAGE));
}

describe.each(LISTS)('keyset paging of $path', (list) => {
  beforeAll(async () => {
    t = await createTestBackend();
    token = await signIn(t.app, 'superadmin@example.com');
    await list.makeTies(t.database.db);
  });
  afterAll(() => t.close());

  it.each(list.sorts)('sort %s: Next from the first page and Previous from the last visit every row once, in order', async (sort) => {
    await walkEveryPage(list, { sort });
  });

  // A search's few hits are read by id and sorted apart from the order's index (searchHits, KeysetSource's `searched`).
  it.each(list.sorts)('sort %s with a search: the same walk visits every hit once, in order', async (sort) => {
    await walkEveryPage(list, { sort, q: 'a' });
  });

  it('refuses a cursor of another order, or one that is not a cursor, with a 400', async () => {
    const [first, second = first] = list.sorts.filter((s) => !s.startsWith('-'));
    const { meta } = await page(list.path, { sort: first!, pageSize: PAGE });
    // A list of one order has no other order's cursor to refuse.
    const otherOrder = second === first ? [] : [meta.after!];
    for (const after of [...otherOrder, Buffer.from('["x"]').toString('base64url'), Buffer.from('not json').toString('base64url'), 'A']) {
      const res = await call(t.app, 'GET', `${list.path}?sort=${second}&after=${after}`, undefined, { token });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Invalid page cursor');
    }
  });
});
