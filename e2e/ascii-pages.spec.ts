/**
 * The pages' own text stays within ASCII (issue 28 §1). Astro builds a page as one string and
 * encodes it to UTF-8 before sending it. A single character above U+00FF anywhere in the page, an
 * arrow or a dash written as itself, makes V8 hold the whole string two bytes a character, and the
 * encoding of the OI dashboard then took 0.33 ms against 0.09 ms, about 5 % of a fresh render. A
 * character of Latin-1 above ASCII (the title's middle dot) keeps the string one byte a character
 * but takes the encoder off its copying path: the 67 kB employees page took 56 µs against 24 µs all
 * ASCII, on every page, as the title is on every page. The templates write such characters as
 * references (`&middot;`, `&mdash;`, `&#9650;`), which the browser shows the same. Checked: what
 * Astro draws, the shell, the dashboards and the list kit, around the rows of a list, which show
 * records (any character; some write a missing value as a dash of their own), and the islands,
 * which React draws and cannot write a reference in. The routes come from src/lib/routes.ts, so a
 * page added later is checked too.
 */
import { expect, test } from '@playwright/test';
import { ROUTES } from '../src/lib/routes';
import { stateFile } from './fixtures';

/** Every character outside ASCII in `page`, outside a table's rows and the islands, with a little of what surrounds it. */
function nonAscii(page: string): string[] {
  let html = page.replace(/<astro-island[\s\S]*?<\/astro-island>/g, '<astro-island></astro-island>');
  // Innermost first, until none is left: an audit entry's row holds a table of its own.
  let before: string;
  do {
    before = html;
    html = html.replace(/<tbody(?:(?!<tbody)[\s\S])*?<\/tbody>/g, '');
  } while (html !== before);
  return [...html.matchAll(/[^\u0000-\u007f]/gu)].map((match) => `${match[0]} in …${html.slice(Math.max(0, match.index - 50), match.index + 10)}`);
}

test.use({ storageState: stateFile('superadmin') });

test('no page writes a character outside ASCII of its own, so it is encoded to UTF-8 by a plain copy', async ({ page }) => {
  test.setTimeout(120_000);
  const found: string[] = [];
  for (const { pattern } of ROUTES) {
    if (pattern.includes(':')) continue;
    const response = await page.request.get(pattern, { maxRedirects: 0 });
    if (response.status() !== 200) continue;
    for (const wide of nonAscii(await response.text())) found.push(`${pattern}: ${wide}`);
  }
  expect(found).toEqual([]);
});
