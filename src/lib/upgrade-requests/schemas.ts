/**
 * Yup schemas of /api/v1/upgrade-requests and the public endpoint (issue 14 §4), shared by the
 * request form island and the routes.
 */
import '~/lib/schemas/locale';
import { object, type InferType } from 'yup';
import { PAGE_SIZE } from '~/lib/paginator';
import { ID_MAX, keysetPagingFields, searchField, text } from '~/lib/schemas/fields';
import { NOTE_MAX, REASON_MAX, UPGRADE_REQUEST_STATUSES } from '~/lib/upgrade-requests/model';

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);
const uuid = (label: string, message: string) => text({ label, max: ID_MAX }).uuid(message);


const note = text({ label: 'Note', max: NOTE_MAX }).default('');
// None chosen is asked for ('Package is required'), not refused as an unknown package.
const toPackageId = uuid('Package', 'Package not found').transform(emptyAsUndefined).required('Package is required');

/** Staff filing a request for a customer: `{customerId, toPackageId, note?}`. */
export const createUpgradeRequestSchema = object({
  customerId: uuid('Customer', 'Customer not found').required('Customer is required'),
  toPackageId,
  note,
});
export type CreateUpgradeRequestInput = InferType<typeof createUpgradeRequestSchema>;

/** A customer's site filing for its customer: `{toPackageId, note?, customerUserId?}`. */
export const publicUpgradeRequestSchema = object({
  toPackageId,
  note,
  customerUserId: uuid('Customer user', 'Customer user not found').transform(emptyAsUndefined).optional(),
});
export type PublicUpgradeRequestInput = InferType<typeof publicUpgradeRequestSchema>;

/** `{reason}` of reject: required. */
export const rejectUpgradeRequestSchema = object({
  reason: text({ label: 'Reason', max: REASON_MAX }).required('Reason is required').min(2, 'Reason should be at least 2 characters long'),
});
export type RejectUpgradeRequestInput = InferType<typeof rejectUpgradeRequestSchema>;

/** `queue`: pending first (oldest first, as they arrived), then the decided ones, newest first. */
export const UPGRADE_REQUEST_SORTS = ['queue', 'created', '-created'] as const;
export type UpgradeRequestSort = (typeof UPGRADE_REQUEST_SORTS)[number];

/**
 * GET list query: `q` (the customer's business name), `status`, `customer`, `package` (either side of
 * the change), `sort`, paging.
 */
export const upgradeRequestListQuerySchema = object({
  q: searchField(),
  status: text({ label: 'Status', max: ID_MAX })
    .transform(emptyAsUndefined)
    .oneOf(UPGRADE_REQUEST_STATUSES, 'Status must be pending, approved, rejected or cancelled')
    .optional(),
  customer: uuid('Customer', 'Customer not found').transform(emptyAsUndefined).optional(),
  package: uuid('Package', 'Package not found').transform(emptyAsUndefined).optional(),
  sort: text({ label: 'Sort', max: ID_MAX }).transform(emptyAsUndefined).oneOf(UPGRADE_REQUEST_SORTS, 'Sort must be queue, created or -created').default('queue'),
  ...keysetPagingFields(PAGE_SIZE),
});
export type UpgradeRequestListQuery = InferType<typeof upgradeRequestListQuerySchema>;

/** GET /upgrade-requests/options query: the customer to file for. */
export const upgradeOptionsQuerySchema = object({
  customer: uuid('Customer', 'Customer not found').required('Customer is required'),
});
