import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
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

/** The kept statements whose text holds every one of `parts`, with how Postgres planned their runs (read inside a transaction, which keeps nothing). */
async function plansOf(...parts: string[]) {
  const result = (await t.database.db.transaction((tx) =>
    tx.execute(sql`select statement, generic_plans::int, custom_plans::int from pg_prepared_statements`),
  )) as unknown as { rows: { statement: string; generic_plans: number; custom_plans: number }[] };
  return result.rows.filter((row) => parts.every((part) => row.statement.includes(part)));
}

describe('the busiest lists on the embedded database (issue 28 §1)', () => {
  it('answer their first page from a kept generic plan once warmed up, not planned again on every view', async (context) => {
    if (t.database.kind !== 'pglite') context.skip();
    for (let view = 0; view < 8; view++) {
      expect((await call(t.app, 'GET', '/employees', undefined, { token: admin })).status).toBe(200);
      expect((await call(t.app, 'GET', '/leads/get-all-lead', undefined, { token: admin })).status).toBe(200);
    }
    const employees = await plansOf('from "users"', 'order by lower("users"."first_name")');
    const leads = await plansOf('from "leads"', 'order by "leads"."created_at" desc');
    expect(employees).not.toHaveLength(0);
    expect(leads).not.toHaveLength(0);
    expect(employees.every((s) => s.generic_plans >= 1)).toBe(true);
    expect(leads.every((s) => s.generic_plans >= 1)).toBe(true);
  });
});
