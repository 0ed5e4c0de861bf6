import { describe, expect, it } from 'vitest';
import { groupResults, SEARCH_LIMIT, SEARCH_TYPES, type SearchResult, type SearchType } from '~/lib/search/model';

const results = (type: SearchType, n: number): SearchResult[] =>
  Array.from({ length: n }, (_, i) => ({ type, id: `${type}-${i}`, title: `${type} ${i}`, subtitle: '', url: `/${type}/${i}` }));

describe('groupResults (issue 29 §1: at most 20, grouped by type in order)', () => {
  it('groups by type in the palette order, each group keeping its order', () => {
    const input = [...results('role', 2), ...results('customer', 2), ...results('page', 1)];
    expect(groupResults(input).map((r) => r.id)).toEqual(['page-0', 'customer-0', 'customer-1', 'role-0', 'role-1']);
  });

  it('keeps at most 5 of a type and 20 in all, giving every type a place before a type gets more', () => {
    const all = SEARCH_TYPES.flatMap((type) => results(type, 8));
    const kept = groupResults(all);
    expect(kept).toHaveLength(SEARCH_LIMIT);
    const counts = SEARCH_TYPES.map((type) => kept.filter((r) => r.type === type).length);
    // 9 types: two rounds give 18, the third round's first two types the last places.
    expect(counts).toEqual([3, 3, 2, 2, 2, 2, 2, 2, 2]);
    expect(groupResults(results('page', 12))).toHaveLength(5);
  });
});
