/**
 * A list's columns (issue 25 §1): each declares its header, the sort key its header offers (one of
 * the list's sort values, without the direction), and its kind, from which the kit gives every
 * list's cells the same width rules (issue 26 "Lists at an ordinary office screen"): dates,
 * statuses, money, counts and actions stay on one line; long free text is cut to one line with the
 * whole of it in `title`; emails are not broken in the middle.
 */

export type ColumnKind = 'text' | 'long' | 'email' | 'date' | 'status' | 'money' | 'number' | 'actions';

export interface Column {
  /** The header; for `actions` read by screen readers only. */
  label: string;
  kind?: ColumnKind;
  /** The sort key the header links to (e.g. 'price' for `sort=price` / `sort=-price`). */
  sort?: string;
}

/** The classes of a column's cells (and header) by kind. */
export const CELL_CLASS: Readonly<Record<ColumnKind, string>> = {
  text: '',
  long: 'max-w-[18rem]',
  email: 'whitespace-nowrap',
  date: 'whitespace-nowrap',
  status: 'whitespace-nowrap',
  money: 'whitespace-nowrap',
  number: 'whitespace-nowrap tabular-nums',
  // Its buttons stand on one line while the table has the room (RowButtons), else wrap.
  actions: '',
};
