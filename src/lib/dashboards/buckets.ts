/**
 * Coarser series for long periods (issue 15 §1): a year of days drawn as 366 bars is neither
 * readable nor cheap to render, so charts of more than MAX_POINTS days show weeks instead.
 */

/** Above this many days, charts group the days by week. */
export const MAX_POINTS = 92;

/**
 * Groups consecutive days into runs of seven (the last run may be shorter), labelled by their first
 * day; `merge` combines the values of one run (a sum for counts, the last value for a running total).
 */
export function byWeek<P extends { day: string }>(points: readonly P[], merge: (run: P[]) => P): P[] {
  if (points.length <= MAX_POINTS) return [...points];
  const weeks: P[] = [];
  for (let i = 0; i < points.length; i += 7) weeks.push(merge(points.slice(i, i + 7)));
  return weeks;
}

/** Sums each numeric field of a run of days, keeping the first day as its label. */
export function sumRun<P extends { day: string }>(run: P[]): P {
  const first = run[0]!;
  const out: Record<string, unknown> = { ...first };
  for (const [key, value] of Object.entries(first)) if (typeof value === 'number') out[key] = run.reduce((a, p) => a + ((p as Record<string, unknown>)[key] as number), 0);
  return out as P;
}

/** The last day's value of a run, labelled by the first day (a running total such as MRR). */
export function lastOfRun<P extends { day: string }>(run: P[]): P {
  return { ...run.at(-1)!, day: run[0]!.day };
}
