/**
 * Bulk actions on a list (issue 29 §2), what the page, the bar and the API share: the most rows one
 * request may touch, the answer's shape, and a list's table of bulk actions as plain data (no
 * functions), so the server page can hand it to the bar island as props. The bar shows the actions
 * of the table the user's rights allow (decided on the server) that every selected row has.
 */

/** The most rows one bulk request may name or match. */
export const BULK_MAX = 10_000;

/** Every selected row, decided on its own: done, or failed with the message the single action gives. */
export interface BulkResult {
  done: string[];
  failed: { id: string; message: string }[];
}

/** A line of a streamed run (`Accept: application/x-ndjson`): progress, then the answer. */
export type BulkLine = { progress: { done: number; total: number } } | { message: string; data: BulkResult };

/** One bulk action as the bar offers it. */
export interface BulkAction {
  /** The `action` the API takes ('suspend'); a row's checkbox lists the kinds it allows. */
  kind: string;
  /** The bar's button ('Suspend'). */
  label: string;
  /** The confirmation's button while it runs ('Suspending...'). */
  busyLabel: string;
  /** What it does, after the count: 'Suspend 3 resellers? {text}'. */
  text: string;
  /** A red button, for what cannot be undone or stops a customer's service. */
  danger?: boolean;
  /** A required reason, typed once for all rows. */
  reason?: { label: string; max: number };
  /** A download of the selection instead of a change, asked of no row: the list's export route (below /api/v1) and format. */
  download?: { endpoint: string; format: string };
}

/** A list's bulk actions: where they go and how rows are named ('reseller', 'resellers'). */
export interface BulkTable {
  /** `POST` here, below /api/v1: `/resellers/bulk`. */
  endpoint: string;
  noun: { one: string; many: string };
  actions: BulkAction[];
}

/** `3 resellers`, `1 reseller`. */
export const countOf = (count: number, noun: BulkTable['noun']): string => `${count.toLocaleString('en-US')} ${count === 1 ? noun.one : noun.many}`;

/**
 * The actions of `table` that `allowed` names, in the table's order: what the user's rights give;
 * undefined when they give none (the list then has no checkbox column).
 */
export function bulkActions(table: BulkTable, allowed: Record<string, boolean>): BulkTable | undefined {
  const actions = table.actions.filter((action) => allowed[action.kind]);
  return actions.length > 0 ? { ...table, actions } : undefined;
}

/** The bulk actions a row allows: those of its own actions (the domain's actionsFor) that `table` offers. */
export function rowBulkKinds(table: BulkTable, rowActions: readonly string[]): string[] {
  return rowActions.filter((kind) => table.actions.some((action) => action.kind === kind && !action.download));
}
