/**
 * The one way a write refuses a value another record holds (issue 25 §5, issue 26 #7): a 409 whose
 * `errors` names the field, so the form shows the message at that field. A domain declares each
 * unique field once (its unique index, its message, how a row holds a value); `assertFree` checks
 * before the write and `rethrowTaken` answers the same 409 for a race lost between check and write;
 * both answer with the shared `conflict(message, errors)`.
 */
import { and, ne, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Reader } from '~/server/db/client';
import { violatedUnique } from '~/server/db/errors';
import { conflict } from '~/server/http/errors';

/** One unique field of a table. */
export interface UniqueField {
  /** The unique index that guards it (the name a violation reports). */
  index: string;
  /** The 409's message, e.g. 'A package with this code already exists.' */
  message: string;
  /** The condition of a row holding `value`, compared as the index compares (lower() for names). */
  holds: (value: string) => SQL;
}

/**
 * The unique fields of `table`, keyed by the body field each guards.
 * @returns assertFree(reader, values, exceptId?): throws the 409 of the first taken value, checking
 *   only the fields `values` gives; rethrowTaken(error): throws the 409 of the violated field, or
 *   `error` itself when it is not a violation of one of them
 */
export function uniqueFields<F extends string>(table: PgTable, id: PgColumn, fields: Record<F, UniqueField>) {
  const entries = Object.entries(fields) as [F, UniqueField][];
  return {
    async assertFree(reader: Reader, values: Partial<Record<F, string | undefined>>, exceptId?: string): Promise<void> {
      const others = exceptId === undefined ? undefined : ne(id, exceptId);
      for (const [field, rule] of entries) {
        const value = values[field];
        if (value === undefined) continue;
        const [hit] = await reader.select({ id }).from(table).where(and(rule.holds(value), others)).limit(1);
        if (hit) throw conflict(rule.message, { [field]: rule.message });
      }
    },
    rethrowTaken(error: unknown): never {
      const index = violatedUnique(error);
      const hit = entries.find(([, rule]) => rule.index === index);
      if (hit) throw conflict(hit[1].message, { [hit[0]]: hit[1].message });
      throw error;
    },
  };
}
