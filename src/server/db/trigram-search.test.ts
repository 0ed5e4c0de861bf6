import { describe, expect, it } from 'vitest';
import { countTrigrams, rarePart } from '~/server/db/trigram-search';

/** 101 search texts, as ANALYZE samples them: every one says 'customer', each with its own number (none with a 7). */
const customers = countTrigrams(
  Array.from({ length: 101 }, (_, n) => (1000 + n * 37).toString(7)).map((number) => `Bench Customer ${number} customer${number}@bench.example`),
);

describe('countTrigrams', () => {
  it('counts each trigram once per text, in lower case, within words and at their ends', () => {
    const counts = countTrigrams(['Abc abc', 'xabcd@e']);
    expect(counts.size).toBe(2);
    expect(counts.of.get('abc')).toBe(2);
    expect(counts.of.get('bc ')).toBe(1);
    expect(counts.of.get('cd ')).toBe(1);
    // A word's start is padded by pg_trgm ('  a', ' ab'): no part of a search starts there.
    expect(counts.of.has(' ab')).toBe(false);
  });
});

describe('rarePart', () => {
  it('keeps the rare end of a search whose words every row shares', () => {
    const part = rarePart('customer777@', customers);
    expect(part).toBeDefined();
    expect('customer777@').toContain(part);
    expect(part).toContain('777');
    expect(part).not.toContain('cust');
  });

  it('searches the whole when all of it is rare, when no part is rare enough, or without a sample', () => {
    expect(rarePart('zaqwerty', customers)).toBeUndefined();
    expect(rarePart('customer', customers)).toBeUndefined();
    expect(rarePart('customer7', customers)).toBeUndefined();
    expect(rarePart('customer777@', countTrigrams([]))).toBeUndefined();
    expect(rarePart('customer777@', undefined)).toBeUndefined();
  });

  it('leaves out the words most rows hold when no part is rare', () => {
    // 'abcd' is in 40 of 101 texts: not rare, but the index reads far fewer rows for it than for 'customer'.
    const sample = countTrigrams(Array.from({ length: 101 }, (_, k) => `customer ${k < 40 ? 'abcd' : 'wxyz'} ${k}`));
    expect(rarePart('customer abcd', sample)).toBe('abcd');
    expect(rarePart('customer wxyz', sample)).toBeUndefined();
  });

  it('counts a trigram repeated in the search once: "0000" is only as rare as "000"', () => {
    expect(rarePart('customer 0000', customers)).toBeUndefined();
    expect(rarePart('customer 00007', customers)).toBe('00007');
  });

  it('keeps characters as typed, so the part is a substring of the search', () => {
    expect('CUSTOMER 4242-XYZ').toContain(rarePart('CUSTOMER 4242-XYZ', customers));
    expect(rarePart('ÇUSTOMER ñandú4242', customers)).toBe('ñandú4242');
  });
});
