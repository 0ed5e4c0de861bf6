import { describe, expect, it, vi } from 'vitest';
import { dataCentersApi } from '~/lib/data-centers/api';
import { createHttp } from '~/lib/api/http';

/** A fetch that answers every call with `status` and `body`, recording what was sent. */
function recorder(status: number, body: unknown) {
  const calls: Array<{ url: string; method: string; body: unknown }> = [];
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    calls.push({ url, method: String(init.method).toUpperCase(), body: init.body ? JSON.parse(String(init.body)) : undefined });
    return new Response(JSON.stringify(body), { status });
  });
  const api = dataCentersApi(createHttp({ baseURL: 'http://api.test/api/v1', fetch: fetch as unknown as typeof globalThis.fetch, getRetries: 0 }));
  return { api, calls };
}

const REF = { instanceName: 'web-1', region: 'us-east-1' } as const;
const CREATE = { ...REF, availabilityZone: 'us-east-1a', blueprintId: 'wordpress', bundleId: 'nano_3_0' } as const;

describe('dataCentersApi', () => {
  it('calls the spec §7 paths with the right methods and bodies', async () => {
    const { api, calls } = recorder(200, { message: 'ok', data: [], meta: { total: 0, page: 2, pageSize: 10 } });
    expect((await api.list({ q: 'tokyo', page: 2 })).meta).toEqual({ total: 0, page: 2, pageSize: 10 });
    await api.get('abc');
    await api.start(REF);
    await api.stop(REF);
    await api.reboot(REF);
    await api.delete(REF);
    await api.availabilityZones({ region: 'us-east-1' });
    await api.blueprints({ region: 'us-east-1' });
    await api.bundles({ region: 'us-east-1' });
    await api.create(CREATE);
    await api.run('stop', REF);
    // redaxios leaves a bare '?' when a GET has no query; the server reads that as no query.
    expect(calls.map((c) => `${c.method} ${c.url.replace('http://api.test/api/v1', '').replace(/\?$/, '')}`)).toEqual([
      'GET /aws-light-sail/get-all-data-center?q=tokyo&page=2',
      'GET /aws-light-sail/get-data-center/abc',
      'POST /aws-light-sail/start-instance',
      'POST /aws-light-sail/stop-instance',
      'POST /aws-light-sail/reboot-instance',
      'DELETE /aws-light-sail/delete-instance',
      'POST /aws-light-sail/get-availability-zones',
      'POST /aws-light-sail/get-blue-print',
      'POST /aws-light-sail/get-bundles',
      'POST /aws-light-sail/create-instance',
      'POST /aws-light-sail/stop-instance',
    ]);
    expect(calls[5]!.body).toEqual(REF);
    expect(calls[6]!.body).toEqual({ region: 'us-east-1' });
    expect(calls[9]!.body).toEqual(CREATE);
  });

  it('falls back to the spec §8 messages when the server gives none', async () => {
    const { api } = recorder(500, {});
    const fallback = (p: Promise<unknown>) => p.then(() => 'resolved', (e: Error) => e.message);
    expect(await fallback(api.list())).toBe('Failed to fetch Data Center');
    expect(await fallback(api.get('x'))).toBe('Failed to fetch Data Center');
    expect(await fallback(api.start(REF))).toBe('Failed to start instance');
    expect(await fallback(api.reboot(REF))).toBe('Failed to start instance');
    expect(await fallback(api.availabilityZones({ region: 'us-east-1' }))).toBe('Failed to start instance');
    expect(await fallback(api.blueprints({ region: 'us-east-1' }))).toBe('Failed to start instance');
    expect(await fallback(api.bundles({ region: 'us-east-1' }))).toBe('Failed to start instance');
    expect(await fallback(api.stop(REF))).toBe('Failed to stop instance');
    expect(await fallback(api.delete(REF))).toBe('Failed to delete instance');
    expect(await fallback(api.create(CREATE))).toBe('Failed to Create instance');
  });

  it("prefers the server's message", async () => {
    const { api } = recorder(409, { message: 'web-1 is stopped, so it cannot be stopped.' });
    await expect(api.stop(REF)).rejects.toMatchObject({ status: 409, message: 'web-1 is stopped, so it cannot be stopped.' });
  });
});
