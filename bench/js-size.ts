/**
 * What JavaScript a page really loads (issue 9 §5): the page is opened in Chromium, which waits for
 * the network to go idle, and every JavaScript response it received before any user interaction is
 * counted once, gzip-compressed — island modules, their imports and any chunk they fetch at once.
 * A chunk that only a click or a focus requests is not counted, because nothing clicks here.
 */
import fs from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type BrowserContext } from 'playwright';

const SYSTEM_CHROMIUM = '/usr/bin/chromium';
const JS = /javascript|ecmascript/;

export interface JsWeight {
  /** gzip bytes of every script the page loaded. */
  bytes: number;
  files: string[];
}

/** Two Chromium contexts on `origin`, one signed in with `cookie` (a Cookie header value), one anonymous, for `measure`. */
export async function withBrowser<T>(origin: string, cookie: string, measure: (signedIn: BrowserContext, anonymous: BrowserContext) => Promise<T>): Promise<T> {
  const browser: Browser = await chromium.launch(
    fs.existsSync(SYSTEM_CHROMIUM)
      ? {
          executablePath: SYSTEM_CHROMIUM,
          args: ['--headless', '--no-sandbox', '--disable-gpu'],
        }
      : {},
  );
  try {
    const viewport = { width: 1280, height: 900 };
    const signedIn = await browser.newContext({ viewport });
    const eq = cookie.indexOf('=');
    await signedIn.addCookies([{ name: cookie.slice(0, eq), value: cookie.slice(eq + 1), url: origin }]);
    return await measure(signedIn, await browser.newContext({ viewport }));
  } finally {
    await browser.close();
  }
}

/** Opens `url` in a fresh page of `context` and sums the JavaScript it loads until the network is idle. */
export async function pageJs(context: BrowserContext, url: string): Promise<JsWeight> {
  const page = await context.newPage();
  const bodies = new Map<string, Promise<number>>();
  page.on('response', (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (!JS.test(type) || bodies.has(response.url())) return;
    bodies.set(
      response.url(),
      response.body().then(
        (body) => gzipSync(body).length,
        () => 0,
      ),
    );
  });
  try {
    await page.goto(url, { waitUntil: 'networkidle' });
    const sizes = await Promise.all(bodies.values());
    return {
      bytes: sizes.reduce((a, b) => a + b, 0),
      files: [...bodies.keys()].map((u) => new URL(u).pathname),
    };
  } finally {
    await page.close();
  }
}
