import { describe, expect, it } from 'vitest';
import { HttpError } from '~/server/http/errors';
import { CSV_MESSAGES, csvRows, MAX_COLUMNS } from '~/server/spreadsheets/csv-rows';

const read = (text: string) => [...csvRows(Buffer.from(text))].map((r) => [r.number, r.values]);

function refusal(text: string): string {
  try {
    read(text);
  } catch (error) {
    expect(error).toBeInstanceOf(HttpError);
    return (error as HttpError).message;
  }
  throw new Error('not refused');
}

describe('csvRows', () => {
  it('reads quoted cells with commas, doubled quotes and line breaks, any line end, and numbers rows as a spreadsheet would', () => {
    expect(read('\ufeffname,note\r\n"Quinn, Nora","said ""hi""\nthen left"\n\nlast,\r')).toEqual([
      [1, ['name', 'note']],
      [2, ['Quinn, Nora', 'said "hi"\nthen left']],
      [3, ['']],
      [4, ['last', '']],
    ]);
    expect(read('a,b\n')).toEqual([[1, ['a', 'b']]]);
    expect(read('')).toEqual([]);
  });

  it('refuses an unclosed quote, text after a closing quote, and a row wider than Excel allows', () => {
    expect(refusal('a\n"open')).toBe(CSV_MESSAGES.unclosedQuote(2));
    expect(refusal('"a"b,c')).toBe(CSV_MESSAGES.afterQuote(1));
    expect(refusal(','.repeat(5 * 1024 * 1024))).toBe(CSV_MESSAGES.tooManyColumns);
    expect(read(','.repeat(MAX_COLUMNS - 1))[0]![1]).toHaveLength(MAX_COLUMNS);
  });

  it('reads hostile files in one pass: 5 MB of blank lines row by row, a 5 MB quoted cell whole', () => {
    const blank = csvRows(Buffer.from('a\n' + '\n'.repeat(5 * 1024 * 1024)));
    let rows = 0;
    for (const _ of blank) if (++rows === 20_000) break;
    expect(rows).toBe(20_000);
    const long = 'x\n'.repeat(2.5 * 1024 * 1024);
    expect(read(`"${long}"`)).toEqual([[1, [long]]]);
  });
});
