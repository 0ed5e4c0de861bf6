import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPglite } from '~/server/db/client';

// PGlite's wire reader is patched to decode each text field from a view of the message instead of
// a copy (patches/README.md, issue 28 §1): every field must still come back exactly as written.
let client: PGlite;
beforeAll(async () => {
  client = await createPglite();
});
afterAll(async () => client.close());

const WRITTEN = ['Zoë', '', '東京 — 🚀', 'plain ascii', 'x'.repeat(100_000), 'ÿ', 'last'];

describe("PGlite's row reader (patched)", () => {
  it('reads back multi-byte, empty, long and null text fields, side by side, as written', async () => {
    const params = [...WRITTEN, null];
    const columns = params.map((_, i) => `$${i + 1}::text as c${i}`).join(', ');
    const { rows } = await client.query<Record<string, string | null>>(`select ${columns}`, params);
    expect(Object.values(rows[0]!)).toEqual(params);
  });

  it('reads many rows of many fields, each in its own place', async () => {
    const { rows } = await client.query<{ n: number; word: string; more: string }>(
      `select g as n, 'wörd ' || g as word, repeat('é', g) as more from generate_series(1, 500) g`,
    );
    expect(rows).toHaveLength(500);
    rows.forEach((row, i) => expect(row).toEqual({ n: i + 1, word: `wörd ${i + 1}`, more: 'é'.repeat(i + 1) }));
  });
});
