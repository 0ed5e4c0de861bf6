/**
 * A rendered page compressed in one pass, as its complete bytes, before it is answered (issue 28 §1).
 *
 * Why: streaming each fresh page through the server's compression middleware (a zlib stream per
 * answer, its chunks handed across the thread pool and written out chunked) cost the one thread
 * more than compressing itself: a fresh all-leads page at 50 connections answered ~25 % more
 * req/s unencoded than through the stream, while brotli 0 of its 68 kB in one call takes ~0.1 ms.
 * The page is complete here anyway (rendered-page.ts), so it is sent with its length in one write.
 * Before compressing, the page gives the event loop a turn: done in one go, pages that follow each
 * other held the loop for a whole round of views (stalls of 40–55 ms at 10 connections against
 * ~10 ms streamed), and requests waiting to be read waited that long, which raised the p99.
 */
import zlib from 'node:zlib';
import { DYNAMIC_COMPRESSION } from '../../scripts/dynamic-compression.mjs';
import { pickEncoding } from '~/server/page-cache';
import { completeBytes, completeResponse } from '~/server/rendered-page';

/** Below this many bytes an answer goes as it is: the encoding's framing would eat the saving. */
const MIN_BYTES = 512;

/**
 * `response` encoded for `acceptEncoding` (brotli, else gzip, at DYNAMIC_COMPRESSION's levels) with
 * its Content-Length, when it is a complete page (rendered-page.ts) of at least MIN_BYTES not
 * already encoded (a kept page comes encoded, page-cache.ts); else `response` as it is, for the
 * server's compression to handle. Resolves after the event loop's next turn when it encodes.
 */
export async function encodedPage(response: Response, acceptEncoding: string | null): Promise<Response> {
  const body = completeBytes(response);
  if (!body || body.byteLength < MIN_BYTES || response.headers.has('content-encoding')) return response;
  const encoding = pickEncoding(acceptEncoding);
  if (!encoding) return response;
  await new Promise<void>((resolve) => setImmediate(resolve));
  const encoded =
    encoding === 'br'
      ? zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: DYNAMIC_COMPRESSION.brotliQuality, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength } })
      : zlib.gzipSync(body, { level: DYNAMIC_COMPRESSION.gzipLevel });
  const headers = new Headers(response.headers);
  headers.set('content-encoding', encoding);
  headers.set('content-length', String(encoded.byteLength));
  headers.append('vary', 'Accept-Encoding');
  return completeResponse(encoded, { status: response.status, statusText: response.statusText, headers });
}
