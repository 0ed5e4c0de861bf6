/**
 * Exporting employees (issue 12 §5): every employee the list's filters match, in the list's order,
 * read in keyset batches (never one big result, never a transaction held open: other requests get
 * the database between batches) and written as they come to exceljs' streaming XLSX writer (no
 * cell starts a formula: formula-safe.ts, issue 27 §9) or a PDFKit document (its table rows by
 * pdf-table.ts), piped to the response. Memory stays flat as rows grow: a batch waits while the
 * client has not taken the previous ones. 100,000 rows take about 4 s of CPU either way (issue 28 §3).
 */
import { PassThrough, type Readable } from 'node:stream';
import { setImmediate, setTimeout as sleep } from 'node:timers/promises';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import PDFDocument from 'pdfkit';
import type { EmployeeListQuery } from '~/lib/employees/schemas';
import type { ExportFormat } from '~/lib/employees/transfer';
import { roles, users } from '~/server/auth/schema';
import type { Database } from '~/server/db/client';
import { cursorColumn, orderOf, readAfter, type KeysetFetch } from '~/server/db/keyset-page';
import { departments } from '~/server/departments/schema';
import { designations } from '~/server/designations/schema';
import { employeeFilter, employeeOrder } from '~/server/employees/queries';
import { log } from '~/server/log';
import { formulaSafe } from '~/server/spreadsheets/formula-safe';
import { pdfTable } from '~/server/spreadsheets/pdf-table';

/** Rows read per query. */
export const EXPORT_BATCH = 1000;
/** The writer pauses while more than this many bytes wait for the client. */
const BUFFERED_MAX = 1024 * 1024;

export type ExportQuery = Pick<EmployeeListQuery, 'q' | 'department' | 'designation' | 'role' | 'status' | 'sort'> & {
  /** Only these employees: a selection of the list (issue 29 §2). */
  ids?: string[] | undefined;
};

/** One exported row: its cells as printed, in EXPORT_COLUMNS' order. */
export type ExportRow = string[];

/**
 * The printed columns, each as the database writes it: text, '' for none, a role by its name as
 * typed and a status capitalised as the list shows them (issue 26 §8), the last sign-in in UTC to the
 * minute. The PDF's widths fill A4 landscape (782 pt between the margins) so that a header and a
 * role name stand whole.
 */
export const EXPORT_COLUMNS: { header: string; value: SQL; xlsxWidth: number; pdfWidth: number }[] = [
  { header: 'Code', value: sql`coalesce(${users.employeeCode}, '')`, xlsxWidth: 12, pdfWidth: 52 },
  { header: 'First name', value: sql`coalesce(${users.firstName}, '')`, xlsxWidth: 16, pdfWidth: 62 },
  { header: 'Last name', value: sql`coalesce(${users.lastName}, '')`, xlsxWidth: 16, pdfWidth: 62 },
  { header: 'Email', value: sql`${users.email}`, xlsxWidth: 32, pdfWidth: 124 },
  { header: 'Contact', value: sql`${users.contact}`, xlsxWidth: 16, pdfWidth: 66 },
  { header: 'Department', value: sql`coalesce(${departments.name}, '')`, xlsxWidth: 20, pdfWidth: 78 },
  { header: 'Designation', value: sql`coalesce(${designations.title}, '')`, xlsxWidth: 22, pdfWidth: 84 },
  { header: 'Role', value: sql`${roles.label}`, xlsxWidth: 20, pdfWidth: 84 },
  { header: 'Status', value: sql`initcap(${users.status}::text)`, xlsxWidth: 10, pdfWidth: 40 },
  { header: 'Joined on', value: sql`coalesce(${users.joinedOn}::text, '')`, xlsxWidth: 12, pdfWidth: 50 },
  { header: 'Last sign-in (UTC)', value: sql`coalesce(to_char(${users.lastSignInAt} at time zone 'UTC', 'YYYY-MM-DD HH24:MI'), '')`, xlsxWidth: 18, pdfWidth: 78 },
];

/**
 * A row's cells and then its cursor (keyset-page.ts), as one JSON array of text: PGlite's wire
 * parser copies and decodes every field apart, and twelve fields a row made reading 100,000 rows
 * cost about twice as much as one (issue 28 §3).
 */
const exportedRow = (keys: ReturnType<typeof employeeOrder>) => sql<string>`json_build_array(${sql.join(EXPORT_COLUMNS.map((c) => c.value), sql`, `)}, ${cursorColumn(keys)})::text`;

