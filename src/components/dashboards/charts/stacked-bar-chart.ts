/**
 * A stacked bar chart of a per-day series drawn on the server (issue 15 §1): one bar per day, its
 * series stacked in order, each series a colour and a pattern named in the legend.
 */
import { axisTitles, xAxisLine, yTicks } from '~/components/dashboards/charts/axes';
import { chartFrame, swatch } from '~/components/dashboards/charts/frame';
import { html } from '~/components/list/cells';
import { DEFAULT_PLOT as plot, sparseLabels, stackedRects, VIEW_BOX } from '~/lib/dashboards/geometry';
import { seriesStyle } from '~/lib/dashboards/palette';

export interface StackedBarChartProps {
  title: string;
  /** Names of the stacked series, bottom first, each with the list that explains it. */
  series: readonly { name: string; href?: string | undefined }[];
  items: readonly { label: string; values: readonly number[] }[];
  xLabel: string;
  yLabel: string;
  format: (value: number) => string;
  summary?: string | undefined;
}

/** The chart in its frame, as a string for `<Fragment set:html>`. */
export function stackedBarChart({ title, series, items, xLabel, yLabel, format, summary }: StackedBarChartProps): string {
  const { segments, ticks } = stackedRects(items, plot);
  const slot = items.length ? plot.width / items.length : 0;
  const shown = sparseLabels(items.length, 5);
  const legend = html`<ul class="flex flex-wrap gap-4 text-sm">${series.map(
    (s, i) => html`<li class="flex items-center gap-2">${swatch(seriesStyle(i))}${s.href ? html`<a href="${s.href}" class="text-primary underline">${s.name}</a>` : s.name}</li>`,
  )}</ul>`;
  const bars = segments.map((s) => {
    const style = seriesStyle(s.series);
    return html`<rect x="${s.x}" y="${s.y}" width="${s.width}" height="${s.height}" fill="${style.fill}" stroke="${style.colour}" stroke-width="0.5"></rect>`;
  });
  const dayLabels = items.map((item, i) =>
    shown.has(i)
      ? html`<text x="${plot.left + i * slot + slot / 2}" y="${plot.top + plot.height + 20}" text-anchor="${i === 0 ? 'start' : i === items.length - 1 ? 'end' : 'middle'}" font-size="15" fill="#334155">${item.label}</text>`
      : '',
  );
  const label = `${title}: stacked bars of ${series.map((s) => s.name).join(' and ')} per ${xLabel}`;
  const chart = html`${legend}<svg viewBox="0 0 ${VIEW_BOX.width} ${VIEW_BOX.height}" role="img" aria-label="${label}" class="h-auto w-full">${yTicks(ticks, format)}${bars}${xAxisLine()}${dayLabels}${axisTitles(xLabel, yLabel)}</svg>`;
  const rows = items.map((i) => [i.label, ...i.values.map(format), format(i.values.reduce((a, b) => a + b, 0))]);
  return chartFrame({ title, summary, columns: [xLabel, ...series.map((s) => s.name), 'Total'], rows }, chart).toString();
}
