/**
 * A list's query, declared once (issue 25 §1): its yup schema, the one the API validates with, names
 * the filters, the sort keys with their directions (`name`, `-name`) and whether it pages by number
 * or by keyset cursor. `defineList` reads that off the schema once; `readQuery` turns a URL into the
 * typed query; the list components (components/list/) and `loadList` read the spec.
 * Server-side only (pages): yup never reaches a list page's browser bundle.
 */
import type { AnyObject, ObjectSchema, ValidationError } from 'yup';
import { keptValidation } from '~/lib/schemas/kept-validations';

/** Parameters that place a page rather than narrow the list. */
const PAGING = ['page', 'pageSize', 'after', 'before', 'last'];

/** What the list components read of a spec (any list's). */
export interface ListShape {
  /** Every URL parameter the list reads, in the schema's order. */
  params: readonly string[];
  /** The parameters that narrow the list, search `q` included (not sort, not paging). */
  filters: readonly string[];
  /** The sort values the schema allows, e.g. ['name', '-name', 'price', '-price']; [] for one order. */
  sorts: readonly string[];
  /** The order when the URL names none. */
  defaultSort: string | undefined;
  /** Pages by keyset cursor (`after`, `before`, `last=1`), not by number alone. */
  keyset: boolean;
  /** Values used when the URL has none (e.g. another default order). */
  defaults: AnyObject;
  /** Values the page sets itself, never read from the URL (the application queue's `source`). */
  fixed: AnyObject;
}

export interface ListSpec<Q extends AnyObject = AnyObject> extends ListShape {
  schema: ObjectSchema<Q>;
}

interface FieldDescription {
  default?: unknown;
  oneOf?: unknown[];
}

/**
 * The spec of a list queried by `schema`.
 * @param options.defaults values in place of the schema's defaults (a second list over one schema)
 * @param options.fixed values the page sets, hidden from the URL and the filters
 */
export function defineList<Q extends AnyObject>(schema: ObjectSchema<Q>, options: { defaults?: Partial<Q>; fixed?: Partial<Q> } = {}): ListSpec<Q> {
  const { defaults = {}, fixed = {} } = options;
  const fields = schema.describe().fields as Record<string, FieldDescription>;
  const params = Object.keys(fields).filter((name) => !(name in fixed));
  const sort = fields.sort;
  return {
    schema,
    params,
    filters: params.filter((name) => name !== 'sort' && !PAGING.includes(name)),
    sorts: (sort?.oneOf ?? []).filter((value): value is string => typeof value === 'string' && value !== ''),
    defaultSort: ((defaults as AnyObject).sort ?? sort?.default) as string | undefined,
    keyset: 'after' in fields,
    defaults,
    fixed,
  };
}

const isValidationError = (error: unknown): error is ValidationError => error instanceof Error && error.name === 'ValidationError';

/** What a URL asks of a list: the typed query, and the message of the first malformed value. */
export interface ReadQuery<Q> {
  /** The query without the malformed values (they take their defaults), for the frame to show. */
  query: Q;
  /** The schema's message for the first malformed value (issue 27 §9: the page answers 400); '' when none. */
  problem: string;
}

/**
 * The query `url` names for the list of `spec`. A malformed value (an unknown status, a page of
 * 'abc', a NUL in the search) is a problem the page answers 400 for; the query keeps the rest, so
 * the search and filters still show what the link said. The same values are validated once
 * (kept-validations.ts).
 */
export async function readQuery<Q extends AnyObject>(spec: ListSpec<Q>, url: URL): Promise<ReadQuery<Q>> {
  const given: AnyObject = { ...spec.defaults };
  for (const name of spec.params) {
    const value = url.searchParams.get(name);
    if (value !== null) given[name] = value;
  }
  const { query, problem } = await keptValidation(spec, given, () => validateQuery(spec, { ...given }));
  return { query: { ...query, ...spec.fixed }, problem };
}

/** `given` validated for `spec`: its malformed values dropped for their defaults, the first one's message the problem. */
async function validateQuery<Q extends AnyObject>(spec: ListSpec<Q>, given: AnyObject): Promise<ReadQuery<Q>> {
  const options = { stripUnknown: true, abortEarly: false } as const;
  try {
    return { query: (await spec.schema.validate(given, options)) as Q, problem: '' };
  } catch (error) {
    if (!isValidationError(error)) throw error;
    const inner = error.inner.length ? error.inner : [error];
    for (const each of inner) if (each.path) delete given[each.path.split('.')[0]!];
    const query = (await spec.schema.validate({ ...spec.defaults, ...given }, options)) as Q;
    return { query, problem: inner[0]?.errors[0] ?? error.message };
  }
}

/** True when the search or a filter narrows `query` (the empty list then says so). */
export function isFiltered(spec: Pick<ListShape, 'filters' | 'defaults'>, query: AnyObject): boolean {
  return spec.filters.some((name) => query[name] !== undefined && query[name] !== '' && query[name] !== spec.defaults[name]);
}
