/**
 * A donut chart drawn on the server (issue 15 §1): one ring segment per category, the total in the
 * middle, and a legend that names each category with its pattern, value and share (direct labels).
 */
import { chartFrame, swatch } from '~/components/dashboards/charts/frame';
import { html } from '~/components/list/cells';
import { donutArcs } from '~/lib/dashboards/geometry';
import { seriesStyle } from '~/lib/dashboards/palette';

export interface DonutChartProps {
  title: string;
  items: readonly { label: string; value: number; href?: string | undefined }[];
  /** Heading of the category column, e.g. 'Status'. */
  category: string;
  format: (value: number) => string;
  percent: (share: number) => string;
  totalLabel: string;
  summary?: string | undefined;
}

/** The chart in its frame, as a string for `<Fragment set:html>`. */
export function donutChart({ title, items, category, format, percent, totalLabel, summary }: DonutChartProps): string {
  const total = items.reduce((a, i) => a + i.value, 0);
  const share = (value: number) => percent(total ? (value / total) * 100 : 0);
  const styleOf = (label: string) => seriesStyle(Math.max(0, items.findIndex((i) => i.label === label)));
  const ring = donutArcs(items).map((a) => html`<path d="${a.path}" fill="${styleOf(a.label).fill}" stroke="#fff" stroke-width="1.5"></path>`);
  const legend = items.map(
    (item, i) =>
      html`<li class="flex items-center gap-2">${swatch(seriesStyle(i), 'shrink-0')}${
        item.href ? html`<a href="${item.href}" class="text-primary underline">${item.label}</a>` : html`<span>${item.label}</span>`
      }<span class="tabular-nums text-slate-600">${format(item.value)} &middot; ${share(item.value)}</span></li>`,
  );
  const label = `${title}: donut chart of ${items.length} ${category.toLowerCase()} values, ${format(total)} in all`;
  const chart = html`<div class="flex flex-wrap items-center gap-4"><svg viewBox="0 0 200 200" role="img" aria-label="${label}" class="h-36 w-36 shrink-0">${
    total === 0 && html`<circle cx="100" cy="100" r="72.5" fill="none" stroke="#e2e8f0" stroke-width="35"></circle>`
  }${ring}<text x="100" y="100" text-anchor="middle" font-size="26" font-weight="600" fill="#0f172a">${format(total)}</text><text x="100" y="122" text-anchor="middle" font-size="13" fill="#475569">${totalLabel}</text></svg><ul class="flex min-w-0 flex-col gap-1 text-sm">${legend}</ul></div>`;
  const rows = items.map((i) => [{ text: i.label, href: i.href }, format(i.value), share(i.value)]);
  return chartFrame({ title, summary, columns: [category, 'Count', 'Share'], rows }, chart).toString();
}
