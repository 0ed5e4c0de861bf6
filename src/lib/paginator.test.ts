import { describe, expect, it } from 'vitest';
import { clampPage, PAGE_SIZE, pageCount, paginate } from '~/lib/paginator';

describe('paginate (spec §2, §9)', () => {
  it('shows the single page of a 1-page list', () => {
    expect(paginate(1, 1)).toEqual([1]);
  });

  it('shows every page when there are 5 pages, on the first, a middle and the last page', () => {
    expect(paginate(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(paginate(3, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(paginate(5, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('shows first, last, neighbours and ellipses at 6 pages', () => {
    expect(paginate(1, 6)).toEqual([1, 2, 'ellipsis', 6]);
    // Pages 1..4 and 6 around page 3: the one hidden page (5) is shown rather than an ellipsis.
    expect(paginate(3, 6)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(paginate(6, 6)).toEqual([1, 'ellipsis', 5, 6]);
  });

  it('shows first, last, neighbours and ellipses at 50 pages', () => {
    expect(paginate(1, 50)).toEqual([1, 2, 'ellipsis', 50]);
    expect(paginate(25, 50)).toEqual([1, 'ellipsis', 24, 25, 26, 'ellipsis', 50]);
    expect(paginate(50, 50)).toEqual([1, 'ellipsis', 49, 50]);
  });

  it('never hides a single page behind an ellipsis', () => {
    expect(paginate(3, 50)).toEqual([1, 2, 3, 4, 'ellipsis', 50]);
    expect(paginate(4, 50)).toEqual([1, 2, 3, 4, 5, 'ellipsis', 50]);
    expect(paginate(47, 50)).toEqual([1, 'ellipsis', 46, 47, 48, 49, 50]);
  });

  it('clamps an out-of-range current page and handles an empty count', () => {
    expect(paginate(99, 50)).toEqual(paginate(50, 50));
    expect(paginate(0, 50)).toEqual(paginate(1, 50));
    expect(paginate(Number.NaN, 6)).toEqual(paginate(1, 6));
    expect(paginate(1, 0)).toEqual([]);
  });

  it('lists each page once, ascending', () => {
    for (let count = 1; count <= 60; count++) {
      for (let current = 1; current <= count; current++) {
        const pages = paginate(current, count).filter((p): p is number => p !== 'ellipsis');
        expect(pages).toEqual([...new Set(pages)].sort((a, b) => a - b));
        expect(pages).toContain(current);
        expect(pages[0]).toBe(1);
        expect(pages.at(-1)).toBe(count);
      }
    }
  });
});

describe('pageCount and clampPage', () => {
  it('counts pages of PAGE_SIZE records, at least one', () => {
    expect(PAGE_SIZE).toBe(10);
    expect(pageCount(0)).toBe(1);
    expect(pageCount(10)).toBe(1);
    expect(pageCount(11)).toBe(2);
    expect(pageCount(1_000_000)).toBe(100_000);
    expect(pageCount(7, 3)).toBe(3);
  });

  it('clamps pages into range', () => {
    expect(clampPage(0, 5)).toBe(1);
    expect(clampPage(9, 5)).toBe(5);
    expect(clampPage(2.7, 5)).toBe(2);
    expect(clampPage(Number.NaN, 5)).toBe(1);
  });
});
