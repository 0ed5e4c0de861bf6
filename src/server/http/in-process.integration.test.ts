/**
 * A page's call into the embedded backend (in-process.ts) reads what a browser's call reads, the
 * same JSON for a list, a create, a refusal and an unknown route, without the headers only a browser
 * uses; a browser's call keeps them.
 */
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '~/lib/api/http';
import { embeddedHttp } from '~/server/embedded-http';
import { closeTemplate, createTestBackend, type TestBackend } from '~/server/testing/backend';
import { call, signIn } from '~/server/testing/client';

let t: TestBackend;
beforeEach(async () => {
  t = await createTestBackend();
});
afterEach(() => t.close());
afterAll(closeTemplate);

const BASE = 'http://embedded.invalid/api/v1';

/** A page's client of `t`'s app, as gateway.ts makes it, recording each answer's headers. */
function pageClient(token: string) {
  const headers: Headers[] = [];
  const http = embeddedHttp(
    BASE,
    async (request, inProcess) => {
      const response = await t.app.fetch(request, { clientAddress: '127.0.0.1', inProcess });
      headers.push(response.headers);
      return response;
    },
    token,
  );
  return { http, headers };
}

describe('a page calling the embedded backend', () => {
  it('reads the same list a browser reads, without the security headers or Cache-Control', async () => {
    const token = await signIn(t.app, 'superadmin@example.com');
    const { http, headers } = pageClient(token);
    const browser = await call(t.app, 'GET', '/departments?sort=name', undefined, { token });
    expect(await http.get('/departments', 'Failed', { sort: 'name' })).toEqual(browser.body);
    expect(browser.headers.get('cache-control')).toBe('no-store');
    expect(browser.headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers[0]!.get('cache-control')).toBeNull();
    expect(headers[0]!.get('x-content-type-options')).toBeNull();
  });

  it('gets a create and its new row, then the 409 and 400 messages with their field errors', async () => {
    const token = await signIn(t.app, 'superadmin@example.com');
    const { http } = pageClient(token);
    const created = await http.send('post', '/departments', { name: 'In-process Desk', code: 'IPD' }, 'Failed');
    expect(created.message).toEqual(expect.any(String));
    expect(created.data).toMatchObject({ name: 'In-process Desk' });
    const again = await http.send('post', '/departments', { name: 'In-process Desk', code: 'IPD' }, 'Failed').catch((e: unknown) => e);
    expect(again).toBeInstanceOf(ApiError);
    expect((again as ApiError).status).toBe(409);
    const bad = await http.send('post', '/departments', { name: '', code: 'IPX' }, 'Failed').catch((e: unknown) => e);
    expect((bad as ApiError).status).toBe(400);
    expect((bad as ApiError).errors?.name).toEqual(expect.any(String));
  });

  it('gets the 401 and 404 messages a browser gets', async () => {
    const { http } = pageClient('not-a-session');
    const signedOut = (await http.get('/departments', 'Failed').catch((e: unknown) => e)) as ApiError;
    expect(signedOut.status).toBe(401);
    expect(signedOut.message).toBe((await call(t.app, 'GET', '/departments', undefined, { token: 'not-a-session' })).body.message);
    const token = await signIn(t.app, 'superadmin@example.com');
    const missing = (await pageClient(token).http.get('/no-such-thing', 'Failed').catch((e: unknown) => e)) as ApiError;
    expect(missing.status).toBe(404);
    expect(missing.message).toBe('Not found');
  });
});
