/**
 * A chart's frame (issue 15 §1): its title, the chart, and the values as a table behind a
 * <details> for screen readers, print and anyone who wants the numbers. No JavaScript.
 *
 * The charts are drawn as strings in the list kit's `html` (components/list/cells.ts), as the
 * lists' rows are: as Astro templates, an SVG's every element and attribute went through Astro's
 * renderer, a quarter of a fresh dashboard view (issue 28 §1).
 */
import type { HtmlEscapedString } from 'hono/utils/html';

import { html, type Markup } from '~/components/list/cells';

/** A cell of the values table: text, or text with the link to its list. */
export type ValueCell = string | { text: string; href?: string | undefined };

export interface FrameProps {
  title: string;
  /** Column headings of the values table. */
  columns: readonly string[];
  /** Rows of already formatted cells. */
  rows: readonly (readonly ValueCell[])[];
  /** A line under the title, e.g. the figure and its change. */
  summary?: string | undefined;
}

function valueCell(raw: ValueCell, i: number): HtmlEscapedString {
  const { text, href } = typeof raw === 'string' ? { text: raw, href: undefined } : raw;
  const content = href ? html`<a href="${href}" class="text-primary underline">${text}</a>` : text;
  return i === 0 ? html`<th scope="row" class="py-1 pr-3 font-normal">${content}</th>` : html`<td class="py-1 pr-3">${content}</td>`;
}

/** `chart` in its frame, as markup. */
export function chartFrame({ title, columns, rows, summary }: FrameProps, chart: Markup): HtmlEscapedString {
  return html`<figure class="flex min-w-0 flex-col gap-2 rounded-lg border border-slate-200 p-4 break-inside-avoid">
<figcaption><h3 class="font-medium text-slate-900">${title}</h3>${summary && html`<p class="text-sm text-slate-600">${summary}</p>`}</figcaption>
${chart}
<details class="text-sm"><summary class="cursor-pointer text-slate-600">Values of &ldquo;${title}&rdquo;</summary>
<div class="mt-2 max-h-64 overflow-auto"><table class="w-full text-left tabular-nums">
<thead><tr>${columns.map((c) => html`<th scope="col" class="border-b border-slate-200 py-1 pr-3 font-medium">${c}</th>`)}</tr></thead>
<tbody>${rows.map((row) => html`<tr>${row.map(valueCell)}</tr>`)}</tbody>
</table></div></details></figure>`;
}

/** A legend's swatch: the series' colour and pattern (palette.ts), hidden from screen readers. */
export function swatch(style: { fill: string; colour: string }, className?: string): HtmlEscapedString {
  return html`<svg width="14" height="14" aria-hidden="true"${className ? html` class="${className}"` : ''}><rect width="14" height="14" fill="${style.fill}" stroke="${style.colour}"></rect></svg>`;
}
