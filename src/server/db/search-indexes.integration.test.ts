/**
 * The lists that grow to 1,000,000 rows search one trigram index each (migration 0025, issue 9 §6).
 * PostgreSQL uses an expression index only for the very expression it was built on: if a list's search
 * text and its index drift apart, searches quietly read the whole table again. These tests fail then.
 */
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { customerSearchText } from '~/server/customers/service';
import { employeeFilter } from '~/server/employees/queries';
import { resellerSearchText } from '~/server/resellers/service';
import { closeTemplate, createTestBackend, type TestBackend } from '~/server/testing/backend';
import { call, signIn } from '~/server/testing/client';

let t: TestBackend;
beforeEach(async () => {
  t = await createTestBackend();
});
afterEach(() => t.close());
afterAll(closeTemplate);

const SEARCHES: { list: string; index: string; query: SQL }[] = [
  { list: 'employees', index: 'users_employee_search_idx', query: sql`select id from users where ${employeeFilter({ q: 'bench777@', status: '', department: '', designation: '', role: '' })}` },
  { list: 'resellers', index: 'resellers_search_idx', query: sql`select id from resellers where ${resellerSearchText} ilike '%reseller777@%'` },
  { list: 'customers', index: 'customers_search_idx', query: sql`select id from customers where ${customerSearchText} ilike '%customer777@%'` },
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
