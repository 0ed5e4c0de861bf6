import type { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import { countWrites } from '~/server/db/write-count';

/** A stand-in for PGlite's three entry points that logs the version each call ran at; `fail` makes the next call throw. */
function fakeClient() {
  const seen: string[] = [];
  const state = { fail: false, version: () => '' };
  const answer = async (what: string) => {
    seen.push(`${what} at ${state.version()}`);
    if (state.fail) throw new Error('duplicate key value violates unique constraint');
    return { rows: [] };
  };
  const client = {
    query: (text: string) => answer(text),
    exec: (text: string) => answer(text),
    transaction: () => answer('transaction'),
  } as unknown as PGlite;
  return { client, seen, state };
}

describe('countWrites (the data version of PGlite)', () => {
  it('stays the same over reads, and moves as a write is sent and again once it answered', async () => {
    const { client, seen, state } = fakeClient();
    const version = (state.version = countWrites(client));
    const start = version();
    await client.query('select 1');
    await client.query('  SELECT name from things');
    expect(version()).toBe(start);
    await client.query('insert into things values (1)');
    const [, , insert] = seen;
    expect(insert).not.toBe(`insert into things values (1) at ${start}`);
    expect(version()).not.toBe(insert!.split(' at ')[1]);
    const afterInsert = version();
    await client.exec('delete from things');
    expect(version()).not.toBe(afterInsert);
    const afterExec = version();
    await client.transaction(async () => undefined);
    expect(version()).not.toBe(afterExec);
  });

  it('moves after a write that failed, and is not a second count for a client counted twice', async () => {
    const { client, state } = fakeClient();
    const version = (state.version = countWrites(client));
    expect(countWrites(client)).toBe(version);
    const before = version();
    state.fail = true;
    await expect(client.query('insert into things values (1)')).rejects.toThrow('duplicate key');
    expect(version()).not.toBe(before);
    state.fail = false;
    const [start, writes] = version().split(':');
    await client.query('update things set size = 2');
    expect(version()).toBe(`${start}:${Number(writes) + 2}`);
  });
});
