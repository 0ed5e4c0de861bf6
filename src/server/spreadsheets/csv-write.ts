/**
 * Writing CSV (RFC 4180, as csv-rows.ts reads it): a cell with a comma, a double quote or a line end
 * is quoted with its quotes doubled, records end in CRLF, and no cell starts a formula
 * (formula-safe.ts, issue 27 §9). The file starts with a UTF-8 byte order mark so that Excel reads
 * names with accents as written.
 */
import { formulaSafe } from '~/server/spreadsheets/formula-safe';

/** The byte order mark a CSV file starts with. */
export const CSV_BOM = '\uFEFF';

const NEEDS_QUOTES = /[",\r\n]/;

/** One record of `cells` as a CSV line, CRLF included. */
export function csvLine(cells: readonly string[]): string {
  return `${cells
    .map((cell) => {
      const safe = formulaSafe(cell);
      return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
    })
    .join(',')}\r\n`;
}
