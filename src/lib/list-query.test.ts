import { describe, expect, it } from 'vitest';
import { listHref, readListQuery } from '~/lib/list-query';

describe('readListQuery', () => {
  it('reads the search and page', () => {
    expect(readListQuery(new URL('http://x/list?q=%20web%20&page=3'))).toEqual({ q: 'web', page: 3 });
  });
  it('turns a missing or malformed page into 1', () => {
    expect(readListQuery(new URL('http://x/list')).page).toBe(1);
    expect(readListQuery(new URL('http://x/list?page=-2')).page).toBe(1);
    expect(readListQuery(new URL('http://x/list?page=abc')).page).toBe(1);
  });
});

describe('listHref', () => {
  it('keeps other parameters, sets and removes the changed ones', () => {
    const url = new URL('http://x/list?q=web&status=active&page=2');
    expect(listHref(url, { page: 3 })).toBe('/list?q=web&status=active&page=3');
    expect(listHref(url, { q: null, page: 1 })).toBe('/list?status=active');
  });
});

describe('listHref starting a keyset list again', () => {
  it('drops the cursor and last-page mark when the page is reset, as a new sort or filter does', () => {
    const url = new URL('http://x/list?sort=name&page=4&after=abc&last=1');
    expect(listHref(url, { sort: '-name', page: null })).toBe('/list?sort=-name');
    expect(listHref(url, { status: 'active' })).toBe('/list?sort=name&page=4&after=abc&last=1&status=active');
  });
});
