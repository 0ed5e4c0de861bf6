import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPglite } from '~/server/db/client';
import { KEPT_STATEMENTS, keepStatements } from '~/server/db/kept-statements';

let client: PGlite;
beforeAll(async () => {
  client = keepStatements(await createPglite());
  await client.exec(`create table things (id uuid primary key default gen_random_uuid(), name text not null, made_at timestamptz not null default '2026-01-02T03:04:05Z', size int)`);
  await client.exec(`insert into things (name, size) select 'thing ' || g, g from generate_series(1, 30) g`);
});
afterAll(async () => client.close());

/** The statements Postgres holds prepared for this session (read through PGlite's own query, in a transaction). */
const preparedCount = async () => (await client.transaction((tx) => tx.query<{ n: number }>('select count(*)::int as n from pg_prepared_statements'))).rows[0]!.n;

describe('keepStatements (issue 28 §1)', () => {
  it("answers a read as PGlite's own query does, in both row modes, with the caller's parsers, run after run", async () => {
    const text = `select id, name, made_at, size, size % 2 = 0 as even, json_build_object('n', size) as doc, case when size > 28 then null else 'Zoë 東京 ' || size end as note
      from things where size > $1 order by size limit $2`;
    for (const options of [{ rowMode: 'array' as const, parsers: { 1184: (value: string) => `raw ${value}` } }, { rowMode: 'object' as const }, undefined]) {
      for (const [from, limit] of [[25, 5], [30, 5]]) {
        const plain = await client.transaction((tx) => tx.query(text, [from, limit], options));
        expect(plain.rows).toHaveLength(from === 25 ? 5 : 0);
        for (let run = 0; run < 7; run++) expect(await client.query(text, [from, limit], options)).toEqual(plain);
      }
    }
    expect((await client.query<{ name: string }>('select name from things where size = $1', [7])).rows).toEqual([{ name: 'thing 7' }]);
  });

  it('raises the database error a bad value causes, with its query, and keeps answering after it', async () => {
    const text = 'select name from things where id = $1';
    await expect(client.query(text, ['not-a-uuid'])).rejects.toMatchObject({ code: '22P02', query: text, params: ['not-a-uuid'] });
    await expect(client.query('select nme from things')).rejects.toMatchObject({ code: '42703' });
    expect((await client.query(text, ['00000000-0000-0000-0000-000000000000'])).rows).toEqual([]);
  });

  it('holds at most its limit of statements prepared however many texts it reads', async () => {
    for (let n = 0; n < KEPT_STATEMENTS + 20; n++) expect((await client.query<{ n: number }>(`select ${n}::int as n`)).rows).toEqual([{ n }]);
    expect(await preparedCount()).toBeLessThanOrEqual(KEPT_STATEMENTS);
  });

  it('answers a kept read again after the schema changes its columns', async () => {
    const text = 'select * from things where size = $1';
    expect(Object.keys((await client.query<object>(text, [1])).rows[0]!)).not.toContain('colour');
    await client.exec(`alter table things add column colour text default 'red'`);
    expect((await client.query<{ colour: string }>(text, [1])).rows[0]!.colour).toBe('red');
  });

  it('waits for an open transaction and never reads inside it: a rolled-back row is never seen', async () => {
    let read: Promise<unknown> | undefined;
    await expect(
      client.transaction(async (tx) => {
        await tx.query(`insert into things (name) values ('uncommitted')`);
        read = client.query(`select count(*)::int as n from things where name = 'uncommitted'`);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await read).toMatchObject({ rows: [{ n: 0 }] });
  });
});
