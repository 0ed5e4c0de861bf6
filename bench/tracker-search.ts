/**
 * The status tracker's search time (issue 5 point 6): in Chromium with the CPU slowed 4x (CDP
 * Emulation.setCPUThrottlingRate), the page holding 10,000 'Created Leads' activities, a user types
 * queries one key at a time; for each keystroke, the time from the input event to the table's DOM
 * being updated, and to the next frame (painted). The page loads and hydrates slowed down too, and
 * the user starts typing a second after hydration (the island indexes its list when idle).
 */
import fs from 'node:fs';
import { chromium, type Page } from 'playwright';

export const TRACKER_PATH = '/owner-inventory/dashboard/leads/all-leads-status-tracker';
/** CDP throttling rate: 4 = four times slower than this machine. */
export const CPU_SLOWDOWN = 4;
/** What the user types, key by key: a name, a status word, an error text, a date, nothing found. */
const QUERIES = ['bench lead 42', 'failed', 'not running', '2026-', 'zzz no such lead'];

export interface TrackerSearchTiming {
  activities: number;
  /** Navigation start → island hydrated, slowed down, ms. */
  hydratedMs: number;
  keystrokes: number;
  /** Input event → rows replaced in the DOM, ms. */
  firstDomMs: number;
  medianDomMs: number;
  p95DomMs: number;
  /** Input event → the next frame after the update, ms (includes waiting for that frame). */
  medianFrameMs: number;
  p95FrameMs: number;
}

const SYSTEM_CHROMIUM = '/usr/bin/chromium';

/** Types every query of QUERIES in the tracker's search box and times each keystroke, in the page. */
function typeAndTime(page: Page, queries: string[]) {
  return page.evaluate(async (all) => {
    const input = document.querySelector<HTMLInputElement>('input[type="search"]')!;
    const body = document.querySelector('[role="tabpanel"] tbody')!;
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    const dom: number[] = [];
    const frame: number[] = [];
    for (const query of all) {
      for (let i = 1; i <= query.length + 1; i++) {
        // The last step clears the box, as a user does before the next query.
        const text = i <= query.length ? query.slice(0, i) : '';
        let changed = 0;
        const observer = new MutationObserver(() => (changed ||= performance.now()));
        observer.observe(body, { childList: true, subtree: true, characterData: true });
        const start = performance.now();
        setValue.call(input, text);
        input.dispatchEvent(new Event('input', { bubbles: true }));
        // React commits a discrete input's update before the event returns; the observer's record
        // arrives as a microtask, so yield once before reading it.
        await Promise.resolve();
        dom.push((changed || performance.now()) - start);
        // No named helpers in here: tsx would wrap them in a `__name` call the page does not have.
        await new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
        frame.push(performance.now() - start);
        observer.disconnect();
      }
    }
    return { dom, frame };
  }, queries);
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))]!;
};

/**
 * Opens the tracker on the console at `url` with `cookie` and times the search keystrokes.
 * @throws when the page does not hold the expected activities
 */
export async function measureTrackerSearch(url: string, cookie: string): Promise<TrackerSearchTiming> {
  const browser = await chromium.launch(
    fs.existsSync(SYSTEM_CHROMIUM)
      ? { executablePath: SYSTEM_CHROMIUM, args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] }
      : {},
  );
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const eq = cookie.indexOf('=');
    await context.addCookies([{ name: cookie.slice(0, eq), value: cookie.slice(eq + 1), url }]);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(`${url}${TRACKER_PATH}`);
    // Hydrated: Astro drops the island's `ssr` attribute (the profile modal waits for its event).
    await page.locator('astro-island[ssr]:not([client="event"])').waitFor({ state: 'detached', timeout: 60_000 });
    const hydratedMs = await page.evaluate(() => performance.now());
    await page.waitForTimeout(1000);
    const summary = (await page.getByRole('tabpanel').locator('p[aria-live]').textContent()) ?? '';
    const activities = Number(summary.match(/of ([\d,]+)/)?.[1]?.replaceAll(',', '') ?? 0);
    if (activities < 10_000) throw new Error(`the tracker shows ${summary}, not 10,000 activities`);
    const { dom, frame } = await typeAndTime(page, QUERIES);
    return {
      activities,
      hydratedMs,
      keystrokes: dom.length,
      firstDomMs: dom[0]!,
      medianDomMs: percentile(dom, 0.5),
      p95DomMs: percentile(dom, 0.95),
      medianFrameMs: percentile(frame, 0.5),
      p95FrameMs: percentile(frame, 0.95),
    };
  } finally {
    await browser.close();
  }
}
