import { sql } from 'drizzle-orm';
import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { uniqueFields } from '~/server/db/unique';

const things = pgTable('things', { id: uuid('id').primaryKey(), name: text('name').notNull(), code: text('code').notNull() });
const UNIQUE = uniqueFields(things, things.id, {
  name: { index: 'things_name_lower_idx', message: 'A thing with this name already exists.', holds: (v) => sql`lower(${things.name}) = lower(${v})` },
  code: { index: 'things_code_idx', message: 'A thing with this code already exists.', holds: (v) => sql`${things.code} = ${v}` },
});

/** A unique violation as pg raises it, wrapped by Drizzle as PGlite's is. */
const violation = (constraint: string) => new Error('Failed query: insert', { cause: Object.assign(new Error('duplicate key value'), { code: '23505', constraint }) });

describe('uniqueFields().rethrowTaken (a race lost between the check and the write)', () => {
  it('answers the 409 of the field whose index the violation names, at that field', () => {
    expect(() => UNIQUE.rethrowTaken(violation('things_code_idx'))).toThrow(
      expect.objectContaining({ status: 409, message: 'A thing with this code already exists.', errors: { code: 'A thing with this code already exists.' } }),
    );
  });

  it('rethrows any other error as it is', () => {
    const other = violation('things_other_idx');
    expect(() => UNIQUE.rethrowTaken(other)).toThrow(other);
    const bug = new TypeError('x is not a function');
    expect(() => UNIQUE.rethrowTaken(bug)).toThrow(bug);
  });
});
