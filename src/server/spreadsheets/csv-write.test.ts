import { describe, expect, it } from 'vitest';
import { csvRows } from '~/server/spreadsheets/csv-rows';
import { CSV_BOM, csvLine } from '~/server/spreadsheets/csv-write';

const readBack = (text: string) => [...csvRows(new TextEncoder().encode(text))].map((row) => row.values);

describe('csvLine', () => {
  it('writes what the CSV reader reads back: commas, quotes and line ends inside cells, and an empty cell', () => {
    const cells = ['Zoë, "the owner"', 'line one\nline two', '', 'plain'];
    expect(csvLine(cells)).toBe('"Zoë, ""the owner""","line one\nline two",,plain\r\n');
    expect(readBack(CSV_BOM + csvLine(cells) + csvLine(['second']))).toEqual([cells, ['second']]);
  });

  it('keeps a cell from starting a formula, but writes a phone number as typed', () => {
    expect(csvLine(['=HYPERLINK("x")', '+92 300 1230000'])).toBe(`"'=HYPERLINK(""x"")",+92 300 1230000\r\n`);
  });
});
