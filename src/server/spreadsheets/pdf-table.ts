/**
 * The rows of a table drawn into a PDFKit document, one text object per row (issue 28 §3). PDFKit
 * keeps the document (pages, fonts, compression, the stream); only each row's text and rule are
 * written here as content operators, because `doc.text()` costs about 13 µs a cell (its line wrapper
 * measures each word with kerning, and each call writes its own text object with a saved and
 * restored state): 100,000 rows of 11 cells took 19 s, against 2 s written this way. Cells are cut
 * to their column with an ellipsis, as `text(…, {width, lineBreak: false, ellipsis: true})` did,
 * measured with the font's glyph widths without kerning (a kerned line is never wider). Only the
 * 14 standard fonts (Helvetica…), whose WinAnsi encoding has one byte a character; a character
 * outside it is written as '?'.
 */
import type PDFDocument from 'pdfkit';

type Doc = InstanceType<typeof PDFDocument>;

/** What is used of PDFKit's StandardFont (lib/font/standard.js): its resource name and AFM metrics. */
interface StandardFont {
  id: string;
  ascender: number;
  ref(): unknown;
  font: { encodeText(text: string): string[]; characterToGlyph(code: number): string; widthOfGlyph(glyph: string): number };
}

export interface PdfTableOptions {
  /** The table's left edge. */
  x: number;
  columnWidths: readonly number[];
  rowHeight: number;
  fontSize: number;
  /** Space between a cell's edges and its text: left and top. */
  padding: { x: number; y: number };
  font: string;
  boldFont: string;
  /** The line under each row. */
  rule: { width: number; color: string };
}

interface Glyph {
  hex: string;
  /** Advance in thousandths of the font size. */
  width: number;
}

/** One font's glyphs by character code, looked up once each. */
function glyphsOf(font: StandardFont): (code: number) => Glyph {
  const known = new Map<number, Glyph>();
  return (code) => {
    let glyph = known.get(code);
    if (!glyph) {
      const [hex = '3f'] = font.font.encodeText(String.fromCharCode(code));
      // WinAnsi is one byte: anything PDFKit cannot map to one is shown as '?'.
      glyph = hex.length <= 2 ? { hex: hex.padStart(2, '0'), width: font.font.widthOfGlyph(font.font.characterToGlyph(code)) } : { hex: '3f', width: font.font.widthOfGlyph('question') };
      known.set(code, glyph);
    }
    return glyph;
  };
}

/** `text` as the hex string of its glyphs, cut with an ellipsis to `room` thousandths of the font size. */
function fitted(text: string, glyph: (code: number) => Glyph, room: number): string {
  let width = 0;
  for (let i = 0; i < text.length; i++) width += glyph(text.charCodeAt(i)).width;
  let hex = '';
  if (width <= room) {
    for (let i = 0; i < text.length; i++) hex += glyph(text.charCodeAt(i)).hex;
    return hex;
  }
  const ellipsis = glyph(0x2026);
  width = ellipsis.width;
  for (let i = 0; i < text.length; i++) {
    const g = glyph(text.charCodeAt(i));
    if (width + g.width > room) break;
    width += g.width;
    hex += g.hex;
  }
  return hex + ellipsis.hex;
}

const num = (n: number) => String(Math.round(n * 100) / 100);

/**
 * A row drawer for `doc`: `draw(cells, y, bold)` writes one row of text at `y` (from the page's
 * top) and the rule under it, on the current page.
 * @throws Error when a font is not one of PDFKit's standard fonts
 */
export function pdfTable(doc: Doc, options: PdfTableOptions): (cells: readonly string[], y: number, bold?: boolean) => void {
  const standard = (name: string): StandardFont => {
    doc.font(name);
    const font = (doc as unknown as { _font: StandardFont })._font;
    if (typeof font?.font?.encodeText !== 'function') throw new Error(`${name} is not a standard PDF font`);
    return font;
  };
  const fonts = [standard(options.font), standard(options.boldFont)].map((font) => ({ font, glyph: glyphsOf(font) }));
  const lefts = options.columnWidths.map((_, i) => options.x + options.padding.x + options.columnWidths.slice(0, i).reduce((a, w) => a + w, 0));
  const right = options.x + options.columnWidths.reduce((a, w) => a + w, 0);
  const rooms = options.columnWidths.map((w) => ((w - 2 * options.padding.x) * 1000) / options.fontSize);
  let page: unknown;

  return (cells, y, bold = false) => {
    if (doc.page !== page) {
      // A new page: its resources name the fonts, and its graphics state starts afresh.
      page = doc.page;
      const resources = doc.page as unknown as { fonts: Record<string, unknown> };
      for (const { font } of fonts) resources.fonts[font.id] ??= font.ref();
      doc.lineWidth(options.rule.width).strokeColor(options.rule.color);
    }
    const { font, glyph } = fonts[bold ? 1 : 0]!;
    const height = doc.page.height;
    // PDF space starts at the page's bottom; a line of text sits its ascender below its top.
    const baseline = num(height - y - options.padding.y - (font.ascender / 1000) * options.fontSize);
    let ops = `BT\n/${font.id} ${num(options.fontSize)} Tf\n`;
    cells.forEach((text, i) => {
      if (text && i < lefts.length) ops += `1 0 0 1 ${num(lefts[i]!)} ${baseline} Tm\n[<${fitted(text, glyph, rooms[i]!)}>] TJ\n`;
    });
    const ruleY = num(height - y - options.rowHeight);
    ops += `ET\n${num(options.x)} ${ruleY} m\n${num(right)} ${ruleY} l\nS`;
    doc.addContent(ops);
  };
}
