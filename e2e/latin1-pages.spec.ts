/**
 * The pages' own text stays within Latin-1 (issue 28 §1). Astro builds a page as one string and
 * encodes it to UTF-8 before sending it. A single character above U+00FF anywhere in the page, an
 * arrow or a dash written as itself, makes V8 hold the whole string two bytes a character, and the
 * encoding of the OI dashboard then took 0.33 ms against 0.09 ms, about 5 % of a fresh render. The
 * templates write such characters as references (`&mdash;`, `&#9650;`), which the browser shows
 * the same. Checked: what Astro draws, the shell, the dashboards and the list kit, around the rows
 * of a list, which show records (any character; some write a missing value as a dash of their own),
 * and the islands, which React draws and cannot write a reference in (the shell's two keep to
 * Latin-1 by their wording). The routes come from src/lib/routes.ts, so a page added later is checked too.
 */
import { expect, test } from '@playwright/test';
import { ROUTES } from '../src/lib/routes';
import { stateFile } from './fixtures';

/** Every character above U+00FF in `page` outside a table's rows and the islands, with a little of what surrounds it. */
function wideCharacters(page: string): string[] {
  let html = page.replace(/<astro-island[\s\S]*?<\/astro-island>/g, '<astro-island></astro-island>');
  // Innermost first, until none is left: an audit entry's row holds a table of its own.
  let before: string;
  do {
    before = html;
    html = html.replace(/<tbody(?:(?!<tbody)[\s\S])*?<\/tbody>/g, '');
  } while (html !== before);
  return [...html.matchAll(/[^\u0000-\u00ff]/gu)].map((match) => `${match[0]} in …${html.slice(Math.max(0, match.index - 50), match.index + 10)}`);
}

test.use({ storageState: stateFile('superadmin') });

test('no page writes a character above U+00FF of its own, so it is encoded one byte a character', async ({ page }) => {
  test.setTimeout(120_000);
  const found: string[] = [];
  for (const { pattern } of ROUTES) {
    if (pattern.includes(':')) continue;
    const response = await page.request.get(pattern, { maxRedirects: 0 });
    if (response.status() !== 200) continue;
    for (const wide of wideCharacters(await response.text())) found.push(`${pattern}: ${wide}`);
  }
  expect(found).toEqual([]);
});
