/**
 * Reads an uploaded employees spreadsheet (issue 12 §4): a `.csv` or `.xlsx` (exceljs) of at most
 * IMPORT_MAX_BYTES and IMPORT_MAX_ROWS, its columns matched by header (case and spacing ignored).
 * Every bad file is a 400 with a message a person can act on, never a 500.
 */
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { headerKey, IMPORT_COLUMNS, IMPORT_MAX_BYTES, IMPORT_MAX_ROWS, type ImportColumn } from '~/lib/employees/transfer';
import { badRequest } from '~/server/http/errors';

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

const cellText = (cell: ExcelJS.Cell): string => {
  const value = cell.value;
  if (value === null || value === undefined) return '';
  // A number typed into Excel (a phone without '+') keeps its digits, not 9.23E+11.
  if (typeof value === 'number') return String(value);
  return (cell.text ?? '').trim();
};

async function worksheetOf(file: File): Promise<ExcelJS.Worksheet> {
  const name = file.name.toLowerCase();
  const bytes = Buffer.from(await file.arrayBuffer());
  const workbook = new ExcelJS.Workbook();
  if (name.endsWith('.xlsx')) {
    // An .xlsx is a zip archive; anything else renamed to .xlsx is refused before exceljs sees it.
    if (bytes.subarray(0, 4).toString('binary') !== 'PK\x03\x04') throw badRequest(SPREADSHEET_MESSAGES.notSpreadsheet);
    try {
      await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    } catch {
      throw badRequest(SPREADSHEET_MESSAGES.unreadable);
    }
    const sheet = workbook.worksheets[0];
    if (!sheet) throw badRequest(SPREADSHEET_MESSAGES.noHeader);
    return sheet;
  }
  if (!name.endsWith('.csv') || bytes.includes(0)) throw badRequest(SPREADSHEET_MESSAGES.notSpreadsheet);
  try {
    // Cells stay text: exceljs would otherwise turn '+923001230000' into a number and '2026-01-02' into a date.
    return await workbook.csv.read(Readable.from([bytes]), { map: (v: string) => v });
  } catch {
    throw badRequest(SPREADSHEET_MESSAGES.unreadable);
  }
}

/**
 * The data rows of `file`, blank rows left out.
 * @throws 400 for no file, a file too large, not a spreadsheet, no header row, missing columns, no rows or too many
 */
export async function readSpreadsheet(file: unknown): Promise<SheetRow[]> {
  if (!(file instanceof File) || file.size === 0) throw badRequest(SPREADSHEET_MESSAGES.noFile);
  if (file.size > IMPORT_MAX_BYTES) throw badRequest(SPREADSHEET_MESSAGES.tooLarge);
  const sheet = await worksheetOf(file);
  if (sheet.actualRowCount - 1 > IMPORT_MAX_ROWS) throw badRequest(SPREADSHEET_MESSAGES.tooManyRows);
  const header = sheet.getRow(1);
  const columnOf = new Map<string, number>();
  header.eachCell((cell, col) => {
    const key = headerKey(cellText(cell));
    if (key && !columnOf.has(key)) columnOf.set(key, col);
  });
  const found = IMPORT_COLUMNS.filter((c) => columnOf.has(headerKey(c)));
  if (found.length === 0) throw badRequest(SPREADSHEET_MESSAGES.noHeader);
  const missing = IMPORT_COLUMNS.filter((c) => !columnOf.has(headerKey(c)));
  if (missing.length) throw badRequest(SPREADSHEET_MESSAGES.missingColumns(missing));
  const rows: SheetRow[] = [];
  sheet.eachRow((row, number) => {
    if (number === 1) return;
    const cells = Object.fromEntries(IMPORT_COLUMNS.map((c) => [c, cellText(row.getCell(columnOf.get(headerKey(c))!))])) as SheetRow['cells'];
    if (Object.values(cells).some(Boolean)) rows.push({ row: number, cells });
  });
  if (rows.length === 0) throw badRequest(SPREADSHEET_MESSAGES.empty);
  if (rows.length > IMPORT_MAX_ROWS) throw badRequest(SPREADSHEET_MESSAGES.tooManyRows);
  return rows;
}
