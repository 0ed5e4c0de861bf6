/**
 * The records of an uploaded CSV (RFC 4180: commas, double quotes doubled inside quoted fields, CRLF,
 * LF or CR line ends, a UTF-8 byte order mark skipped), read one at a time in a single pass
 * (issue 27 §1). Hand-written because the parsers at hand fail hostile files: fast-csv (exceljs')
 * rescans a long quoted field or a chunk of many short lines for every record (5 MB of either took
 * 14 s and 135 s), and exceljs keeps every record as a worksheet row (5 MB of blank lines: 1.1 GB of
 * heap; a row of 16,385 commas threw outside any promise and ended the process).
 */
import { badRequest } from '~/server/http/errors';

/** A spreadsheet row as text: its number (the first is 1) and its cells' text by column (index 0 = column A). */
export interface TextRow {
  number: number;
  values: string[];
}

/** Excel's own limit; a record with more fields is refused before it grows further. */
export const MAX_COLUMNS = 16_384;

export const CSV_MESSAGES = {
  tooManyColumns: `A row has more than ${MAX_COLUMNS.toLocaleString('en-US')} columns; this is not a spreadsheet of people.`,
  unclosedQuote: (row: number) => `Row ${row} opens a quoted cell that never closes.`,
  afterQuote: (row: number) => `Row ${row} has text right after a quoted cell's closing quote.`,
} as const;

const COMMA = 0x2c;
const QUOTE = 0x22;
const CR = 0x0d;
const LF = 0x0a;

/**
 * Each record of `bytes` (decoded as UTF-8), cells as written (not trimmed); an empty line is a
 * record of one empty cell.
 * @throws HttpError 400 (CSV_MESSAGES) for an unclosed quote, text after a closing quote or too many columns
 */
export function* csvRows(bytes: Uint8Array): Generator<TextRow> {
  // TextDecoder drops a leading byte order mark.
  const text = new TextDecoder().decode(bytes);
  const end = text.length;
  let i = 0;
  let number = 0;
  while (i < end) {
    number++;
    const values: string[] = [];
    for (;;) {
      if (values.length === MAX_COLUMNS) throw badRequest(CSV_MESSAGES.tooManyColumns);
      if (text.charCodeAt(i) === QUOTE) {
        let value = '';
        let from = i + 1;
        for (;;) {
          const close = text.indexOf('"', from);
          if (close < 0) throw badRequest(CSV_MESSAGES.unclosedQuote(number));
          value += text.slice(from, close);
          if (text.charCodeAt(close + 1) !== QUOTE) {
            i = close + 1;
            break;
          }
          value += '"';
          from = close + 2;
        }
        const next = text.charCodeAt(i);
        if (i < end && next !== COMMA && next !== CR && next !== LF) throw badRequest(CSV_MESSAGES.afterQuote(number));
        values.push(value);
      } else {
        let stop = i;
        while (stop < end) {
          const c = text.charCodeAt(stop);
          if (c === COMMA || c === CR || c === LF) break;
          stop++;
        }
        values.push(text.slice(i, stop));
        i = stop;
      }
      if (text.charCodeAt(i) !== COMMA) break;
      i++;
    }
    if (text.charCodeAt(i) === CR) i++;
    if (text.charCodeAt(i) === LF) i++;
    yield { number, values };
  }
}
