/**
 * Chart colours: the Okabe–Ito palette, told apart with the common colour blindnesses; each series
 * also gets a fill pattern (ChartPatterns.astro) so it survives greyscale print.
 */
export const OKABE_ITO = ['#0072B2', '#E69F00', '#009E73', '#CC79A7', '#56B4E9', '#D55E00', '#F0E442', '#000000'] as const;

/** Pattern ids defined by ChartPatterns.astro, one per palette entry. */
export const PATTERNS = ['solid', 'diagonal', 'dots', 'cross', 'vertical', 'horizontal', 'grid', 'dense'] as const;

/** Colour and `fill` (a pattern url) of series `index`, wrapping around the palette. */
export function seriesStyle(index: number): { colour: string; fill: string } {
  const i = index % OKABE_ITO.length;
  return { colour: OKABE_ITO[i]!, fill: `url(#chart-${PATTERNS[i]})` };
}
