import { describe, expect, it } from 'vitest';
import { completeBytes, completeResponse, renderInFull } from '~/server/rendered-page';

/** An HTML response streamed in pieces, as Astro renders a page. */
function streamed(pieces: string[], init: ResponseInit = {}): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const piece of pieces) controller.enqueue(encoder.encode(piece));
      controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { 'content-type': 'text/html' }, ...init });
}

describe('renderInFull', () => {
  it('reads an HTML page to its end and keeps its status and headers', async () => {
    const page = await renderInFull(streamed(['<p>', 'all of it', '</p>'], { status: 404, headers: { 'content-type': 'text/html', 'x-a': '1' } }));
    expect(new TextDecoder().decode(completeBytes(page))).toBe('<p>all of it</p>');
    expect(page.status).toBe(404);
    expect(page.headers.get('x-a')).toBe('1');
    expect(await page.text()).toBe('<p>all of it</p>');
  });

  it('leaves other answers as they are', async () => {
    const json = Response.json({ message: 'ok' });
    expect(await renderInFull(json)).toBe(json);
    const redirect = new Response(null, { status: 302, headers: { location: '/' } });
    expect(await renderInFull(redirect)).toBe(redirect);
  });
});

describe('completeResponse', () => {
  it('answers the same bytes to every response made from them', async () => {
    const bytes = new TextEncoder().encode('<p>kept</p>');
    const first = completeResponse(bytes, { headers: { 'content-type': 'text/html' } });
    const second = completeResponse(bytes, { headers: { 'content-type': 'text/html' } });
    expect(await first.text()).toBe('<p>kept</p>');
    expect(await second.text()).toBe('<p>kept</p>');
    expect(completeBytes(second)).toBe(bytes);
  });
});
