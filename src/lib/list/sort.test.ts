import { describe, expect, it } from 'vitest';
import { nextSort, sortHref, sortState } from '~/lib/list/sort';

const spec = { sorts: ['name', '-name', 'price', '-price', '-created'], defaultSort: 'name' };

describe('sortState', () => {
  it('says how the current order sorts a column', () => {
    expect(sortState('price', 'price')).toBe('ascending');
    expect(sortState('-price', 'price')).toBe('descending');
    expect(sortState('name', 'price')).toBeUndefined();
  });
});

describe('nextSort', () => {
  it('asks for a column ascending first, then the other way, among the allowed values', () => {
    expect(nextSort(spec, 'name', 'price')).toBe('price');
    expect(nextSort(spec, 'price', 'price')).toBe('-price');
    expect(nextSort(spec, '-price', 'price')).toBe('price');
    expect(nextSort(spec, 'name', 'created')).toBe('-created');
  });
});

describe('sortHref', () => {
  it('links back to page 1, keeps the filters, and writes the default order as no sort', () => {
    const url = new URL('http://x/list?q=web&page=3&after=abc&sort=-name');
    expect(sortHref(spec, url, '-name', 'price')).toBe('/list?q=web&sort=price');
    expect(sortHref(spec, url, '-name', 'name')).toBe('/list?q=web');
    expect(sortHref(spec, new URL('http://x/list'), 'name', 'name')).toBe('/list?sort=-name');
  });
});
