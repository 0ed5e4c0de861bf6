/**
 * What both dashboard pages share: reading the period from the URL (an unknown one falls back to
 * the default, as a page never answers 400), the formatters of the settings' locale, and the text of
 * a stat card for a figure.
 */
import { describeChange, formatCount, formatDay, formatMinor, formatPercent } from '~/lib/dashboards/format';
import type { Figure } from '~/lib/dashboards/model';
import { DEFAULT_PERIOD, PERIODS, type Period } from '~/lib/dashboards/period';
import type { DisplaySettings } from '~/lib/settings/registry';

/** The period of the page URL. */
export function pagePeriod(url: URL): Period {
  const raw = url.searchParams.get('period');
  return (PERIODS as readonly string[]).includes(raw ?? '') ? (raw as Period) : DEFAULT_PERIOD;
}

/** Formatters bound to the settings' locale. */
export function formatters(display: DisplaySettings) {
  const { locale } = display;
  return {
    count: (v: number) => formatCount(v, locale),
    percent: (v: number) => formatPercent(v, locale),
    money: (minor: number, currency = display.currency) => formatMinor(minor, currency, locale),
    day: (d: string) => formatDay(d, locale),
  };
}
export type Formatters = ReturnType<typeof formatters>;

/** The figures of a KPI card (charts/kpi-card.ts) for `figure`, its value and previous printed by `format`. */
export function kpi(figure: Figure<unknown>, format: (v: number) => string, locale: string) {
  const { direction, text } = describeChange(figure.change, locale);
  return { value: format(figure.value), previous: format(figure.previous), direction, change: text };
}
