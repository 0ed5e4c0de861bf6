import { Column, is, SQL, sql, Table } from 'drizzle-orm';
import { PgColumn, PgDialect, PgTable, PgText } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { users } from '~/server/auth/schema';

// Drizzle's `is()` is patched to remember, per class, whether it is of a kind (patches/README.md,
// issue 28 §1): its answers, asked again and again as SQL is built, must stay those of the walk.
describe("Drizzle's is() (patched)", () => {
  it('tells each kind apart, the same on every ask', () => {
    for (let ask = 0; ask < 3; ask++) {
      expect(is(users.email, Column)).toBe(true);
      expect(is(users.email, PgColumn)).toBe(true);
      expect(is(users.email, PgText)).toBe(true);
      expect(is(users.email, SQL)).toBe(false);
      expect(is(users, Table)).toBe(true);
      expect(is(users, PgTable)).toBe(true);
      expect(is(users, Column)).toBe(false);
      expect(is(sql`1`, SQL)).toBe(true);
      expect(is(sql`1`, Column)).toBe(false);
      expect(is({ plain: true }, SQL)).toBe(false);
      expect(is(null, SQL)).toBe(false);
    }
  });

  it('builds the same statement the first time and after', () => {
    const dialect = new PgDialect();
    const build = () => dialect.sqlToQuery(sql`select ${users.email} from ${users} where ${users.id} = ${'x'} and lower(${users.firstName}) > ${'a'}`);
    const first = build();
    expect(first.sql).toBe('select "users"."email" from "users" where "users"."id" = $1 and lower("users"."first_name") > $2');
    expect(first.params).toEqual(['x', 'a']);
    expect(build()).toEqual(first);
  });
});
