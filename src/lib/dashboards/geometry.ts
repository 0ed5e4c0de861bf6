/**
 * Pure chart geometry for the server-drawn SVG charts (issue 15 §1): figures in, rectangles,
 * points, arcs and axis ticks out, in a fixed viewBox so the SVG scales to any width. No DOM.
 */

/** The drawing area inside a chart's viewBox (room left for axis labels). */
export interface Plot {
  width: number;
  height: number;
  left: number;
  top: number;
}

const round = (n: number) => Math.round(n * 100) / 100;

// left: the axis title (x 4-20) and tick labels as wide as "$1.5K" or "PKR 90K" (they end at left - 6).
export const DEFAULT_PLOT: Plot = { width: 388, height: 170, left: 78, top: 18 };
/** The viewBox of a chart drawn on DEFAULT_PLOT, with room for the x labels and the axis title. */
export const VIEW_BOX = { width: 480, height: 250 };

/**
 * Up to `count`+1 round tick values from 0 to at least `max` (1, 2 or 5 × a power of ten apart);
 * whole steps only when `integer` (counts have no half people).
 */
export function niceTicks(max: number, count = 4, integer = false): number[] {
  if (!(max > 0)) return [0, 1];
  const raw = integer ? Math.max(1, max / count) : max / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = ([1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw) ?? 10 * power);
  const ticks: number[] = [];
  for (let v = 0; v < max + step; v += step) {
    ticks.push(Math.round(v * 1e6) / 1e6);
    if (v >= max) break;
  }
  return ticks;
}

/** The y coordinate of `value` on an axis from 0 (bottom of `plot`) to `top` (top of `plot`). */
export function yOf(value: number, top: number, plot: Plot = DEFAULT_PLOT): number {
  return plot.top + plot.height - (top > 0 ? (value / top) * plot.height : 0);
}

export interface BarRect {
  x: number;
  y: number;
  width: number;
  height: number;
  value: number;
  label: string;
}

/** Layout of a horizontal bar chart: a row per category, the label column left of the bars. */
export const HBAR = { width: 480, labelWidth: 150, valueRoom: 60, row: 30, top: 6, axis: 44 } as const;

/**
 * Horizontal bars of `items`, one row each (category names stay readable at phone width), lengths
 * proportional to the value on an axis from 0 to the last tick; and the height the chart needs.
 */
export function hbarRects(items: readonly { label: string; value: number }[]): { bars: BarRect[]; ticks: number[]; span: number; height: number } {
  const ticks = niceTicks(Math.max(0, ...items.map((i) => i.value)), 4, items.every((i) => Number.isInteger(i.value)));
  const top = ticks.at(-1)!;
  const span = HBAR.width - HBAR.labelWidth - HBAR.valueRoom;
  const bars = items.map((item, i) => ({
    x: HBAR.labelWidth,
    y: HBAR.top + i * HBAR.row + HBAR.row * 0.15,
    width: round(top > 0 ? (item.value / top) * span : 0),
    height: HBAR.row * 0.7,
    value: item.value,
    label: item.label,
  }));
  return { bars, ticks, span, height: HBAR.top + items.length * HBAR.row + HBAR.axis };
}

/** What ends a bar's name that was cut. */
export const LABEL_CUT = '…';

/** Characters of a bar's name that fit one line of the label column at its font size. */
export const HBAR_LABEL_CHARS = { one: 15, two: 19 } as const;

/**
 * A bar's name as the label column shows it (issue 26 §8: 'Inventory Manager' was cut to
 * 'Inventory Mana…'): one line when it fits, else two lines broken between words, in the smaller
 * font that fits HBAR_LABEL_CHARS.two a line; only a name that does not fit two lines is cut (…),
 * with the whole in the bar's title and the chart's table.
 */
export function hbarLabelLines(label: string): string[] {
  if (label.length <= HBAR_LABEL_CHARS.one) return [label];
  const max = HBAR_LABEL_CHARS.two;
  const cut = (text: string) => (text.length > max ? `${text.slice(0, max - 1)}${LABEL_CUT}` : text);
  const words = label.split(/\s+/);
  let first = '';
  while (words.length > 1 && `${first} ${words[0]}`.trim().length <= max) first = `${first} ${words.shift()}`.trim();
  if (!first) return [cut(words.shift() ?? ''), ...(words.length ? [cut(words.join(' '))] : [])];
  return [first, cut(words.join(' '))];
}

