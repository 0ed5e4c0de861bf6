import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { HttpError } from '~/server/http/errors';
import { paddedXlsx } from '~/server/testing/zip-bombs';
import { xlsxRows } from '~/server/spreadsheets/xlsx-rows';
import { ZIP_MESSAGES } from '~/server/spreadsheets/zip-guard';

async function rowsOf(bytes: Buffer) {
  const rows: [number, string[]][] = [];
  for await (const row of xlsxRows(bytes)) rows.push([row.number, [...row.values].map((v) => v ?? '')]);
  return rows;
}

describe('xlsxRows', () => {
  it('reads the first sheet as typed: shared and rich text, numbers by their digits, formula results; gaps keep their numbers', async () => {
    const workbook = new ExcelJS.Workbook();
    const first = workbook.addWorksheet('People');
    workbook.addWorksheet('Other').addRow(['not this one']);
    first.addRow(['name', 'phone', 'sum']);
    first.addRow([{ richText: [{ text: 'Nora ', font: { bold: true } }, { text: 'Quinn' }] }, 923001230000, { formula: '1+1', result: 2 }]);
    first.getRow(5).values = ['  padded  ', '+92 300', null];
    expect(await rowsOf(Buffer.from(await workbook.xlsx.writeBuffer()))).toEqual([
      [1, ['name', 'phone', 'sum']],
      [2, ['Nora Quinn', '923001230000', '2']],
      [5, ['padded', '+92 300']],
    ]);
  });

  it('reads the test bombs\' workbook when it is not padded, and nothing of it when it is', async () => {
    expect(await rowsOf(paddedXlsx(0))).toEqual([[1, ['first_name']]]);
    await expect(rowsOf(paddedXlsx(4000))).rejects.toThrow(new HttpError(400, ZIP_MESSAGES.tooLarge(50)));
  });
});
