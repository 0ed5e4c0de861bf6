/**
 * What an employee export reads (issue 12 §5): every employee the list's filters match, in the
 * list's order, as printed rows, read in keyset batches (never one big result, never a transaction
 * held open: other requests get the database between batches).
 */
import { eq, sql, type SQL } from 'drizzle-orm';
import type { EmployeeListQuery } from '~/lib/employees/schemas';
import { roles, users } from '~/server/auth/schema';
import type { Database } from '~/server/db/client';
import { cursorColumn, orderOf, readAfter, type KeysetFetch } from '~/server/db/keyset-page';
import { departments } from '~/server/departments/schema';
import { designations } from '~/server/designations/schema';
import { employeeFilter, employeeOrder, type EmployeeFilter } from '~/server/employees/queries';

/** Rows read per query. */
export const EXPORT_BATCH = 1000;

/** The list's search, filters and sort; `ids` a selection of the list (issue 29 §2). */
export type ExportQuery = EmployeeFilter & Pick<EmployeeListQuery, 'sort'>;

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
  const filter = await employeeFilter(db, query);
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
