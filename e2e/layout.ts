/**
 * The layout rules every list obeys (issue 26 "Lists at an ordinary office screen"), as helpers any
 * spec can call on an opened list page. `expectListFits`: at 1280 × 800 with the sidebar shown, no
 * table frame scrolls sideways and neither does the page, and each row's actions and each row's
 * status (badge and tag) stand on one line. `expectNoSidewaysScroll`: at 390 px nothing scrolls
 * sideways but a table's own frame, whose first column then stays in view (sticky).
 * They read the list kit's marks: `[data-row-actions]` (actionCell), `[data-status]` (statusCell).
 */
import { expect, type Page } from '@playwright/test';

/** Rows (by their first cell) whose `selector` element spreads over more than one line. */
async function rowsOffOneLine(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluateAll((elements) =>
    elements
      .filter((element) => {
        const shown = [...element.children].filter((child) => child.getClientRects().length > 0).map((child) => child.getBoundingClientRect());
        // On one line, every part overlaps every other vertically, and nothing inside wraps.
        const apart = Math.max(...shown.map((box) => box.top)) >= Math.min(...shown.map((box) => box.bottom));
        return apart || element.getBoundingClientRect().height > Math.max(0, ...shown.map((box) => box.height)) + 1;
      })
      .map((element) => (element.closest('tr')?.querySelector<HTMLElement>('td, th')?.innerText ?? '?').replace(/\s+/g, ' ').slice(0, 40)),
  );
}

/** At 1280 × 800: the list's table fits its frame, and every row's actions and status are one line each. */
export async function expectListFits(page: Page): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByRole('complementary', { name: 'Sidebar' })).toBeVisible();
  await expect(page.locator('tbody tr').first(), 'the list shows rows to check').toBeVisible();
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    frames: [...document.querySelectorAll('[role=region]:has(> table)')].map((frame) => frame.scrollWidth - frame.clientWidth),
  }));
  expect(widths, 'px by which the page and each table frame scroll sideways').toEqual({ page: 0, frames: widths.frames.map(() => 0) });
  expect(await rowsOffOneLine(page, '[data-row-actions]'), 'rows whose actions wrap').toEqual([]);
  expect(await rowsOffOneLine(page, '[data-status]'), 'rows whose status wraps').toEqual([]);
}

/** At 390 × 844: only a table's frame scrolls sideways, keeping its first column in view. */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  await page.setViewportSize({ width: 390, height: 844 });
  const found = await page.evaluate(() => {
    const isFrame = (element: Element) => element.matches('[role=region]:has(> table)');
    const scrolls = (element: Element) => element.scrollWidth > element.clientWidth + 1 && /auto|scroll/.test(getComputedStyle(element).overflowX);
    const name = (element: Element) => `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${element.getAttribute('aria-label') ? `[${element.getAttribute('aria-label')}]` : ''}`;
    return {
      page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      others: [...document.body.querySelectorAll('*')].filter((element) => scrolls(element) && !isFrame(element)).map(name),
      notSticky: [...document.querySelectorAll('[role=region]:has(> table)')]
        .filter((frame) => scrolls(frame) && [...frame.querySelectorAll('tr > :first-child')].some((cell) => getComputedStyle(cell).position !== 'sticky'))
        .map(name),
    };
  });
  expect(found, 'at 390 px: the page scrolls sideways by (px), other parts that scroll sideways, frames whose first column is not kept').toEqual({ page: 0, others: [], notSticky: [] });
}
