/**
 * The import template (issue 12 §4): the column names of IMPORT_COLUMNS and one example row, as
 * `.csv` or `.xlsx`.
 */
import ExcelJS from 'exceljs';
import { IMPORT_COLUMNS } from '~/lib/employees/transfer';

const EXAMPLE = ['Nora', 'Quinn', 'nora.quinn@example.com', '+923001230000', 'Human Resources', 'HR Officer', 'Viewer'];

/** The template's bytes and content type. */
export async function importTemplate(format: 'csv' | 'xlsx'): Promise<{ body: Uint8Array<ArrayBuffer>; type: string }> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Employees');
  sheet.addRow([...IMPORT_COLUMNS]).font = { bold: true };
  sheet.addRow(EXAMPLE);
  if (format === 'csv') return { body: new Uint8Array(await workbook.csv.writeBuffer()), type: 'text/csv; charset=utf-8' };
  sheet.columns.forEach((column) => (column.width = 24));
  return { body: new Uint8Array(await workbook.xlsx.writeBuffer()), type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' };
}
