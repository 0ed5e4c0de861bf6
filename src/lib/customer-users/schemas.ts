/** Yup schema of the customer users list (issue 14 §2), shared by the page and the route. */
import '~/lib/schemas/locale';
import { object, type InferType } from 'yup';
import { CUSTOMER_USER_ROLES, CUSTOMER_USER_STATUSES } from '~/lib/customer-users/model';
import { PAGE_SIZE } from '~/lib/paginator';
import { selectionIds } from '~/lib/list/bulk-schema';
import { ID_MAX, keysetPagingFields, searchField, text } from '~/lib/schemas/fields';

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

/** `name` A–Z, `seen` by last seen, `created` by creation; `-` reverses. */
export const CUSTOMER_USER_SORTS = ['name', '-name', 'seen', '-seen', 'created', '-created'] as const;

/** GET /customer-users query: `q` (name, email, business), `customer`, `role`, `status`, sort, keyset paging (issue 9 §6). */
export const customerUserListQuerySchema = object({
  q: searchField(),
  customer: text({ label: 'Customer', max: ID_MAX }).transform(emptyAsUndefined).uuid('Customer not found').optional(),
  role: text({ label: 'Role', max: ID_MAX }).transform(emptyAsUndefined).oneOf(CUSTOMER_USER_ROLES, 'Role must be owner, admin or staff').optional(),
  status: text({ label: 'Status', max: ID_MAX }).transform(emptyAsUndefined).oneOf(CUSTOMER_USER_STATUSES, 'Status must be active, invited or disabled').optional(),
  sort: text({ label: 'Sort', max: ID_MAX }).transform(emptyAsUndefined).oneOf(CUSTOMER_USER_SORTS, 'Sort must be name, seen or created').default('name'),
  ...keysetPagingFields(PAGE_SIZE),
});
export type CustomerUserListQuery = InferType<typeof customerUserListQuerySchema>;

/** The one format of a customer users export (the bar sends it). */
const exportFormat = text({ label: 'Format', max: ID_MAX }).transform(emptyAsUndefined).oneOf(['csv'], 'Format must be csv').default('csv');

/** POST /customer-users/export body (issue 29 §2): the chosen users' ids, at most 10,000. */
export const customerUserExportSchema = object({
  format: exportFormat,
  ids: selectionIds('exported').required('Ids are required'),
});

/**
 * GET /customer-users/export query (issue 29 §2, all matching): the list's query as its page has it,
 * held to the same rules (a bad sort or page is a 400 here too); its search and filters choose the rows.
 */
export const customerUserExportQuerySchema = customerUserListQuerySchema.shape({ format: exportFormat });
