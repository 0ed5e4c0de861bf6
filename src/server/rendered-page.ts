/**
 * Pages rendered in full before they are answered (issue 9 §1: a component that meets a database
 * outage must still turn the page into the 503 page), with their bytes copied once only: a Response
 * made from a buffer copies it, and at a page of ~80 kB every copy showed in the collector's time
 * under load (issue 9 §4).
 */

const bytesOf = new WeakMap<Response, Uint8Array>();

/** A Response over `bytes`, which are not copied and must not change afterwards. */
export function completeResponse(bytes: Uint8Array, init: ResponseInit): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });
  const response = new Response(body, init);
  bytesOf.set(response, bytes);
  return response;
}

/** The bytes of a response made by completeResponse or renderInFull, else undefined. */
export function completeBytes(response: Response): Uint8Array | undefined {
  return bytesOf.get(response);
}

/** `response` with an HTML body read to its end; other responses, and complete ones, as they are. */
export async function renderInFull(response: Response): Promise<Response> {
  if (!response.body || bytesOf.has(response) || !response.headers.get('content-type')?.startsWith('text/html')) return response;
  return completeResponse(new Uint8Array(await response.arrayBuffer()), response);
}
