import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodedPage } from '~/server/encoded-page';
import { completeBytes, completeResponse } from '~/server/rendered-page';

const CHROMIUM = 'gzip, deflate, br';
const html = `<!doctype html><ul>${Array.from({ length: 200 }, (_, i) => `<li>lead ${i}</li>`).join('')}</ul>`;
const page = (text = html, headers: Record<string, string> = {}) =>
  completeResponse(new TextEncoder().encode(text), { status: 200, headers: { 'content-type': 'text/html', 'cache-control': 'no-store', ...headers } });
const bytesOf = (response: Response) => Buffer.from(completeBytes(response)!);

describe('encodedPage', () => {
  it('answers a browser a rendered page in brotli, with its length, its headers kept and Vary set', async () => {
    const answer = await encodedPage(page(), CHROMIUM);
    expect(answer.headers.get('content-encoding')).toBe('br');
    expect(answer.headers.get('content-length')).toBe(String(bytesOf(answer).byteLength));
    expect(bytesOf(answer).byteLength).toBeLessThan(html.length / 3);
    expect(answer.headers.get('vary')).toBe('Accept-Encoding');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.status).toBe(200);
    expect(zlib.brotliDecompressSync(bytesOf(answer)).toString()).toBe(html);
  });

  it('answers gzip to a client that takes only gzip', async () => {
    const answer = await encodedPage(page(), 'gzip');
    expect(answer.headers.get('content-encoding')).toBe('gzip');
    expect(zlib.gunzipSync(bytesOf(answer)).toString()).toBe(html);
  });

  it('leaves a page as it is for a client that takes no encoding, below 512 bytes, or already encoded', async () => {
    for (const [response, accept] of [
      [page(), 'identity'],
      [page(), null],
      [page('<p>short</p>'), CHROMIUM],
      [page(html, { 'content-encoding': 'br' }), CHROMIUM],
    ] as const) {
      expect(await encodedPage(response, accept)).toBe(response);
    }
  });

  it('leaves an answer that is not a complete page (a redirect, a stream) to the server', async () => {
    const redirect = new Response(null, { status: 302, headers: { location: '/' } });
    expect(await encodedPage(redirect, CHROMIUM)).toBe(redirect);
    const json = Response.json({ message: 'x'.repeat(2000) });
    expect(await encodedPage(json, CHROMIUM)).toBe(json);
  });
});
