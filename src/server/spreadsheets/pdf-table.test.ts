import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { pdfTable, type PdfTableOptions } from '~/server/spreadsheets/pdf-table';

const OPTIONS: PdfTableOptions = {
  x: 30,
  columnWidths: [60, 40, 80],
  rowHeight: 14,
  fontSize: 7.5,
  padding: { x: 2, y: 3 },
  font: 'Helvetica',
  boldFont: 'Helvetica-Bold',
  rule: { width: 0.3, color: '#cbd5e1' },
};

/** Draws `rows` (a page per `perPage`) into an uncompressed PDF; the document's text and bytes. */
async function drawn(rows: string[][], perPage = 100): Promise<{ pdf: string; doc: InstanceType<typeof PDFDocument> }> {
  const doc = new PDFDocument({ size: 'A4', layout: 'landscape', margin: 30, compress: false });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve) => doc.on('end', resolve));
  const draw = pdfTable(doc, OPTIONS);
  rows.forEach((row, i) => {
    if (i > 0 && i % perPage === 0) doc.addPage();
    draw(row, 30 + (i % perPage) * OPTIONS.rowHeight, i === 0);
  });
  doc.end();
  await ended;
  return { pdf: Buffer.concat(chunks).toString('latin1'), doc };
}

/** Each shown text with the x where it starts and its font, in the order drawn. */
function shown(pdf: string): { font: string; x: number; text: string }[] {
  const texts: { font: string; x: number; text: string }[] = [];
  for (const block of pdf.matchAll(/BT\n\/(\w+) [\d.]+ Tf\n([\s\S]*?)ET/g)) {
    for (const cell of block[2]!.matchAll(/1 0 0 1 ([\d.]+) [\d.]+ Tm\n\[<([0-9a-f]*)>\] TJ/g)) {
      texts.push({ font: block[1]!, x: Number(cell[1]), text: Buffer.from(cell[2]!, 'hex').toString('latin1') });
    }
  }
  return texts;
}

describe('pdfTable', () => {
  it('writes each cell at its column, headers in the bold font, and leaves empty cells out', async () => {
    const { pdf } = await drawn([
      ['Code', 'Name', 'Email'],
      ['EMP-00001', '', 'ada@example.com'],
    ]);
    const texts = shown(pdf);
    expect(texts.map((t) => [t.x, t.text])).toEqual([
      [32, 'Code'],
      [92, 'Name'],
      [132, 'Email'],
      [32, 'EMP-00001'],
      [132, 'ada@example.com'],
    ]);
    expect(texts[0]!.font).not.toBe(texts[3]!.font);
    // A rule under each row, across the table.
    expect(pdf.match(/30 [\d.]+ m\n210 [\d.]+ l\nS/g)).toHaveLength(2);
  });

  it('cuts a text wider than its column with an ellipsis that fits, as PDFKit measures it', async () => {
    const long = 'someone.with.a.very.long.address@example.com';
    const { pdf, doc } = await drawn([['Code', 'Name', 'Email'], ['x', 'Bartholomew', long]]);
    const [, , , , name, email] = shown(pdf);
    doc.font('Helvetica').fontSize(OPTIONS.fontSize);
    for (const [cell, full, width] of [
      [name!, 'Bartholomew', 40],
      [email!, long, 80],
    ] as const) {
      expect(cell.text.endsWith('\x85')).toBe(true);
      const kept = cell.text.slice(0, -1);
      expect(full.startsWith(kept)).toBe(true);
      const room = width - 2 * OPTIONS.padding.x;
      expect(doc.widthOfString(`${kept}…`)).toBeLessThanOrEqual(room);
      // One character more would not have fitted.
      expect(doc.widthOfString(`${full.slice(0, kept.length + 1)}…`)).toBeGreaterThan(room - 0.5);
    }
  });

  it('shows WinAnsi characters as PDFKit encodes them and others as "?"', async () => {
    const { pdf } = await drawn([['Zoë', '€5', 'Łódź 東京']]);
    expect(shown(pdf).map((t) => t.text)).toEqual(['Zo\xeb', '\x805', '?\xf3d? ??']);
  });

  it('names its fonts on every page it draws on', async () => {
    const { pdf } = await drawn(
      Array.from({ length: 5 }, (_, i) => [`row ${i}`, '', '']),
      2,
    );
    const fontsPerPage = [...pdf.matchAll(/\/Font <<([^>]*)>>/g)].map((m) => m[1]!.trim().split(/\s+/).filter((w) => w.startsWith('/F')).length);
    expect(fontsPerPage).toEqual([2, 2, 2]);
  });
});
