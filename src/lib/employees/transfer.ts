/**
 * Import and export of employees (issue 12 §4–5): the spreadsheet's columns, the limits of an upload
 * and the dry run's answer, shared by the server and the import island.
 */

/** The template's columns, in order; department, designation and role are given by name. */
export const IMPORT_COLUMNS = ['first_name', 'last_name', 'email', 'contact', 'department', 'designation', 'role'] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];

/** At most this many data rows (the header not counted) and bytes a file. */
export const IMPORT_MAX_ROWS = 10_000;
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;

export const IMPORT_FORMATS = ['csv', 'xlsx'] as const;
export const EXPORT_FORMATS = ['xlsx', 'pdf'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** A header cell as a column key: case, spaces, underscores and dashes ignored (`First Name` → `firstname`). */
export const headerKey = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, '');

/** One refusal of the dry run: the spreadsheet row (the header is row 1), its column and why. */
export interface ImportRowError {
  row: number;
  field: ImportColumn | 'file';
  message: string;
}

/** The dry run's `data`: how many rows would be imported, and every row error. */
export interface ImportPreview {
  ready: number;
  errors: ImportRowError[];
}

/** `employees-2026-11-23.xlsx`: the export's file name on `date` (UTC). */
export const exportFileName = (format: string, date = new Date()) => `employees-${date.toISOString().slice(0, 10)}.${format}`;
