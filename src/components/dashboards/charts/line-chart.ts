/**
 * A line chart of a per-day series drawn on the server (issue 15 §1): x axis the days of the period
 * (a few labelled), y axis with round ticks, a dot per day when there are few enough to see them.
 */
import { chartFrame } from '~/components/dashboards/charts/frame';
import { axisTitles, xAxisLine, yTicks } from '~/components/dashboards/charts/axes';
import { html } from '~/components/list/cells';
import { DEFAULT_PLOT as plot, linePoints, sparseLabels, VIEW_BOX } from '~/lib/dashboards/geometry';
import { OKABE_ITO } from '~/lib/dashboards/palette';

export interface LineChartProps {
  title: string;
  points: readonly { label: string; value: number }[];
  xLabel: string;
  yLabel: string;
  /** Formats a value (axis and table). */
  format: (value: number) => string;
  /** A short axis form of a value; `format` by default. */
  tick?: ((value: number) => string) | undefined;
  summary?: string | undefined;
  href?: string | undefined;
}

/** The chart in its frame, as a string for `<Fragment set:html>`. */
export function lineChart({ title, points: items, xLabel, yLabel, format, tick = format, summary, href }: LineChartProps): string {
  const { points, path, ticks } = linePoints(items, plot);
  const shown = sparseLabels(points.length, 5);
  const colour = OKABE_ITO[0];
  const dots = points.length <= 31 ? points.map((p) => html`<circle cx="${p.x}" cy="${p.y}" r="3" fill="#fff" stroke="${colour}" stroke-width="2"></circle>`) : '';
  const dayLabels = points.map((p, i) =>
    shown.has(i)
      ? html`<text x="${p.x}" y="${plot.top + plot.height + 20}" text-anchor="${i === 0 ? 'start' : i === points.length - 1 ? 'end' : 'middle'}" font-size="15" fill="#334155">${p.label}</text>`
      : '',
  );
  const chart = html`<svg viewBox="0 0 ${VIEW_BOX.width} ${VIEW_BOX.height}" role="img" aria-label="${title}: line chart of ${yLabel} per ${xLabel}" class="h-auto w-full">${yTicks(ticks, tick)}${xAxisLine()}<path d="${path}" fill="none" stroke="${colour}" stroke-width="2.5" stroke-linejoin="round"></path>${dots}${dayLabels}${axisTitles(xLabel, yLabel)}</svg>${
    href && html`<a href="${href}" class="text-sm text-primary underline">See the list</a>`
  }`;
  const rows = items.map((i) => [i.label, format(i.value)]);
  return chartFrame({ title, summary, columns: [xLabel, yLabel], rows }, chart).toString();
}
