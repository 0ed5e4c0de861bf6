/**
 * Loads what a list page shows for its URL (issue 25 §1): the query its spec reads from the URL, the
 * API's page of rows, and on a failure one message and one status for every list — the message
 * where the table would be, 400 for a malformed value in the URL (not sent to the API) or a query
 * the API refused (a cursor of another order),
 * 502 when it could not answer. Call it in the page's own frontmatter and set `status` there: once
 * the layout streams, a status is lost.
 */
import type { AnyObject } from 'yup';
import { ApiError } from '~/lib/api/http';
import { listFailureStatus } from '~/lib/page-status';
import { isFiltered, readQuery, type ListSpec } from '~/lib/list/spec';

/** The paging facts of an API list: by number (`page` always known) or by keyset (cursors). */
export interface ListMeta {
  /** 1-based; null when a keyset page's place is not known. */
  page: number | null;
  pageSize: number;
  /** Exact when `exact` is not false, else a lower bound. */
  total: number;
  exact?: boolean;
  /** Keyset lists: the previous and next pages' cursors (null at either end). */
  before?: string | null;
  after?: string | null;
}

/** What a list call of the API answers. */
export interface ListPage<Row> {
  data: Row[];
  meta: ListMeta;
}

export interface ListLoad<Row, Q extends AnyObject = AnyObject> {
  spec: ListSpec<Q>;
  query: Q;
  rows: Row[];
  /** Undefined when the call failed. */
  meta: ListMeta | undefined;
  /** The search or a filter narrows the list. */
  filtered: boolean;
  /** The API's message when it refused or failed; '' otherwise. */
  error: string;
  /** What the page answers with: 200, 400 (a malformed value, or the query refused) or 502 (no answer). */
  status: 200 | 400 | 502;
}

/**
 * Reads `url` for the list of `spec` and asks `fetch` for that page.
 * @throws what is not an ApiError (a bug, not an answer)
 */
export async function loadList<Q extends AnyObject, Row>(spec: ListSpec<Q>, url: URL, fetch: (query: Q) => Promise<ListPage<Row>>): Promise<ListLoad<Row, Q>> {
  const { query, problem } = await readQuery(spec, url);
  const base = { spec, query, filtered: isFiltered(spec, query) };
  if (problem) return { ...base, rows: [], meta: undefined, error: problem, status: 400 };
  try {
    const { data, meta } = await fetch(query);
    return { ...base, rows: data, meta, error: '', status: 200 };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { ...base, rows: [], meta: undefined, error: error.message, status: listFailureStatus(error.status) };
  }
}