/** Every employee `query` matches, in the list's order (employeeOrder), EXPORT_BATCH at a time. */
export async function* exportBatches(db: Database, query: ExportQuery): AsyncGenerator<ExportRow[]> {
  const keys = employeeOrder(query.sort);
  // The key values of the previous batch's last row: the next batch starts after it.
  let last: (string | null)[] | undefined;
  const matching = await employeeFilter(db, query);
  const filter = query.ids ? and(matching, inArray(users.id, query.ids)) : matching;
  const row = exportedRow(keys);
  const batch = ({ where, orderBy, limit }: KeysetFetch) =>
    db
      .select({ row })
      .from(users)
      .innerJoin(roles, eq(users.roleId, roles.id))
      .leftJoin(departments, eq(users.departmentId, departments.id))
      .leftJoin(designations, eq(users.designationId, designations.id))
      .where(where)
      .orderBy(...orderBy)
      .limit(limit);
  for (;;) {
    const rows = last ? await readAfter(keys, last, EXPORT_BATCH, batch, { filter }) : await batch({ where: filter, orderBy: orderOf(keys), limit: EXPORT_BATCH, offset: 0 });
    if (rows.length === 0) return;
    const cells = rows.map((r) => JSON.parse(r.row) as string[]);
    // The cursor, last in each row, leaves the row here.
    last = JSON.parse(cells.at(-1)!.at(-1)!) as (string | null)[];
    for (const c of cells) c.pop();
    yield cells;
    if (rows.length < EXPORT_BATCH) return;
  }
}

/**
 * Gives the event loop a turn, then waits while the client is behind. A batch read from PGlite never
 * waits on I/O, so without the turn the compressor's and the socket's callbacks would wait for the
 * whole export (issue 28 §3). @throws when the client went away (the export stops).
 */
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

async function writeXlsx(batches: AsyncIterable<ExportRow[]>, out: PassThrough): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet('Employees', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = EXPORT_COLUMNS.map((c) => ({ header: c.header, width: c.xlsxWidth }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
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
    await keepPace(out);
  }
  sheet.commit();
  await workbook.commit();
}

const PAGE_MARGIN = 30;
const ROW_HEIGHT = 14;
const FONT_SIZE = 7.5;

async function writePdf(batches: AsyncIterable<ExportRow[]>, out: PassThrough, heading: string[]): Promise<void> {
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
    await keepPace(out, doc);
  }
  doc.end();
}

export interface ExportOptions {
  format: ExportFormat;
  /** Lines printed at the top of the PDF: the filters and the time. */
  heading: string[];
}

/** The export as a byte stream that fills while the client reads it. */
function exportStream(db: Database, query: ExportQuery, options: ExportOptions): PassThrough {
  const out = new PassThrough();
  const batches = exportBatches(db, query);
  const write = options.format === 'xlsx' ? writeXlsx(batches, out) : writePdf(batches, out, options.heading);
  write.catch((error: unknown) => {
    if (!out.destroyed) log.error('employee export failed', error);
    out.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return out;
}

/** The lines atop the PDF: each filter by name, the sort and the time (UTC). */
async function headingOf(db: Database, query: ExportQuery, now: Date): Promise<string[]> {
  const nameOf = async (table: typeof departments | typeof designations | typeof roles, id: string) => {
    const column = table === designations ? designations.title : table === departments ? departments.name : roles.label;
    const [found] = await db.select({ name: column }).from(table).where(eq(table.id, id));
    return found?.name ?? 'unknown';
  };
  const filters = [
    query.ids && `${query.ids.length.toLocaleString('en-US')} selected`,
    query.q && `search "${query.q}"`,
    query.department && `department ${await nameOf(departments, query.department)}`,
    query.designation && `designation ${await nameOf(designations, query.designation)}`,
    query.role && `role ${await nameOf(roles, query.role)}`,
    query.status && `status ${query.status}`,
  ].filter(Boolean);
  const sort = query.sort || 'name';
  return [
    `Filters: ${filters.length ? filters.join('; ') : 'none (all employees)'}. Sorted by ${sort.replace(/^-/, '')}${sort.startsWith('-') ? ' (descending)' : ''}.`,
    `Exported ${now.toISOString().slice(0, 19).replace('T', ' ')} UTC.`,
  ];
}

/** The export service (issue 12 §5). */
export function employeeExport({ db }: { db: Database }) {
  return {
    /** The export of every employee `query` matches, streamed as it is written. */
    async stream(query: ExportQuery, format: ExportFormat, now = new Date()): Promise<PassThrough> {
      const heading = format === 'pdf' ? await headingOf(db, query, now) : [];
      return exportStream(db, query, { format, heading });
    },
  };
}
