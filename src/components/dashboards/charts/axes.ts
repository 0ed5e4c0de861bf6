/**
 * The axes the per-day charts share (line and stacked bars, issue 15 §1): the y axis's round
 * ticks as grid lines with their values, the x axis's line, and both axes' titles.
 */
import type { HtmlEscapedString } from 'hono/utils/html';

import { html } from '~/components/list/cells';
import { DEFAULT_PLOT as plot, VIEW_BOX, yOf } from '~/lib/dashboards/geometry';

/** The grid line and value of each of `ticks` (the last is the top of the plot). */
export function yTicks(ticks: readonly number[], format: (value: number) => string): HtmlEscapedString[] {
  const top = ticks.at(-1)!;
  return ticks.map((t) => {
    const y = yOf(t, top, plot);
    return html`<g><line x1="${plot.left}" x2="${plot.left + plot.width}" y1="${y}" y2="${y}" stroke="#e2e8f0"></line><text x="${plot.left - 6}" y="${y + 4}" text-anchor="end" font-size="15" fill="#475569">${format(t)}</text></g>`;
  });
}

/** The x axis's line, under the plot. */
export function xAxisLine(): HtmlEscapedString {
  const y = plot.top + plot.height;
  return html`<line x1="${plot.left}" x2="${plot.left + plot.width}" y1="${y}" y2="${y}" stroke="#64748b"></line>`;
}

/** The x axis's title under the plot and the y axis's, turned, at its left. */
export function axisTitles(xLabel: string, yLabel: string): HtmlEscapedString {
  const middle = plot.top + plot.height / 2;
  return html`<text x="${plot.left + plot.width / 2}" y="${VIEW_BOX.height - 6}" text-anchor="middle" font-size="15" fill="#334155">${xLabel}</text><text x="12" y="${middle}" text-anchor="middle" font-size="15" fill="#334155" transform="rotate(-90 12 ${middle})">${yLabel}</text>`;
}
