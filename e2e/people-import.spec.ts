/**
 * Import and export of employees end to end (issue 12 §4–5, §8): HR imports a CSV with one bad row
 * (the preview names it, nothing is imported), fixes it and imports; then downloads the Excel and PDF
 * exports of a filtered list. Emails carry a unique tag, so the test runs beside the others.
 */
import fs from 'node:fs';
import ExcelJS from 'exceljs';
import { expect, test } from '@playwright/test';
import { open, stateFile } from './fixtures';

const LIST = '/owner-universe/dashboard/human-resource/employees';
const HEADER = 'first_name,last_name,email,contact,department,designation,role';

test.use({ storageState: stateFile('hr') });

test('import a CSV with a bad row (nothing imported), fix it, import; export the filtered list to Excel and PDF', async ({ page }) => {
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const line = (i: number, role = 'hr_manager') => `Ian${i},Imp${tag},imp${i}-${tag}@example.com,+9230077${String(i).padStart(5, '0')},Human Resources,HR Officer,${role}`;
  const csv = (bad: boolean) => Buffer.from([HEADER, line(1), line(2, bad ? 'no_such_role' : 'hr_manager'), line(3)].join('\n'));

  await open(page, LIST);
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Import employees' });
  await dialog.getByLabel('File').setInputFiles({ name: 'people.csv', mimeType: 'text/csv', buffer: csv(true) });
  await expect(dialog.getByRole('status')).toContainText('2 rows ready; 1 error');
  await expect(dialog.getByRole('row').filter({ hasText: 'No role is named "no_such_role".' })).toContainText('3');
  await expect(dialog.getByRole('button', { name: /^Import \d/ })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await open(page, `${LIST}?q=${tag}`);
  await expect(page.getByText('No employee matches these filters.')).toBeVisible();

  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await dialog.getByLabel('File').setInputFiles({ name: 'people.csv', mimeType: 'text/csv', buffer: csv(false) });
  await expect(dialog.getByRole('status')).toContainText('3 rows ready; 0 errors');
  await dialog.getByRole('button', { name: 'Import 3 employees' }).click();
  await expect(page.locator('.toast-success').filter({ hasText: '3 employees imported' })).toBeVisible();
  await open(page, `${LIST}?q=${tag}&sort=-name`);
  await expect(page.locator('[data-employee-row]')).toHaveCount(3);

  const excel = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export Excel' }).click();
  const xlsx = await excel;
  expect(xlsx.suggestedFilename()).toMatch(/^employees-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await xlsx.path());
  const names: string[] = [];
  workbook.worksheets[0]!.eachRow((r, n) => n > 1 && names.push(String(r.getCell(2).value)));
  expect(names).toEqual(['Ian3', 'Ian2', 'Ian1']);

  const pdfDownload = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export PDF' }).click();
  const pdf = await pdfDownload;
  expect(pdf.suggestedFilename()).toMatch(/^employees-\d{4}-\d{2}-\d{2}\.pdf$/);
  const bytes = fs.readFileSync(await pdf.path());
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  expect(bytes.toString('binary').match(/\/Type \/Page\b/g)).toHaveLength(1);
});

test('roles are taken as the console shows them; the row errors stand in separate, labelled columns', async ({ page }) => {
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const line = (i: number, role: string) => `Lia${i},Label${tag},lia${i}-${tag}@example.com,+9230078${String(i).padStart(5, '0')},Human Resources,HR Officer,${role}`;
  const csv = Buffer.from([HEADER, line(1, 'HR Manager'), line(2, 'Inventory Manager')].join('\n'));

  await open(page, LIST);
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Import employees' });
  await dialog.getByLabel('File').setInputFiles({ name: 'people.csv', mimeType: 'text/csv', buffer: csv });
  await expect(dialog.getByRole('status')).toContainText('1 row ready; 1 error');
  const table = dialog.getByRole('table', { name: 'Rows with errors' });
  await expect(table.getByRole('columnheader')).toHaveText(['Row', 'Column', 'Error']);
  const cells = table.getByRole('row').nth(1).getByRole('cell');
  await expect(cells).toHaveText(['3', 'role', /^You cannot give the role Inventory Manager: it holds \d+ permissions you do not have, among them /]);
  await expect(cells.nth(2)).not.toContainText('::');

  // Each header's and each cell's text stands apart from the next one's (they read "RowColumn" once).
  for (const row of [table.getByRole('row').first(), table.getByRole('row').nth(1)]) {
    const gaps = await row.evaluate((tr) => {
      const textBox = (cell: Element) => {
        const range = document.createRange();
        range.selectNodeContents(cell);
        return range.getBoundingClientRect();
      };
      const boxes = [...tr.children].map(textBox);
      return boxes.slice(1).map((box, i) => box.left - boxes[i]!.right);
    });
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(12);
  }
  await dialog.getByRole('button', { name: 'Cancel' }).click();
});
