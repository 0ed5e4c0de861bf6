/**
 * The look of a status pill by its tone (issue 25 §1: one look), for components/StatusBadge.astro
 * and for the lead status tracker island, which draws its own table in React (DESIGN.md).
 */

export type Tone = 'success' | 'danger' | 'warning' | 'primary' | 'neutral';

/** The pill's shape. */
export const BADGE_CLASS = 'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium';

/** Its colours: success green, danger red, warning amber, primary, neutral grey. */
export const TONE_CLASS: Readonly<Record<Tone, string>> = {
  success: 'bg-green-100 text-green-800',
  danger: 'bg-red-100 text-red-800',
  warning: 'bg-amber-100 text-amber-800',
  primary: 'bg-primary-soft text-primary',
  neutral: 'bg-slate-100 text-slate-700',
};
