/**
 * A list's columns (issue 25 §1): each declares its header, the sort key its header offers (one of
 * the list's sort values, without the direction), and its kind, from which the kit gives every
 * list's cells the same width rules (issue 26 "Lists at an ordinary office screen"), so that a list
 * fits 1280 px without sideways scrolling: dates, statuses, money, counts and actions stay on one
 * line; emails and phone numbers are never broken in the middle (an email given a `title` is cut,
 * with the whole of it in `title`); long free text is cut to one line with the whole of it in
 * `title`; plain text wraps between words.
 */

export type ColumnKind =
  | "text"
  | "long"
  | "email"
  | "phone"
  | "date"
  | "status"
  | "money"
  | "number"
  | "actions";

export interface Column {
  /** The header; for `actions` read by screen readers only. */
  label: string;
  kind?: ColumnKind;
  /** The sort key the header links to (e.g. 'price' for `sort=price` / `sort=-price`). */
  sort?: string;
}

/** The classes of a column's cells (and header) by kind. */
export const CELL_CLASS: Readonly<Record<ColumnKind, string>> = {
  text: "",
  long: "max-w-[18rem]",
  email: "whitespace-nowrap",
  phone: "whitespace-nowrap tabular-nums",
  date: "whitespace-nowrap",
  status: "whitespace-nowrap",
  money: "whitespace-nowrap",
  number: "whitespace-nowrap tabular-nums",
  // As narrow as its buttons on one line (w-px: the column takes only what its content needs).
  actions: "w-px whitespace-nowrap text-right",
};

/** The classes of the inner line of a cell that is cut, with the whole value in `title`. */
export const CUT_CLASS: Readonly<Partial<Record<ColumnKind, string>>> = {
  long: "block truncate",
  email: "block max-w-[16rem] truncate",
};
