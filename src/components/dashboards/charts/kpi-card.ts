/**
 * A dashboard figure as a card (issue 15 §1): label, value, and the change against the previous
 * period with an arrow and words (never colour alone). The whole card links to the list behind it.
 */
import { raw } from 'hono/html';

import { html } from '~/components/list/cells';

export interface KpiCardProps {
  label: string;
  value: string;
  previous: string;
  direction: 'up' | 'down' | 'flat' | 'none';
  change: string;
  href?: string | undefined;
}

// As character references: one character above U+00FF makes the whole page two-byte, and encoding
// it then costs about three times as much (issue 28 §1; e2e/ascii-pages.spec.ts).
const ARROW = { up: '&#9650; ', down: '&#9660; ', flat: '&#9644; ', none: '' } as const;

/** The card, as a string for `<Fragment set:html>`. */
export function kpiCard({ label, value, previous, direction, change, href }: KpiCardProps): string {
  const arrow = ARROW[direction];
  const comparison =
    direction === 'none'
      ? 'Nothing to compare with in the previous period'
      : html`${arrow && html`<span aria-hidden="true">${raw(arrow)}</span>`}${change} <span class="text-slate-500">vs the previous period (${previous})</span>`;
  const body = html`<p class="text-sm text-slate-600">${label}</p><p class="mt-1 text-2xl font-semibold text-slate-900 tabular-nums">${value}</p><p class="mt-1 text-xs text-slate-600">${comparison}</p>`;
  const card = 'block rounded-lg border border-slate-200 bg-slate-50 px-4 py-3';
  return (href ? html`<a href="${href}" class="${card} hover:border-primary focus-visible:outline-2">${body}</a>` : html`<div class="${card}">${body}</div>`).toString();
}
