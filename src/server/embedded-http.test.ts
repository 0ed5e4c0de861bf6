import { describe, expect, it } from 'vitest';
import { ApiError } from '~/lib/api/http';
import { embeddedHttp, type Dispatch } from '~/server/embedded-http';

const BASE = 'http://embedded.invalid/api/v1';

/** A backend answering `answers` in turn, recording what it was sent. */
function backend(...answers: Array<{ status: number; body?: unknown } | Error>) {
  const seen: Array<{ method: string; url: string; headers: Headers; body: string }> = [];
  const dispatch: Dispatch = async (request) => {
    seen.push({ method: request.method, url: request.url, headers: request.headers, body: await request.text() });
    const next = answers.shift()!;
    if (next instanceof Error) throw next;
    return new Response(typeof next.body === 'string' ? next.body : JSON.stringify(next.body ?? {}), { status: next.status });
  };
  return { dispatch, seen };
}

describe('embeddedHttp', () => {
  it('gets the {message, data} body with the Bearer token and the non-empty params', async () => {
    const { dispatch, seen } = backend({ status: 200, body: { message: 'ok', data: [1] } });
    const http = embeddedHttp(BASE, dispatch, 'tok');
    await expect(http.get('/leads/get-all-lead', 'Failed', { q: 'a b', page: 2, status: undefined, category: '' })).resolves.toEqual({ message: 'ok', data: [1] });
    expect(seen[0]).toMatchObject({ method: 'GET', url: `${BASE}/leads/get-all-lead?q=a+b&page=2` });
    expect(seen[0]!.headers.get('authorization')).toBe('Bearer tok');
  });

  it('sends writes as JSON, an empty object when there is no body, and without a token when signed out', async () => {
    const { dispatch, seen } = backend({ status: 201, body: { message: 'added', data: { id: 1 } } }, { status: 200, body: { message: 'gone' } });
    const http = embeddedHttp(BASE, dispatch);
    await expect(http.send('post', '/leads/create-lead', { name: 'A' }, 'Failed to add lead')).resolves.toEqual({ message: 'added', data: { id: 1 } });
    await http.send('delete', '/leads/1', undefined, 'Failed to delete lead');
    expect(seen.map((s) => [s.method, s.body, s.headers.get('content-type'), s.headers.has('authorization')])).toEqual([
      ['POST', '{"name":"A"}', 'application/json', false],
      ['DELETE', '{}', 'application/json', false],
    ]);
  });

  it("rejects with the server's message and field errors, else the operation's fallback", async () => {
    const { dispatch } = backend({ status: 400, body: { message: 'Name is required', errors: { name: 'Name is required' } } }, { status: 409, body: {} }, { status: 500, body: 'oops' });
    const http = embeddedHttp(BASE, dispatch);
    await expect(http.send('post', '/x', {}, 'Failed to add lead')).rejects.toMatchObject({ status: 400, message: 'Name is required', errors: { name: 'Name is required' } });
    await expect(http.get('/x', 'Failed to get all leads')).rejects.toMatchObject({ status: 409, message: 'Failed to get all leads' });
    await expect(http.get('/x', 'Failed to get all leads')).rejects.toMatchObject({ status: 500, message: 'Failed to get all leads' });
  });

  it('reads a JSON answer the backend handed over in-process, whose body is empty', async () => {
    const dispatch: Dispatch = async (_request, call) => {
      call.json = JSON.stringify({ message: 'Employee is already disabled' });
      return new Response(null, { status: 409 });
    };
    await expect(embeddedHttp(BASE, dispatch).send('post', '/employees/1/disable', {}, 'Failed')).rejects.toMatchObject({ status: 409, message: 'Employee is already disabled' });
  });

  it('reads the body of an answer that has one, whatever text was handed over before it', async () => {
    const dispatch: Dispatch = async (_request, call) => {
      call.json = JSON.stringify({ message: 'discarded' });
      return new Response(JSON.stringify({ message: 'Export ready', data: null }), { status: 200 });
    };
    await expect(embeddedHttp(BASE, dispatch).get('/employees/export', 'Failed')).resolves.toEqual({ message: 'Export ready', data: null });
  });

  it('answers a backend that cannot open with status 0 and the fallback, for the 503 page', async () => {
    const { dispatch } = backend(new Error('database down'));
    const error = await embeddedHttp(BASE, dispatch).get('/settings', 'Failed to get the settings').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, message: 'Failed to get the settings' });
  });
});
