import { cleanStores } from 'nanostores';
import { getTestStorage, useTestStorageEngine } from '@nanostores/persistent';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { SearchResult } from '~/lib/search/model';
import { $recents, RECENTS_KEY, recentsOf, recordRecent, recordVisit, withRecent } from '~/stores/recents';

const page = (n: number): SearchResult => ({ type: 'page', id: `/p/${n}`, title: `Page ${n}`, subtitle: '', url: `/p/${n}` });

beforeAll(() => useTestStorageEngine());
afterEach(() => {
  $recents.set({});
  cleanStores($recents);
});

describe('recents (issue 29 §1: the 8 most recently opened, per user)', () => {
  it('puts the newest first, keeps an entry once and at most 8', () => {
    let list: SearchResult[] = [];
    for (let n = 1; n <= 10; n++) list = withRecent(list, page(n));
    expect(list.map((r) => r.id)).toEqual(['/p/10', '/p/9', '/p/8', '/p/7', '/p/6', '/p/5', '/p/4', '/p/3']);
    expect(withRecent(list, page(5)).map((r) => r.id).slice(0, 2)).toEqual(['/p/5', '/p/10']);
    expect(withRecent(list, page(5))).toHaveLength(8);
  });

  it('keeps each user their own, in the browser under one key', () => {
    recordRecent('ann', page(1));
    recordRecent('bob', page(2));
    expect(recentsOf($recents.get(), 'ann').map((r) => r.id)).toEqual(['/p/1']);
    expect(recentsOf($recents.get(), 'bob').map((r) => r.id)).toEqual(['/p/2']);
    expect(recentsOf($recents.get(), 'cy')).toEqual([]);
    expect(JSON.parse(getTestStorage()[RECENTS_KEY]!)).toMatchObject({ ann: [page(1)], bob: [page(2)] });
  });

  it('records a page load as its page, unless the palette opened a record at that exact URL', () => {
    const reseller: SearchResult = { type: 'reseller', id: 'r1', title: 'Margalla Digital', subtitle: '', url: '/resellers?q=sana' };
    recordRecent('ann', reseller);
    recordVisit('ann', '/p/1?page=2', page(1));
    recordVisit('ann', '/resellers?q=sana', page(9));
    expect(recentsOf($recents.get(), 'ann')).toEqual([reseller, page(1)]);
  });
});
