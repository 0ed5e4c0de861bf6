import { describe, expect, it } from 'vitest';
import { ApiError } from '~/lib/api/http';
import { loadList } from '~/lib/list/load';
import { defineList } from '~/lib/list/spec';
import { packageListQuerySchema } from '~/lib/packages/schemas';

const spec = defineList(packageListQuerySchema);
const url = new URL('http://x/packages?q=web');
const meta = { page: 1, pageSize: 10, total: 1 };

describe('loadList', () => {
  it('asks for the page the URL names and answers 200 with its rows', async () => {
    let asked: Record<string, unknown> = {};
    const load = await loadList(spec, url, async (query) => ((asked = query), { data: [{ id: 'a' }], meta }));
    expect(asked).toMatchObject({ q: 'web', last: false });
    expect(load).toMatchObject({ rows: [{ id: 'a' }], meta, error: '', status: 200, filtered: true });
  });
  it('answers 400 with the schema message for a malformed value, without asking the API (issue 27 §9)', async () => {
    let asked = false;
    const load = await loadList(spec, new URL('http://x/packages?q=web&status=bogus'), async () => ((asked = true), { data: [], meta }));
    expect(asked).toBe(false);
    expect(load).toMatchObject({ rows: [], meta: undefined, status: 400, query: { q: 'web' } });
    expect(load.error).not.toBe('');
  });
  it('shows the API message and answers 400 when the API refused the query, 502 when it could not answer', async () => {
    const refused = await loadList(spec, url, () => Promise.reject(new ApiError(400, 'Invalid page cursor')));
    expect(refused).toMatchObject({ rows: [], meta: undefined, error: 'Invalid page cursor', status: 400 });
    for (const status of [0, 500, 503, 404]) {
      expect((await loadList(spec, url, () => Promise.reject(new ApiError(status, 'Failed to get packages')))).status).toBe(502);
    }
  });
  it('lets a bug through rather than calling it an answer', async () => {
    await expect(loadList(spec, url, () => Promise.reject(new TypeError('x is undefined')))).rejects.toThrow(TypeError);
  });
});
