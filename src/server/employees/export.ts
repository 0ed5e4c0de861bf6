/**
 * Exporting employees (issue 12 §5): every employee the list's filters match, in the list's order,
 * read in keyset batches (never one big result, never a transaction held open: other requests get
 * the database between batches) and written as they come to exceljs' streaming XLSX writer (no
 * cell starts a formula: formula-safe.ts, issue 27 §9) or a PDFKit document, piped to the response. Memory stays flat as rows grow: a batch waits while the
 * client has not taken the previous ones.
 */
import { PassThrough, type Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import PDFDocument from 'pdfkit';
import type { EmployeeListQuery } from '~/lib/employees/schemas';
import type { ExportFormat } from '~/lib/employees/transfer';
import type { Database } from '~/server/db/client';
import { departments, designations, roles, users } from '~/server/db/schema';
import { cursorColumn, orderOf, readAfter, type KeysetFetch } from '~/server/db/keyset-page';
import { employeeFilter, employeeOrder } from '~/server/employees/queries';
import { log } from '~/server/log';
import { formulaSafe } from '~/server/spreadsheets/formula-safe';

/** Rows read per query. */
export const EXPORT_BATCH = 1000;
/** The writer pauses while more than this many bytes wait for the client. */
const BUFFERED_MAX = 1024 * 1024;

export type ExportQuery = Pick<EmployeeListQuery, 'q' | 'department' | 'designation' | 'role' | 'status' | 'sort'>;

/** One exported row, as printed. */
export interface ExportRow {
  code: string;
  firstName: string;
  lastName: string;
  email: string;
  contact: string;
  department: string;
  designation: string;
  role: string;
  status: string;
  joinedOn: string;
  lastSignIn: string;
}

export const EXPORT_COLUMNS: { key: keyof ExportRow; header: string; xlsxWidth: number; pdfWidth: number }[] = [
  { key: 'code', header: 'Code', xlsxWidth: 12, pdfWidth: 52 },
  { key: 'firstName', header: 'First name', xlsxWidth: 16, pdfWidth: 62 },
  { key: 'lastName', header: 'Last name', xlsxWidth: 16, pdfWidth: 62 },
  { key: 'email', header: 'Email', xlsxWidth: 32, pdfWidth: 140 },
  { key: 'contact', header: 'Contact', xlsxWidth: 16, pdfWidth: 72 },
  { key: 'department', header: 'Department', xlsxWidth: 20, pdfWidth: 78 },
  { key: 'designation', header: 'Designation', xlsxWidth: 22, pdfWidth: 84 },
  { key: 'role', header: 'Role', xlsxWidth: 16, pdfWidth: 66 },
  { key: 'status', header: 'Status', xlsxWidth: 10, pdfWidth: 40 },
  { key: 'joinedOn', header: 'Joined on', xlsxWidth: 12, pdfWidth: 50 },
  { key: 'lastSignIn', header: 'Last sign-in (UTC)', xlsxWidth: 18, pdfWidth: 66 },
];

/** Every employee `query` matches, in the list's order (employeeOrder), EXPORT_BATCH at a time. */
export async function* exportBatches(db: Database, query: ExportQuery): AsyncGenerator<ExportRow[]> {
  const keys = employeeOrder(query.sort);
  // The key values of the previous batch's last row: the next batch starts after it.
  let last: (string | null)[] | undefined;
  const filter = await employeeFilter(db, query);
  const batch = ({ where, orderBy, limit }: KeysetFetch) =>
    db
      .select({
        code: users.employeeCode,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        contact: users.contact,
        department: departments.name,
        designation: designations.title,
        role: roles.name,
        status: users.status,
        joinedOn: users.joinedOn,
        lastSignIn: users.lastSignInAt,
        cursor: cursorColumn(keys),
      })
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
    last = JSON.parse(rows.at(-1)!.cursor) as (string | null)[];
    yield rows.map((r) => ({
      code: r.code ?? '',
      firstName: r.firstName ?? '',
      lastName: r.lastName ?? '',
      email: r.email,
      contact: r.contact,
      department: r.department ?? '',
      designation: r.designation ?? '',
      role: r.role,
      status: r.status,
      joinedOn: r.joinedOn ?? '',
      lastSignIn: r.lastSignIn ? r.lastSignIn.toISOString().slice(0, 16).replace('T', ' ') : '',
    }));
    if (rows.length < EXPORT_BATCH) return;
  }
}

/** Waits while the client is behind; @throws when it went away (the export stops). */
async function keepPace(out: PassThrough, source?: Readable): Promise<void> {
  while (out.writableLength + (source?.readableLength ?? 0) > BUFFERED_MAX) {
    if (out.destroyed) throw new Error('the client went away');
    await sleep(5);
  }
  if (out.destroyed) throw new Error('the client went away');
}

async function writeXlsx(batches: AsyncIterable<ExportRow[]>, out: PassThrough): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet('Employees', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = EXPORT_COLUMNS.map((c) => ({ header: c.header, key: c.key, width: c.xlsxWidth }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  for await (const batch of batches) {
    for (const row of batch) sheet.addRow(EXPORT_COLUMNS.map((c) => formulaSafe(row[c.key]))).commit();
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
  let y = 0;
  const line = (row: Record<string, string>, bold: boolean) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(FONT_SIZE);
    let x = PAGE_MARGIN;
    for (const column of EXPORT_COLUMNS) {
      doc.text(row[column.key] ?? '', x + 2, y + 3, { width: column.pdfWidth - 4, height: ROW_HEIGHT, lineBreak: false, ellipsis: true });
      x += column.pdfWidth;
    }
    doc.moveTo(PAGE_MARGIN, y + ROW_HEIGHT).lineTo(x, y + ROW_HEIGHT).lineWidth(0.3).strokeColor('#cbd5e1').stroke();
    y += ROW_HEIGHT;
  };
  const header = () => line(Object.fromEntries(EXPORT_COLUMNS.map((c) => [c.key, c.header])), true);

  doc.font('Helvetica-Bold').fontSize(14).text('Employees', PAGE_MARGIN, PAGE_MARGIN);
  doc.font('Helvetica').fontSize(8);
  for (const text of heading) doc.text(text);
  y = doc.y + 6;
  header();
  for await (const batch of batches) {
    for (const row of batch) {
      if (y > bottom) {
        doc.addPage();
        y = PAGE_MARGIN;
        header();
      }
      line(row as unknown as Record<string, string>, false);
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
    const column = table === designations ? designations.title : table === departments ? departments.name : roles.name;
    const [found] = await db.select({ name: column }).from(table).where(eq(table.id, id));
    return found?.name ?? 'unknown';
  };
  const filters = [
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