export interface StackSegment extends BarRect {
  /** Index of the series the segment belongs to (its colour and pattern). */
  series: number;
}

/** One bar per item, its `values` stacked bottom to top in series order. */
export function stackedRects(items: readonly { label: string; values: readonly number[] }[], plot: Plot = DEFAULT_PLOT): { segments: StackSegment[]; ticks: number[] } {
  const totals = items.map((i) => i.values.reduce((a, b) => a + b, 0));
  const ticks = niceTicks(Math.max(0, ...totals), 4, totals.every(Number.isInteger));
  const top = ticks.at(-1)!;
  const slot = items.length ? plot.width / items.length : 0;
  const width = Math.max(slot * 0.75, 0.5);
  const segments: StackSegment[] = [];
  items.forEach((item, i) => {
    let base = 0;
    item.values.forEach((value, series) => {
      if (value <= 0) return;
      const y = yOf(base + value, top, plot);
      segments.push({ x: plot.left + i * slot + (slot - width) / 2, y, width, height: yOf(base, top, plot) - y, value, label: item.label, series });
      base += value;
    });
  });
  return { segments, ticks };
}

export interface LinePoint {
  x: number;
  y: number;
  value: number;
  label: string;
}

/** Points of a line over `items`, first at the left edge and last at the right; and its SVG path. */
export function linePoints(items: readonly { label: string; value: number }[], plot: Plot = DEFAULT_PLOT, min = 0): { points: LinePoint[]; path: string; ticks: number[] } {
  const ticks = niceTicks(Math.max(0, ...items.map((i) => i.value)), 4, items.every((i) => Number.isInteger(i.value)));
  const top = ticks.at(-1)!;
  const step = items.length > 1 ? plot.width / (items.length - 1) : 0;
  const points = items.map((item, i) => ({
    x: round(plot.left + (items.length > 1 ? i * step : plot.width / 2)),
    y: round(yOf(Math.max(min, item.value), top, plot)),
    value: item.value,
    label: item.label,
  }));
  const path = points.map((p, i) => `${i ? 'L' : 'M'}${p.x} ${p.y}`).join(' ');
  return { points, path, ticks };
}

export interface DonutArc {
  /** SVG path of the ring segment. */
  path: string;
  value: number;
  label: string;
  /** Share of the total, 0–1. */
  share: number;
}

function polar(cx: number, cy: number, r: number, turn: number): [number, number] {
  const angle = turn * 2 * Math.PI - Math.PI / 2;
  return [round(cx + r * Math.cos(angle)), round(cy + r * Math.sin(angle))];
}

/**
 * Ring segments of a donut centred at (cx, cy), clockwise from 12 o'clock, one per non-zero item.
 * A single item taking the whole ring is drawn as two halves (an SVG arc cannot close on itself).
 */
export function donutArcs(items: readonly { label: string; value: number }[], cx = 100, cy = 100, outer = 90, inner = 55): DonutArc[] {
  const total = items.reduce((a, i) => a + Math.max(0, i.value), 0);
  if (total === 0) return [];
  const arcs: DonutArc[] = [];
  let start = 0;
  for (const item of items) {
    if (item.value <= 0) continue;
    const share = item.value / total;
    const end = start + share;
    const segment = (a: number, b: number) => {
      const large = b - a > 0.5 ? 1 : 0;
      const [x1, y1] = polar(cx, cy, outer, a);
      const [x2, y2] = polar(cx, cy, outer, b);
      const [x3, y3] = polar(cx, cy, inner, b);
      const [x4, y4] = polar(cx, cy, inner, a);
      return `M${x1} ${y1} A${outer} ${outer} 0 ${large} 1 ${x2} ${y2} L${x3} ${y3} A${inner} ${inner} 0 ${large} 0 ${x4} ${y4} Z`;
    };
    const path = share >= 1 ? `${segment(0, 0.5)} ${segment(0.5, 1)}` : segment(start, end);
    arcs.push({ path, value: item.value, label: item.label, share });
    start = end;
  }
  return arcs;
}

/** Which of `labels` (one per x position) to print so that at most `max` show, always the first and last. */
export function sparseLabels(count: number, max = 7): Set<number> {
  if (count <= max) return new Set(Array.from({ length: count }, (_, i) => i));
  const shown = new Set<number>();
  const step = (count - 1) / (max - 1);
  for (let i = 0; i < max; i++) shown.add(Math.round(i * step));
  return shown;
}
