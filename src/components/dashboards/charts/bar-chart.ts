/**
 * A horizontal bar chart drawn on the server (issue 15 §1): one row per category with its name,
 * its bar and its value printed at the end (direct labels, so colour is never the only cue), an x
 * axis with round ticks and its title. Each row links to the list filtered to its category.
 */
import { raw } from 'hono/html';

import { chartFrame } from '~/components/dashboards/charts/frame';
import { html } from '~/components/list/cells';
import { HBAR, hbarLabelLines, hbarRects, LABEL_CUT } from '~/lib/dashboards/geometry';
import { seriesStyle } from '~/lib/dashboards/palette';

export interface BarChartProps {
  title: string;
  items: readonly { label: string; value: number; href?: string | undefined }[];
  /** What the categories are (the table's first column), e.g. 'Department'. */
  category: string;
  /** What the bars measure (the x axis title), e.g. 'Employees'. */
  measure: string;
  format: (value: number) => string;
  summary?: string | undefined;
}

// A name that does not fit one line takes two, in a smaller font; the full name is in <title> and the table.
const lineY = (lines: number, i: number) => (lines === 1 ? 5 : i === 0 ? -2 : 12);

/** A cut name's ellipsis as a character reference: e2e/ascii-pages.spec.ts. */
const labelText = (line: string) => (line.endsWith(LABEL_CUT) ? html`${line.slice(0, -LABEL_CUT.length)}${raw('&hellip;')}` : line);

/** The chart in its frame, as a string for `<Fragment set:html>`. */
export function barChart({ title, items, category, measure, format, summary }: BarChartProps): string {
  const { bars, ticks, span, height } = hbarRects(items);
  const top = ticks.at(-1)!;
  const style = seriesStyle(0);
  const axisY = HBAR.top + items.length * HBAR.row;
  const xOf = (v: number) => HBAR.labelWidth + (top > 0 ? (v / top) * span : 0);
  // An image may not hold links (axe nested-interactive): with linked bars the SVG is a group of
  // links, each named by what it shows (its label and value).
  const linked = items.some((i) => i.href);
  const svgRole = linked ? html`role="group" aria-label="${title}"` : html`role="img" aria-label="${title}: bar chart of ${measure.toLowerCase()} by ${category.toLowerCase()}"`;
  const tickMarks = ticks.map(
    (t) =>
      html`<g><line x1="${xOf(t)}" x2="${xOf(t)}" y1="${HBAR.top}" y2="${axisY}" stroke="#e2e8f0"></line><text x="${xOf(t)}" y="${axisY + 18}" text-anchor="middle" font-size="14" fill="#475569">${format(t)}</text></g>`,
  );
  const rows = bars.map((b, i) => {
    const lines = hbarLabelLines(b.label);
    const row = html`<g><title>${b.label}: ${format(b.value)}</title>${lines.map(
      (line, k) =>
        html`<text x="${HBAR.labelWidth - 8}" y="${b.y + b.height / 2 + lineY(lines.length, k)}" text-anchor="end" font-size="${lines.length === 1 ? 15 : 12.5}" fill="#334155">${labelText(line)}</text>`,
    )}<rect x="${b.x}" y="${b.y}" width="${b.width}" height="${b.height}" fill="${style.fill}" stroke="${style.colour}"></rect><text x="${b.x + b.width + 6}" y="${b.y + b.height / 2 + 5}" font-size="15" fill="#0f172a">${format(b.value)}</text></g>`;
    const href = items[i]?.href;
    return href ? html`<a href="${href}">${row}</a>` : row;
  });
  const chart =
    items.length === 0
      ? html`<p class="text-sm text-slate-600">Nothing to count yet.</p>`
      : html`<svg viewBox="0 0 ${HBAR.width} ${height}" ${svgRole} class="h-auto w-full">${tickMarks}${rows}<line x1="${HBAR.labelWidth}" x2="${HBAR.labelWidth}" y1="${HBAR.top}" y2="${axisY}" stroke="#64748b"></line><text x="${HBAR.labelWidth + span / 2}" y="${height - 4}" text-anchor="middle" font-size="15" fill="#334155">${measure}</text></svg>`;
  const rowsOfTable = items.map((i) => [{ text: i.label, href: i.href }, format(i.value)]);
  return chartFrame({ title, summary, columns: [category, measure], rows: rowsOfTable }, chart).toString();
}
