import { describe, expect, it } from 'vitest';
import { object } from 'yup';
import { pageField, pageSizeField, searchField, text } from '~/lib/schemas/fields';
import { fieldMessages } from '~/lib/schemas/test-messages';

const name = object({ name: text({ label: 'Name', max: 100 }).required('Name is required') });
const secret = object({ secret: text({ label: 'Secret', max: 10, trim: false }) });
const email = object({ email: text({ label: 'Email', max: 254, lowercase: true }) });

describe('text fields', () => {
  it('trim (and lower-case) strings, keep spaces of secrets', async () => {
    expect(await name.validate({ name: '  Ada  ' })).toEqual({ name: 'Ada' });
    expect(await email.validate({ email: ' Ada@Example.COM ' })).toEqual({ email: 'ada@example.com' });
    expect(await secret.validate({ secret: ' pass ' })).toEqual({ secret: ' pass ' });
  });

  it.each([[12345], [true], [false], [['a']], [{ a: 1 }], [0]])('refuse %j instead of converting it', async (value) => {
    expect(await fieldMessages(name, { name: value })).toEqual({ name: 'Name must be text' });
    expect(await fieldMessages(email, { email: value })).toEqual({ email: 'Email must be text' });
  });

  it('give every field a maximum in the spec §5 phrasing, or its own', async () => {
    expect(await fieldMessages(name, { name: 'x'.repeat(100) })).toEqual({});
    expect(await fieldMessages(name, { name: 'x'.repeat(101) })).toEqual({ name: 'Name should not be greater than 100 characters long' });
    const own = object({ n: text({ label: 'N', max: 2, maxMessage: 'Too long' }) });
    expect(await fieldMessages(own, { n: 'abc' })).toEqual({ n: 'Too long' });
  });

  it('count the maximum after trimming', async () => {
    expect(await fieldMessages(name, { name: ` ${'x'.repeat(100)} ` })).toEqual({});
  });

  it.each([['a\u0000b'], ['\ud800'], ['x\udfffy'], ['\ud83d']])('refuse text the database cannot store: %j', async (value) => {
    expect(await fieldMessages(name, { name: value })).toEqual({ name: 'Name contains a character that is not allowed' });
  });

  it('accept any well-formed text, emoji and U+FFFD included', async () => {
    expect(await fieldMessages(name, { name: 'Zoë 😀 \ufffd' })).toEqual({});
  });

  it('leave absence to required()', async () => {
    expect(await fieldMessages(name, {})).toEqual({ name: 'Name is required' });
    expect(await fieldMessages(name, { name: null })).toEqual({ name: 'Name is required' });
    expect(await fieldMessages(name, { name: '   ' })).toEqual({ name: 'Name is required' });
  });
});

describe('list query fields', () => {
  const query = object({ q: searchField(), page: pageField(), pageSize: pageSizeField(10) });
  const PAGE = 'Page must be a whole number from 1 to 1,000,000,000';
  const SIZE = 'Page size must be a whole number from 1 to 100';

  it('default an absent or empty value, read digits', async () => {
    expect(await query.validate({})).toEqual({ q: '', page: 1, pageSize: 10 });
    expect(await query.validate({ q: '', page: '', pageSize: '' })).toEqual({ q: '', page: 1, pageSize: 10 });
    expect(await query.validate({ q: ' acme ', page: '007', pageSize: '100' })).toEqual({ q: 'acme', page: 7, pageSize: 100 });
    expect(await query.validate({ page: '1000000000' })).toMatchObject({ page: 1_000_000_000 });
  });

  it.each(['0', '-1', '1.5', '1e3', '1e300', '0x10', ' 3', 'two', 'Infinity', '1'.repeat(20), '1000000001'])(
    'refuse page %j',
    async (page) => {
      expect(await fieldMessages(query, { page })).toEqual({ page: PAGE });
    },
  );

  it('refuse page sizes outside 1 to 100', async () => {
    expect(await fieldMessages(query, { pageSize: '0' })).toEqual({ pageSize: SIZE });
    expect(await fieldMessages(query, { pageSize: '101' })).toEqual({ pageSize: SIZE });
  });

  it('bound the search at 200 characters and refuse NUL', async () => {
    expect(await fieldMessages(query, { q: 'x'.repeat(200) })).toEqual({});
    expect(await fieldMessages(query, { q: 'x'.repeat(201) })).toEqual({ q: 'Search should not be greater than 200 characters long' });
    expect(await fieldMessages(query, { q: 'a\u0000' })).toEqual({ q: 'Search contains a character that is not allowed' });
  });
});
