/**
 * Reads an uploaded employees spreadsheet (issue 12 §4): a `.csv` or `.xlsx` of at most
 * IMPORT_MAX_BYTES and IMPORT_MAX_ROWS, its columns matched by header (case and spacing ignored).
 * Both are read a row at a time (issue 27 §1: an .xlsx through the zip guard), and reading stops at
 * the first row past a limit. Every bad file is a 400 with a message a person can act on, never a 500.
 */
import { headerKey, IMPORT_COLUMNS, IMPORT_MAX_BYTES, IMPORT_MAX_ROWS, type ImportColumn } from '~/lib/employees/transfer';
import { badRequest, HttpError } from '~/server/http/errors';
import { csvRows, type TextRow } from '~/server/spreadsheets/csv-rows';
import { xlsxRows } from '~/server/spreadsheets/xlsx-rows';

export const SPREADSHEET_MESSAGES = {
  noFile: 'Choose a .csv or .xlsx file to import (form field "file").',
  notSpreadsheet: 'This file is not a spreadsheet: upload a .csv or .xlsx file.',
  unreadable: 'This file could not be read as a spreadsheet: save it again as .csv or .xlsx.',
  tooLarge: `The file is larger than ${IMPORT_MAX_BYTES / 1024 / 1024} MB.`,
  tooManyRows: `The file has more than ${IMPORT_MAX_ROWS.toLocaleString('en-US')} rows; split it into smaller files.`,
  noHeader: `The first row must name the columns: ${IMPORT_COLUMNS.join(', ')}.`,
  missingColumns: (missing: string[]) => `The header row lacks the column${missing.length > 1 ? 's' : ''} ${missing.join(', ')}.`,
  empty: 'The file has no rows below its header.',
} as const;

/** A data row: its spreadsheet number (header = 1) and its cells by column, trimmed ('' when empty). */
export interface SheetRow {
  row: number;
  cells: Record<ImportColumn, string>;
}

/** Rows read at most, blank ones included: an honest file has few blank rows between its data rows. */
const MAX_READ_ROWS = 2 * IMPORT_MAX_ROWS + 1;

/** The rows of `file` by its kind. @throws 400 when it is neither a .csv nor an .xlsx (a zip archive) */
function rowsOf(file: File, bytes: Buffer): AsyncIterable<TextRow> | Iterable<TextRow> {
  const name = file.name.toLowerCase();
  // An .xlsx is a zip archive; anything else renamed to .xlsx is refused before it is opened.
  if (name.endsWith('.xlsx') && bytes.subarray(0, 4).toString('binary') === 'PK\x03\x04') return xlsxRows(bytes);
  if (name.endsWith('.csv') && !bytes.includes(0)) return csvRows(bytes);
  throw badRequest(SPREADSHEET_MESSAGES.notSpreadsheet);
}

/** Where each import column is in the header row. @throws 400 for no header or missing columns */
function columnsOf(header: TextRow | undefined): Map<ImportColumn, number> {
  const byKey = new Map<string, number>();
  if (header?.number === 1) {
    header.values.forEach((text, index) => {
      const key = headerKey(text?.trim() ?? '');
      if (key && !byKey.has(key)) byKey.set(key, index);
    });
  }
  const found = IMPORT_COLUMNS.filter((c) => byKey.has(headerKey(c)));
  if (found.length === 0) throw badRequest(SPREADSHEET_MESSAGES.noHeader);
  const missing = IMPORT_COLUMNS.filter((c) => !byKey.has(headerKey(c)));
  if (missing.length) throw badRequest(SPREADSHEET_MESSAGES.missingColumns(missing));
  return new Map(IMPORT_COLUMNS.map((c) => [c, byKey.get(headerKey(c))!]));
}

/**
 * The data rows of `file`, blank rows left out.
 * @throws 400 for no file, a file too large, not a spreadsheet, no header row, missing columns, no rows or too many
 */
export async function readSpreadsheet(file: unknown): Promise<SheetRow[]> {
  if (!(file instanceof File) || file.size === 0) throw badRequest(SPREADSHEET_MESSAGES.noFile);
  if (file.size > IMPORT_MAX_BYTES) throw badRequest(SPREADSHEET_MESSAGES.tooLarge);
  const source = rowsOf(file, Buffer.from(await file.arrayBuffer()));
  const rows: SheetRow[] = [];
  let columns: Map<ImportColumn, number> | undefined;
  let read = 0;
  try {
    for await (const row of source) {
      columns ??= columnsOf(row);
      if (row.number === 1) continue;
      if (++read > MAX_READ_ROWS) throw badRequest(SPREADSHEET_MESSAGES.tooManyRows);
      const cells = Object.fromEntries(IMPORT_COLUMNS.map((c) => [c, row.values[columns!.get(c)!]?.trim() ?? ''])) as SheetRow['cells'];
      if (!Object.values(cells).some(Boolean)) continue;
      rows.push({ row: row.number, cells });
      if (rows.length > IMPORT_MAX_ROWS) throw badRequest(SPREADSHEET_MESSAGES.tooManyRows);
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw badRequest(SPREADSHEET_MESSAGES.unreadable);
  }
  if (!columns) throw badRequest(SPREADSHEET_MESSAGES.noHeader);
  if (rows.length === 0) throw badRequest(SPREADSHEET_MESSAGES.empty);
  return rows;
}
