/**
 * Signed-in pages kept as rendered, and compressed once, while nothing they were drawn from has
 * changed (issue 9 §4).
 *
 * A page is the same bytes for the same session, URL and committed data: the key is the session
 * key (its token's hash, session-key.ts; none for the public pages) with the path and query, and an entry is served only
 * while the database's data version (data-version.ts: it moves with every commit, a session's
 * sliding expiry included) is the one it was rendered at. Text that follows the clock alone (today's
 * date, a dashboard's period) is at most PAGE_TTL_MS old, the cloud's state LIVE_TTL_MS. The caller
 * decides what may be kept: never a one-time message or a render that met an outage.
 *
 * Why: a render costs 5–10 ms of the one thread, and compressing it again for every view
 * (brotli 1, ~1 ms for the OI dashboard's 77 kB) was 40% of answering a kept page. A kept page is
 * compressed off the main thread when first seen again, once per encoding, at a level a single
 * pass affords: brotli 6 makes the OI dashboard 10.5 kB (brotli 1: 13.1 kB) in 1.7 ms, gzip 6
 * 12.1 kB in 0.8 ms.
 */
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { LRUCache } from 'lru-cache';
import Negotiator from 'negotiator';
import { completeBytes, completeResponse, renderInFull } from '~/server/rendered-page';
import { countPageView } from '~/server/request-context';

interface KeptPage {
  version: string;
  status: number;
  headers: [string, string][];
  body: Uint8Array;
  /** The body in each encoding asked for so far. */
  encoded: Map<Encoding, Promise<Uint8Array>>;
}

type Encoding = 'br' | 'gzip';

/** One view of a page: whose session, which path and query, and what the browser asked for. */
export interface PageView {
  /** The session's key (session-key.ts), or '' for a visitor without one (the public pages). */
  session: string;
  url: string;
  acceptEncoding: string | null;
  /** A hard reload (request `Cache-Control: no-cache`): render, whatever is kept. */
  fresh: boolean;
  /** The page shows state from outside the database (a cloud instance): kept LIVE_TTL_MS only. */
  live: boolean;
}

/** How long a kept page may be served, however still its data. */
export const PAGE_TTL_MS = 60_000;
/** How long a page showing the cloud's state may be served: the cloud changes without a write. */
export const LIVE_TTL_MS = 5_000;
/**
 * The answers kept: those that follow from the URL, the session and the data alone. Never a 5xx,
 * which may pass by the next view.
 */
const KEPT_STATUSES = new Set([200, 400, 403, 404]);
/** Memory all kept pages may take together. */
const MAX_BYTES = 32 * 1024 * 1024;
/** Encodings offered, best first; a client that accepts neither gets the HTML as it is. */
const ENCODINGS: readonly Encoding[] = ['br', 'gzip'];

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

function encode(body: Uint8Array, encoding: Encoding): Promise<Uint8Array> {
  return encoding === 'br'
    ? brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength } })
    : gzip(body, { level: 6 });
}

/** The encoding to answer an Accept-Encoding header with: 'br', 'gzip', or undefined for none. */
export function pickEncoding(acceptEncoding: string | null): Encoding | undefined {
  const picked = new Negotiator({ headers: { 'accept-encoding': acceptEncoding ?? '' } }).encoding([...ENCODINGS, 'identity'], { preferred: ENCODINGS });
  return ENCODINGS.find((encoding) => encoding === picked);
}

/**
 * The page cache: `serve` answers from it or renders. `dataVersion` gives the current data
 * version, or undefined when it cannot be known (a remote backend): then nothing is kept.
 */
export function pageCache(dataVersion: () => Promise<string | undefined>, options: { maxBytes?: number; now?: () => number } = {}) {
  const pages = new LRUCache<string, KeptPage>({
    maxSize: options.maxBytes ?? MAX_BYTES,
    // The compressed copies add about a sixth each.
    sizeCalculation: (page) => Math.ceil(page.body.byteLength * 1.35) + 256,
    ttl: PAGE_TTL_MS,
    ...(options.now ? { perf: { now: options.now }, ttlResolution: 0 } : {}),
  });

  /** The data version now; a database that cannot say (an outage) means the page is rendered, and not kept. */
  async function currentVersion(): Promise<string | undefined> {
    try {
      return await dataVersion();
    } catch {
      return undefined;
    }
  }

  /** `page` as a response in the encoding `acceptEncoding` asks for. */
  async function answer(page: KeptPage, acceptEncoding: string | null): Promise<Response> {
    const encoding = pickEncoding(acceptEncoding);
    const headers = new Headers(page.headers);
    headers.append('vary', 'Accept-Encoding');
    if (!encoding) return completeResponse(page.body, { status: page.status, headers });
    let encoded = page.encoded.get(encoding);
    if (!encoded) {
      encoded = encode(page.body, encoding);
      page.encoded.set(encoding, encoded);
    }
    try {
      const bytes = await encoded;
      headers.set('content-encoding', encoding);
      return completeResponse(bytes, { status: page.status, headers });
    } catch {
      // Compressing is not worth failing a page for: the next view tries again.
      page.encoded.delete(encoding);
      return completeResponse(page.body, { status: page.status, headers });
    }
  }

  return {
    /**
     * The page `view` asks for, in the encoding it accepts: the kept one while the data version
     * is unchanged, else `render()`'s answer rendered in full (rendered-page.ts), kept when it is
     * an HTML page of KEPT_STATUSES that sets no cookie and `keep()` agrees once it has rendered. A render is
     * answered unencoded, as rendered (the server's compression encodes it on the way out).
     */
    async serve(view: PageView, render: () => Promise<Response>, keep: () => boolean): Promise<Response> {
      const version = await currentVersion();
      if (version === undefined) return render();
      const key = `${view.session} ${view.url}`;
      const kept = view.fresh ? undefined : pages.get(key);
      const hit = kept?.version === version;
      countPageView(hit);
      if (hit) return answer(kept, view.acceptEncoding);
      const response = await renderInFull(await render());
      const body = completeBytes(response);
      if (!body || !KEPT_STATUSES.has(response.status) || response.headers.has('set-cookie') || !keep()) return response;
      // The rendered length is the HTML's: a kept page is answered encoded, so it goes without one.
      const headers = [...response.headers].filter(([name]) => name !== 'content-length');
      const page: KeptPage = { version, status: response.status, headers, body, encoded: new Map() };
      pages.set(key, page, view.live ? { ttl: LIVE_TTL_MS } : {});
      // Compressed at the kept page's level only once it is seen again: most renders are not.
      return response;
    },
  };
}

export type PageCache = ReturnType<typeof pageCache>;
