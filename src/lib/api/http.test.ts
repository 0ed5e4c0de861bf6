import { describe, expect, it, vi } from 'vitest';
import { ApiError, backoffDelay, createHttp } from '~/lib/api/http';

function fakeFetch(...responses: Array<{ status: number; body?: unknown } | Error>) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    const next = responses.shift()!;
    if (next instanceof Error) throw next;
    return new Response(next.body === undefined ? '' : JSON.stringify(next.body), { status: next.status });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

describe('createHttp', () => {
  it('returns the {message, data} body and sends JSON with the Bearer token', async () => {
    const { fetch, calls } = fakeFetch({ status: 200, body: { message: 'ok', data: { id: 1 } } });
    const http = createHttp({ baseURL: 'http://api.test/api/v1', fetch, token: 'tok' });
    await expect(http.send('post', '/leads/create-lead', { name: 'A' }, 'Failed to add lead')).resolves.toEqual({ message: 'ok', data: { id: 1 } });
    expect(calls[0]!.url).toBe('http://api.test/api/v1/leads/create-lead');
    const headers = calls[0]!.init.headers as Record<string, string>;
    expect(headers.authorization).toBe('Bearer tok');
    expect(headers['content-type']).toBe('application/json');
  });

  it("rejects with the server's message, else the operation's fallback", async () => {
    const { fetch } = fakeFetch({ status: 400, body: { message: 'Name is required' } }, { status: 409, body: {} });
    const http = createHttp({ baseURL: '/api/v1', fetch });
    await expect(http.send('post', '/x', {}, 'Failed to add lead')).rejects.toMatchObject({ status: 400, message: 'Name is required' });
    await expect(http.send('post', '/x', {}, 'Failed to add lead')).rejects.toMatchObject({ status: 409, message: 'Failed to add lead' });
  });

  it('turns a network failure into the fallback with status 0', async () => {
    const { fetch } = fakeFetch(new TypeError('fetch failed'));
    const http = createHttp({ baseURL: '/api/v1', fetch });
    const error = await http.send('delete', '/x', { id: 1 }, 'Failed to delete lead').catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, message: 'Failed to delete lead' });
  });

  it('retries a failing GET 3 times with backoff, and never a write', async () => {
    const { fetch, calls } = fakeFetch({ status: 503 }, { status: 502 }, { status: 500 }, { status: 200, body: { message: 'ok', data: [] } });
    const delays: number[] = [];
    const http = createHttp({ baseURL: '/api/v1', fetch, retryDelay: (n) => (delays.push(backoffDelay(n)), 0) });
    await expect(http.get('/leads/get-all-lead', 'Failed to get all leads')).resolves.toMatchObject({ data: [] });
    expect(calls).toHaveLength(4);
    expect(delays).toEqual([1000, 2000, 4000]);

    const writes = fakeFetch({ status: 503 }, { status: 200, body: {} });
    const http2 = createHttp({ baseURL: '/api/v1', fetch: writes.fetch, retryDelay: () => 0 });
    await expect(http2.send('post', '/x', {}, 'Failed')).rejects.toMatchObject({ status: 503 });
    expect(writes.calls).toHaveLength(1);
  });

  it('does not retry a 4xx GET', async () => {
    const { fetch, calls } = fakeFetch({ status: 404, body: { message: 'Not found' } });
    const http = createHttp({ baseURL: '/api/v1', fetch, retryDelay: () => 0 });
    await expect(http.get('/x', 'f')).rejects.toMatchObject({ status: 404 });
    expect(calls).toHaveLength(1);
  });

  it('calls onUnauthorized on any 401', async () => {
    const onUnauthorized = vi.fn();
    const { fetch } = fakeFetch({ status: 401, body: { message: 'Unauthorized' } });
    const http = createHttp({ baseURL: '/api/v1', fetch, onUnauthorized });
    await expect(http.get('/auth/getMe', 'f')).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('caps the backoff at 30 s', () => {
    expect([1, 2, 3, 5, 6, 10].map(backoffDelay)).toEqual([1000, 2000, 4000, 16000, 30000, 30000]);
  });
});
