/**
 * The body of `POST /api/v1/<plural>/bulk` (issue 29 §2), one yup schema per list built here:
 * `{action, ids | filter, reason?}`. `ids` are at most BULK_MAX row ids; `filter` is the list's own
 * query schema without sort and paging (the rows it matches are the selection); `reason` is the
 * single action's reason field, required for the actions that take one. Server-side (routes) and in
 * unit tests; the bar never loads yup.
 */
import '~/lib/schemas/locale';
import { array, mixed, object, type AnyObject, type ObjectSchema, type Schema } from 'yup';
import { BULK_MAX } from '~/lib/list/bulk';
import { ID_MAX, text } from '~/lib/schemas/fields';

/** Parameters that place or order a page; a selection's filter has none of them. */
const NOT_FILTERS = ['sort', 'page', 'pageSize', 'after', 'before', 'last'];

export interface BulkInput<A extends string, F extends AnyObject> {
  action: A;
  ids?: string[] | undefined;
  filter?: F | undefined;
  reason: string;
}

/** A selection's `ids`: row ids, at most BULK_MAX ('At most 10,000 rows may be `done` at once'). */
export function selectionIds(done: string) {
  return array(text({ label: 'Ids', max: ID_MAX }).required('Ids must be row ids').uuid('Ids must be row ids'))
    .typeError('Ids must be a list')
    .max(BULK_MAX, `At most ${BULK_MAX.toLocaleString('en-US')} rows may be ${done} at once`);
}

/**
 * The bulk schema of a list.
 * @param actions the `action` values the list takes
 * @param query the list's query schema (its filters become `filter`)
 * @param reasons for each action that takes a reason, the single action's body schema `{reason}` (its field is used)
 */
export function bulkSchema<A extends string, F extends AnyObject>(
  actions: readonly A[],
  query: ObjectSchema<F>,
  reasons: Partial<Record<A, ObjectSchema<{ reason: string }>>> = {},
): ObjectSchema<BulkInput<A, F>> {
  const fields = Object.keys(query.fields).filter((name) => !NOT_FILTERS.includes(name));
  return object({
    action: text({ label: 'Action', max: ID_MAX })
      .required('Action is required')
      .oneOf(actions, `Action must be one of ${actions.join(', ')}`),
    ids: selectionIds('changed').optional().default(undefined),
    filter: query
      .pick(fields as never)
      .typeError('Filter must be an object')
      .optional()
      .default(undefined) as unknown as ObjectSchema<F>,
    reason: mixed<string>().when('action', ([action]: unknown[]) => (reasons[action as A]?.fields.reason as Schema<string> | undefined) ?? text({ label: 'Reason', max: 500 }).default('')),
  })
    .test('selection', 'Choose the rows: ids or a filter', function (value: AnyObject | undefined) {
      if (!value) return true;
      const given = (value.ids !== undefined) !== (value.filter !== undefined);
      return given || this.createError({ path: 'ids', message: 'Choose the rows: ids or a filter, not both' });
    }) as unknown as ObjectSchema<BulkInput<A, F>>;
}
