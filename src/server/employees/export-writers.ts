/**
 * Writing an employee export (issue 12 §5) as it is read: to exceljs' streaming XLSX writer (no cell
 * starts a formula: formula-safe.ts, issue 27 §9) or a PDFKit document (its table rows by
 * pdf-table.ts), into the stream piped to the response. A batch waits while the client has not
 * taken the previous ones, so memory stays flat as rows grow.
 */
import type { PassThrough, Readable } from 'node:stream';
import { setImmediate, setTimeout as sleep } from 'node:timers/promises';
import ExcelJS from 'exceljs';
import PDFDocument from 'pdfkit';
import { EXPORT_COLUMNS, type ExportRow } from '~/server/employees/export-rows';
import { formulaSafe } from '~/server/spreadsheets/formula-safe';
import { pdfTable } from '~/server/spreadsheets/pdf-table';
import { spentBufferCheck } from '~/server/spreadsheets/spent-buffers';

/** The writer pauses while more than this many bytes wait for the client. */
const BUFFERED_MAX = 1024 * 1024;

/**
 * What to await after each batch of an export into `out` (fed by `source` when a document stands
 * between): it collects the batches' spent buffers once they pass their budget (spent-buffers.ts),
 * gives the event loop a turn, then waits while the client is behind. A batch read from PGlite never
 * waits on I/O, so without the turn the compressor's and the socket's callbacks would wait for the
 * whole export (issue 28 §3). The returned promise rejects when the client went away (the export stops).
 */
function pacer(out: PassThrough, source?: Readable): () => Promise<void> {
  const collectSpent = spentBufferCheck();
  return () => {
    collectSpent();
    return keepPace(out, source);
  };
}

async function keepPace(out: PassThrough, source?: Readable): Promise<void> {
  await setImmediate();
  while (out.writableLength + (source?.readableLength ?? 0) > BUFFERED_MAX) {
    if (out.destroyed) throw new Error('the client went away');
    await sleep(5);
  }
  if (out.destroyed) throw new Error('the client went away');
}

/** The style of every data row and cell: one object, as exceljs caches a style's id by the object's identity. */
const PLAIN: Partial<ExcelJS.Style> = {};

export async function writeXlsx(batches: AsyncIterable<ExportRow[]>, out: PassThrough): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet('Employees', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = EXPORT_COLUMNS.map((c) => ({ header: c.header, width: c.xlsxWidth }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  const pace = pacer(out);
  for await (const batch of batches) {
    for (const row of batch) {
      const added = sheet.addRow(row.map(formulaSafe));
      // Each new row and cell gets a style object of its own, which made exceljs work its style out
      // again for every one: 100,000 rows took 3.9 s to write instead of 1.6 s. (Its typings leave out
      // the row's style.)
      (added as unknown as { style: typeof PLAIN }).style = PLAIN;
      added.eachCell((cell) => (cell.style = PLAIN));
      added.commit();
    }
    await pace();
  }
  sheet.commit();
  await workbook.commit();
}

const PAGE_MARGIN = 30;
const ROW_HEIGHT = 14;
const FONT_SIZE = 7.5;

export async function writePdf(batches: AsyncIterable<ExportRow[]>, out: PassThrough, heading: string[]): Promise<void> {
  const doc = new PDFDocument({ size: 'A4', layout: 'landscape', margin: PAGE_MARGIN, info: { Title: 'Employees' } });
  doc.pipe(out);
  const bottom = doc.page.height - PAGE_MARGIN - ROW_HEIGHT;
  doc.font('Helvetica-Bold').fontSize(14).text('Employees', PAGE_MARGIN, PAGE_MARGIN);
  doc.font('Helvetica').fontSize(8);
  for (const text of heading) doc.text(text);
  let y = doc.y + 6;
  const draw = pdfTable(doc, {
    x: PAGE_MARGIN,
    columnWidths: EXPORT_COLUMNS.map((c) => c.pdfWidth),
    rowHeight: ROW_HEIGHT,
    fontSize: FONT_SIZE,
    padding: { x: 2, y: 3 },
    font: 'Helvetica',
    boldFont: 'Helvetica-Bold',
    rule: { width: 0.3, color: '#cbd5e1' },
  });
  const headers = EXPORT_COLUMNS.map((c) => c.header);
  draw(headers, y, true);
  y += ROW_HEIGHT;
  const pace = pacer(out, doc);
  for await (const batch of batches) {
    for (const row of batch) {
      if (y > bottom) {
        doc.addPage();
        y = PAGE_MARGIN;
        draw(headers, y, true);
        y += ROW_HEIGHT;
      }
      draw(row, y);
      y += ROW_HEIGHT;
    }
    await pace();
  }
  doc.end();
}
