import zlib from 'node:zlib';
import client from 'prom-client';
import { describe, expect, it } from 'vitest';
import { LIVE_TTL_MS, PAGE_TTL_MS, pageCache, pickEncoding } from '~/server/page-cache';

const CHROMIUM = 'gzip, deflate, br, zstd';

/** A page cache over a data version the test moves, and a render that counts its calls. */
function setUp(options: { now?: () => number } = {}) {
  const state = { version: 'v1' as string | undefined, renders: 0, failVersion: false };
  const cache = pageCache(async () => {
    if (state.failVersion) throw new Error('terminating connection due to administrator command');
    return state.version;
  }, options);
  const render = (init: ResponseInit = {}) => async () => {
    state.renders += 1;
    return new Response(`<p>render ${state.renders}</p>`, { status: 200, ...init, headers: { 'content-type': 'text/html', ...(init.headers as object) } });
  };
  const view = async (session = 'token-a', url = '/owner-inventory/dashboard', acceptEncoding: string | null = 'identity', init?: ResponseInit, keep = () => true, fresh = false, live = false) =>
    (await cache.serve({ session, url, acceptEncoding, fresh, live }, render(init), keep)).text();
  return { state, cache, view };
}

describe('pageCache', () => {
  it('answers a page seen again with nothing changed as rendered, without rendering it again', async () => {
    const { state, view } = setUp();
    expect(await view()).toBe('<p>render 1</p>');
    expect(await view()).toBe('<p>render 1</p>');
    expect(state.renders).toBe(1);
  });

  it('counts its hits and misses in page_cache_lookups_total (issue 24 §4)', async () => {
    const count = async (result: string) => (await client.register.getSingleMetric('page_cache_lookups_total')!.get()).values.find((v) => v.labels.result === result)?.value ?? 0;
    const [hits, misses] = [await count('hit'), await count('miss')];
    const { state, view } = setUp();
    await view();
    await view();
    state.version = 'v2';
    await view();
    expect([(await count('hit')) - hits, (await count('miss')) - misses]).toEqual([1, 2]);
  });

  it('renders again once the data has changed', async () => {
    const { state, view } = setUp();
    await view();
    state.version = 'v2';
    expect(await view()).toBe('<p>render 2</p>');
    expect(await view()).toBe('<p>render 2</p>');
  });

  it('renders again on a hard reload (Cache-Control: no-cache), and keeps what it rendered', async () => {
    const { view } = setUp();
    await view();
    expect(await view('token-a', '/owner-inventory/dashboard', 'identity', {}, () => true, true)).toBe('<p>render 2</p>');
    expect(await view()).toBe('<p>render 2</p>');
  });

  it('keeps pages apart per session and per URL, query included', async () => {
    const { view } = setUp();
    expect(await view('token-a', '/a')).toBe('<p>render 1</p>');
    expect(await view('token-b', '/a')).toBe('<p>render 2</p>');
    expect(await view('token-a', '/a?page=2')).toBe('<p>render 3</p>');
    expect(await view('token-a', '/a')).toBe('<p>render 1</p>');
  });

  it('keeps no failed render, no 5xx, no page that sets a cookie, and none the caller refuses', async () => {
    const { state, view } = setUp();
    await view('t', '/a', 'identity', {}, () => false);
    await view('t', '/a', 'identity', {}, () => false);
    await view('t', '/b', 'identity', { status: 502 });
    await view('t', '/b', 'identity', { status: 502 });
    await view('t', '/c', 'identity', { headers: { 'set-cookie': 'flash=; Max-Age=0' } });
    await view('t', '/c', 'identity', { headers: { 'set-cookie': 'flash=; Max-Age=0' } });
    expect(state.renders).toBe(6);
  });

  it('keeps a refusal or a page not found, which follow from the URL and the data', async () => {
    const { state, view } = setUp();
    await view('t', '/forbidden', 'identity', { status: 403 });
    await view('t', '/forbidden', 'identity', { status: 403 });
    expect(state.renders).toBe(1);
  });

  it.each([
    { page: 'a page, whose dates follow the clock', live: false, ttl: PAGE_TTL_MS },
    { page: "a page of the cloud's state", live: true, ttl: LIVE_TTL_MS },
  ])('keeps $page for $ttl ms at most, even when nothing changed', async ({ live, ttl }) => {
    let now = 1_000;
    const { view } = setUp({ now: () => now });
    const seen = () => view('t', '/page', 'identity', {}, () => true, false, live);
    await seen();
    now += ttl - 1;
    expect(await seen()).toBe('<p>render 1</p>');
    now += 2;
    expect(await seen()).toBe('<p>render 2</p>');
  });

  it('renders every time while the data version cannot be read, and keeps nothing', async () => {
    const { state, view } = setUp();
    state.failVersion = true;
    await view();
    state.failVersion = false;
    expect(await view()).toBe('<p>render 2</p>');
    state.version = undefined;
    await view('t', '/x');
    await view('t', '/x');
    expect(state.renders).toBe(4);
  });

  it('answers a render as rendered, then the kept page compressed as the browser asks, the same HTML whichever the encoding', async () => {
    const { cache } = setUp();
    const render = async () => new Response('<p>dashboard</p>'.repeat(100), { headers: { 'content-type': 'text/html' } });
    const rendered = await cache.serve({ session: 't', url: '/d', acceptEncoding: CHROMIUM, fresh: false, live: false }, render, () => true);
    expect(rendered.headers.get('content-encoding')).toBeNull();
    expect(await rendered.text()).toBe('<p>dashboard</p>'.repeat(100));
    const brotli = await cache.serve({ session: 't', url: '/d', acceptEncoding: CHROMIUM, fresh: false, live: false }, render, () => true);
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('vary')).toBe('Accept-Encoding');
    expect(zlib.brotliDecompressSync(Buffer.from(await brotli.arrayBuffer())).toString()).toBe('<p>dashboard</p>'.repeat(100));
    const gzip = await cache.serve({ session: 't', url: '/d', acceptEncoding: 'gzip', fresh: false, live: false }, render, () => true);
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(zlib.gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe('<p>dashboard</p>'.repeat(100));
    const plain = await cache.serve({ session: 't', url: '/d', acceptEncoding: null, fresh: false, live: false }, render, () => true);
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe('<p>dashboard</p>'.repeat(100));
  });

  it("answers a kept page without the rendered body's length, which its compressed copy does not have", async () => {
    const { cache } = setUp();
    const html = '<p>dashboard</p>'.repeat(100);
    const render = async () => new Response(html, { headers: { 'content-type': 'text/html', 'content-length': String(html.length) } });
    const serve = () => cache.serve({ session: 't', url: '/d', acceptEncoding: CHROMIUM, fresh: false, live: false }, render, () => true);
    expect((await serve()).headers.get('content-length')).toBe(String(html.length));
    const kept = await serve();
    const bytes = await kept.arrayBuffer();
    expect(kept.headers.get('content-encoding')).toBe('br');
    expect([null, String(bytes.byteLength)]).toContain(kept.headers.get('content-length'));
  });
});

describe('pickEncoding', () => {
  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(pickEncoding(CHROMIUM)).toBe('br');
    expect(pickEncoding('gzip, deflate')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip')).toBe('gzip');
    expect(pickEncoding('deflate')).toBeUndefined();
    expect(pickEncoding(null)).toBeUndefined();
  });
});
