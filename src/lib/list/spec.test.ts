import { describe, expect, it } from 'vitest';
import { object } from 'yup';
import { defineList, isFiltered, readQuery } from '~/lib/list/spec';
import { packageListQuerySchema } from '~/lib/packages/schemas';
import { resellerListQuerySchema } from '~/lib/resellers/schemas';
import { pageField, searchField } from '~/lib/schemas/fields';

const url = (query: string) => new URL(`http://x/list?${query}`);
const packages = defineList(packageListQuerySchema);
const queue = defineList(resellerListQuerySchema, { defaults: { sort: 'queue' }, fixed: { source: 'online' } });

describe('defineList', () => {
  it('reads the filters, the sort values and the default order off the schema', () => {
    expect(packages.filters).toEqual(['q', 'category', 'status']);
    expect(packages.sorts).toEqual(['name', '-name', 'price', '-price']);
    expect(packages.defaultSort).toBe('name');
    expect(packages.keyset).toBe(true);
  });
  it('knows a list paged by number alone', () => {
    expect(defineList(object({ q: searchField(), page: pageField() })).keyset).toBe(false);
  });
  it('knows a keyset list, another default order, and hides what the page fixes', () => {
    expect(queue.keyset).toBe(true);
    expect(queue.defaultSort).toBe('queue');
    expect(queue.params).not.toContain('source');
    expect(queue.filters).toEqual(['q', 'status', 'category']);
  });
});

describe('readQuery', () => {
  it('reads the URL through the schema', async () => {
    expect(await readQuery(packages, url('q=%20web%20&status=active&sort=-price&page=2'))).toEqual({ query: expect.objectContaining({ q: 'web', status: 'active', sort: '-price', page: 2 }), problem: '' });
  });
  it('names a malformed value as the problem, and keeps the rest of the link for the frame to show', async () => {
    const { query, problem } = await readQuery(packages, url('q=web&status=nope&page=abc&sort=price'));
    expect(problem).not.toBe('');
    expect(query).toMatchObject({ q: 'web', sort: 'price' });
    expect(query.status).toBeUndefined();
    expect(query.page).toBeUndefined();
    expect((await readQuery(packages, url('q=a%00b'))).problem).toBe('Search contains a character that is not allowed');
  });
  it('reads a link seen before alike, its problem included, and a change to its query does not last', async () => {
    const link = url('q=web&status=nope');
    const first = await readQuery(packages, link);
    first.query.q = 'changed';
    expect(await readQuery(packages, link)).toEqual({ query: expect.objectContaining({ q: 'web' }), problem: first.problem });
    expect(first.problem).not.toBe('');
  });
  it('takes the spec defaults and fixed values, whatever the URL says of them', async () => {
    expect((await readQuery(queue, url('source=staff&last=1'))).query).toMatchObject({ sort: 'queue', source: 'online', last: true });
  });
});

describe('isFiltered', () => {
  it('is true when the search or a filter narrows the list, not for a sort or a page', async () => {
    expect(isFiltered(packages, (await readQuery(packages, url('sort=-price&page=2'))).query)).toBe(false);
    expect(isFiltered(packages, (await readQuery(packages, url('q=web'))).query)).toBe(true);
    expect(isFiltered(packages, (await readQuery(packages, url('status=draft'))).query)).toBe(true);
    expect(isFiltered(queue, (await readQuery(queue, url(''))).query)).toBe(false);
  });
});
