/**
 * The lists that grow to 1,000,000 rows search one trigram index each (migration 0025, issue 9 §6).
 * PostgreSQL uses an expression index only for the very expression it was built on: if a list's search
 * text and its index drift apart, searches quietly read the whole table again. These tests fail then.
 */
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CUSTOMER_SEARCH } from '~/server/customers/service';
import { EMPLOYEE_SEARCH, isEmployee } from '~/server/employees/queries';
import { RESELLER_SEARCH } from '~/server/resellers/list-resellers';
import { rarePart, sampledTrigrams } from '~/server/db/trigram-search';
import { closeTemplate, createTestBackend, type TestBackend } from '~/server/testing/backend';
import { call, signIn } from '~/server/testing/client';

let t: TestBackend;
beforeEach(async () => {
  t = await createTestBackend();
});
afterEach(() => t.close());
afterAll(closeTemplate);

const SEARCHES: { list: string; index: string; query: SQL }[] = [
  { list: 'employees', index: EMPLOYEE_SEARCH.index, query: sql`select id from users where ${isEmployee} and ${EMPLOYEE_SEARCH.text} ilike '%bench777@%'` },
  { list: 'resellers', index: RESELLER_SEARCH.index, query: sql`select id from resellers where ${RESELLER_SEARCH.text} ilike '%reseller777@%'` },
  { list: 'customers', index: CUSTOMER_SEARCH.index, query: sql`select id from customers where ${CUSTOMER_SEARCH.text} ilike '%customer777@%'` },
];

describe.each(SEARCHES)('the $list search', ({ index, query }) => {
  // On demo-sized tables the planner rightly reads a few pages rather than the index, so the plan
  // cannot show it: compare the expression searched with the one indexed, as PostgreSQL prints both.
  it(`searches the expression ${index} is built on`, async () => {
    const indexed = (await t.database.db.execute(sql`select pg_get_indexdef(${index}::regclass, 1, true) as expression`)) as unknown as { rows: { expression: string }[] };
    const expression = indexed.rows[0]?.expression;
    expect(expression).toMatch(/\|\|/);
    const explained = (await t.database.db.execute(sql`explain (costs off) ${query}`)) as unknown as { rows: { 'QUERY PLAN': string }[] };
    expect(explained.rows.map((row) => row['QUERY PLAN']).join('\n')).toContain(`${expression} ~~* `);
  });
});

describe('a search over several fields', () => {
  it('finds a reseller by each of company, first name, last name, email and city, and by the full name', async () => {
    const token = await signIn(t.app, 'superadmin@example.com');
    const created = await call(
      t.app,
      'POST',
      '/resellers',
      { companyName: 'Quokka Hosting', firstName: 'Zebulon', lastName: 'Marsh', email: 'zeb@quokka.example', phone: '+923001234567', city: 'Khuzdar' },
      { token },
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    for (const q of ['quokka hosting', 'ZEBULON', 'marsh', 'zeb@quokka', 'khuzdar', 'Zebulon Marsh']) {
      const found = await call(t.app, 'GET', `/resellers?q=${encodeURIComponent(q)}`, undefined, { token });
      expect(found.body.data.map((r: { id: string }) => r.id), q).toEqual([created.body.data.id]);
    }
  });
});

describe('a search whose words most rows share', () => {
  it('finds by the rare part of the search the rows that hold the whole of it, and only those', async () => {
    const { db } = t.database;
    // 300 resellers named 'Zephyrco' and ten hex digits of their own, then the sample ANALYZE keeps.
    await db.execute(sql`
      insert into resellers (company_name, first_name, last_name, email, phone, city, status, source)
      select 'Zephyrco' || left(md5(g::text), 10), 'Zed', 'Row', 'row' || g || '@zephyr.example', '+92301' || lpad(g::text, 7, '0'), 'Quetta', 'active', 'staff'
      from generate_series(1, 300) g`);
    await db.execute(sql`insert into resellers (company_name, first_name, last_name, email, phone, city, status, source)
      values ('Xephyrco' || left(md5('150'), 10), 'Decoy', 'Row', 'decoy@zephyr.example', '+923019999999', 'Quetta', 'active', 'staff')`);
    await db.execute(sql`analyze resellers`);
    const hex = ((await db.execute(sql`select left(md5('150'), 10) as hex`)) as unknown as { rows: { hex: string }[] }).rows[0]!.hex;
    const q = `zephyrco${hex}`;
    expect(rarePart(q, await sampledTrigrams(db, RESELLER_SEARCH.index))).toBeDefined();

    const token = await signIn(t.app, 'superadmin@example.com');
    const found = await call(t.app, 'GET', `/resellers?q=${q}`, undefined, { token });
    expect(found.body.data.map((r: { companyName: string }) => r.companyName)).toEqual([`Zephyrco${hex}`]);
    const decoy = await call(t.app, 'GET', `/resellers?q=Xephyrco${hex}`, undefined, { token });
    expect(decoy.body.data.map((r: { companyName: string }) => r.companyName)).toEqual([`Xephyrco${hex}`]);
  });
});
