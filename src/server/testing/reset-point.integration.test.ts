import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { closeTemplate, createTestBackend, type TestBackend } from '~/server/testing/backend';

afterAll(closeTemplate);

type Rows<T> = { rows: T[] };
const rowsOf = async <T>(t: TestBackend, query: ReturnType<typeof sql>) => ((await t.database.db.execute(query)) as unknown as Rows<T>).rows;

/** What a test could leave behind: row counts and contents of the tables it wrote, and a sequence. */
async function state(t: TestBackend) {
  const [counts] = await rowsOf<{ audit: number; resellers: number; disabled: number; lastAudit: number }>(
    t,
    sql`select (select count(*)::int from audit_log) as audit, (select count(*)::int from resellers) as resellers,
      (select count(*)::int from users where status = 'disabled') as disabled, (select max(id)::int from audit_log) as "lastAudit"`,
  );
  return counts!;
}

describe('each test gets the seeded database (issue 25 §6)', () => {
  it('puts back rows a test inserted, updated and deleted, the audit log and its sequence included', async () => {
    const first = await createTestBackend();
    const seeded = await state(first);
    await first.database.db.execute(sql`update users set status = 'disabled' where email = 'hr@example.com'`);
    await first.database.db.execute(sql`delete from resellers r where not exists (select 1 from customers c where c.reseller_id = r.id)`);
    await first.database.db.execute(sql`insert into audit_log (action, entity_type, entity_label) values ('test.write', 'test', 'a test')`);
    expect(await state(first)).not.toEqual(seeded);
    await first.close();

    const second = await createTestBackend();
    expect(await state(second)).toEqual(seeded);
    await second.close();
  });

  it('gives a new database after a test changed the schema, without what it created', async () => {
    const first = await createTestBackend();
    await first.database.db.execute(sql`create table left_behind (n int)`);
    await first.close();

    const second = await createTestBackend();
    expect(await rowsOf(second, sql`select 1 from pg_tables where tablename = 'left_behind'`)).toEqual([]);
    await second.close();
  });

  it('gives two backends held at once two databases', async () => {
    const [a, b] = [await createTestBackend(), await createTestBackend()];
    await a.database.db.execute(sql`update users set status = 'disabled' where email = 'hr@example.com'`);
    expect((await state(b)).disabled).toBe((await state(a)).disabled - 1);
    await Promise.all([a.close(), b.close()]);
  });
});
