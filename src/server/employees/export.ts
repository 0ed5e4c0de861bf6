/**
 * Exporting employees (issue 12 §5): every employee the list's filters match, in the list's order,
 * read in keyset batches (never one big result, never a transaction held open: other requests get
 * the database between batches) and written as they come to exceljs' streaming XLSX writer (no
 * cell starts a formula: formula-safe.ts, issue 27 §9) or a PDFKit document (its table rows by
 * pdf-table.ts), piped to the response. Memory stays flat as rows grow: a batch waits while the
 * client has not taken the previous ones. 100,000 rows take about 4 s of CPU either way (issue 28 §3).
 */
import { PassThrough } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { ExportFormat } from '~/lib/employees/transfer';
import { roles } from '~/server/auth/schema';
import type { Database } from '~/server/db/client';
import { departments } from '~/server/departments/schema';
import { designations } from '~/server/designations/schema';
import { exportBatches, type ExportQuery } from '~/server/employees/export-rows';
import { writePdf, writeXlsx } from '~/server/employees/export-writers';
import { idList } from '~/server/employees/queries';
import { log } from '~/server/log';


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
  const selected = idList(query.ids);
  const filters = [
    selected && `${selected.length.toLocaleString('en-US')} selected`,
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
