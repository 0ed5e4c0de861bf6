/**
 * The rows of an uploaded .xlsx's first worksheet, read as its part unpacks (issue 27 §1): the
 * archive is opened by the zip guard (no part is unpacked before its directory passed the limits,
 * none past its declared size), and exceljs' streaming reader parses the workbook, the shared
 * strings and the sheet from those guarded streams, so memory holds the shared strings and one row,
 * not the sheet. exceljs' public streaming reader takes the whole archive and unpacks it itself
 * without a limit, so its part parsers are called here one by one: the only place that knows them.
 */
import { posix } from 'node:path';
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { TextRow } from '~/server/spreadsheets/csv-rows';
import { openZip } from '~/server/spreadsheets/zip-guard';

/** The part parsers of exceljs 4's WorkbookReader (lib/stream/xlsx/workbook-reader.js). */
interface PartParsers {
  workbookRels?: { Id: string; Type?: string; Target: string }[];
  model?: { sheets?: { rId: string }[] };
  _parseRels(entry: Readable): Promise<void>;
  _parseWorkbook(entry: Readable): Promise<void>;
  _parseSharedStrings(entry: Readable): AsyncGenerator<unknown>;
  _parseWorksheet(entry: Readable, sheetNo: string): Generator<{ value: AsyncIterable<ExcelJS.Row> }>;
}

const WORKBOOK = 'xl/workbook.xml';
const WORKBOOK_RELS = 'xl/_rels/workbook.xml.rels';

/** A relationship's target as a part name: relative to `xl/`, or absolute from the archive's root. */
const partOf = (target: string) => (target.startsWith('/') ? target.slice(1) : posix.join('xl', target));

/** A cell as the person typed it: a number keeps its digits (a phone without '+' is not 9.23E+11), text trimmed. */
function cellText(cell: ExcelJS.Cell): string {
  const value = cell.value;
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  return (cell.text ?? '').trim();
}

/**
 * Each row of the first worksheet (in the workbook's order) that the sheet lists, as text.
 * @throws HttpError 400 from the zip guard; a plain Error when a part is not what exceljs expects
 *   (the caller says the file could not be read)
 */
export async function* xlsxRows(bytes: Buffer): AsyncGenerator<TextRow> {
  const zip = await openZip(bytes);
  try {
    // Its input is never read: the parts are handed to it one by one.
    const options = { sharedStrings: 'cache', styles: 'ignore', hyperlinks: 'ignore', worksheets: 'emit' } as const;
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([]), options) as unknown as PartParsers;
    const part = async (name: string) => {
      const stream = await zip.open(name);
      if (!stream) throw new Error(`the workbook has no part ${name}`);
      return stream;
    };
    await reader._parseRels(await part(WORKBOOK_RELS));
    await reader._parseWorkbook(await part(WORKBOOK));
    const rels = reader.workbookRels ?? [];
    const shared = rels.find((r) => r.Type?.endsWith('/sharedStrings'));
    const sharedPart = shared ? partOf(shared.Target) : 'xl/sharedStrings.xml';
    if (zip.names.includes(sharedPart)) {
      for await (const _ of reader._parseSharedStrings(await part(sharedPart)));
    }
    const firstSheet = reader.model?.sheets?.[0];
    const sheetRel = firstSheet && rels.find((r) => r.Id === firstSheet.rId);
    if (!sheetRel) return;
    const [worksheet] = reader._parseWorksheet(await part(partOf(sheetRel.Target)), '1');
    if (!worksheet) return;
    for await (const row of worksheet.value) {
      if (!Number.isInteger(row.number)) throw new Error('a row without its number');
      const values: string[] = [];
      row.eachCell((cell, column) => (values[column - 1] = cellText(cell)));
      yield { number: row.number, values };
    }
  } finally {
    zip.close();
  }
}
