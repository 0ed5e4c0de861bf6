/**
 * Yup schemas of the customers API (issue 14 §1), shared by the conversion dialog and status form
 * (browser) and the routes (server).
 */
import '~/lib/schemas/locale';
import { object, type InferType } from 'yup';
import { CUSTOMER_BULK_ACTIONS } from '~/lib/customers/bulk';
import { BILLING_CYCLES, CUSTOMER_STATUSES } from '~/lib/customers/model';
import { bulkSchema } from '~/lib/list/bulk-schema';
import { PAGE_SIZE } from '~/lib/paginator';
import { ID_MAX, keysetPagingFields, numberField, searchField, text } from '~/lib/schemas/fields';

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);
const uuid = (label: string) => text({ label, max: ID_MAX }).uuid(`${label} not found`);

export const TRIAL_DAYS_MAX = 365;
const trialMessage = `Trial days must be a whole number from 0 to ${TRIAL_DAYS_MAX}`;

export const CUSTOMER_MESSAGES = {
  reasonRequired: 'A reason is required to change the status',
  statusInvalid: 'Status must be trial, active, past_due, suspended or cancelled',
  cycleInvalid: 'Billing cycle must be monthly or yearly',
} as const;

/** POST /leads/{id}/convert body (issue 14 §1): `{packageId, billingCycle, resellerId?, trialDays}`. */
export const convertLeadSchema = object({
  packageId: uuid('Package').required('Package is required'),
  billingCycle: text({ label: 'Billing cycle', max: ID_MAX }).oneOf(BILLING_CYCLES, CUSTOMER_MESSAGES.cycleInvalid).required('Billing cycle is required'),
  resellerId: uuid('Reseller').transform(emptyAsUndefined).nullable().optional(),
  trialDays: numberField(trialMessage, { digits: true }).integer(trialMessage).min(0, trialMessage).max(TRIAL_DAYS_MAX, trialMessage).required('Trial days are required'),
});
export type ConvertLeadInput = InferType<typeof convertLeadSchema>;

/**
 * PATCH /customers/{id} body: the business and owner details, and the status with its reason
 * (a status change without a reason is refused).
 */
export const updateCustomerSchema = object({
  businessName: text({ label: 'Business name', max: 200 }).min(2, 'Business name should be at least 2 characters long').optional(),
  ownerName: text({ label: 'Owner name', max: 100 }).min(2, 'Owner name should be at least 2 characters long').optional(),
  status: text({ label: 'Status', max: ID_MAX }).oneOf(CUSTOMER_STATUSES, CUSTOMER_MESSAGES.statusInvalid).optional(),
  reason: text({ label: 'Reason', max: 500 })
    .optional()
    .when('status', {
      is: (status: unknown) => status !== undefined,
      then: (s) => s.required(CUSTOMER_MESSAGES.reasonRequired).min(3, 'Reason should be at least 3 characters long'),
    }),
});
export type UpdateCustomerInput = InferType<typeof updateCustomerSchema>;

/** The reason of a status change, as PATCH /customers/{id} requires it with a status. */
const statusReasonSchema = object({
  reason: text({ label: 'Reason', max: 500 }).required(CUSTOMER_MESSAGES.reasonRequired).min(3, 'Reason should be at least 3 characters long'),
});

/** `name` A–Z, `created` oldest first, `period` by the end of the current period; `-` reverses. */
export const CUSTOMER_SORTS = ['name', '-name', 'created', '-created', 'period', '-period'] as const;
export type CustomerSort = (typeof CUSTOMER_SORTS)[number];

/** GET /customers query: `q` (business, owner name or email, subdomain), filters, sort, paging. */
export const customerListQuerySchema = object({
  q: searchField(),
  package: uuid('Package').transform(emptyAsUndefined).optional(),
  reseller: uuid('Reseller').transform(emptyAsUndefined).optional(),
  category: uuid('Business category').transform(emptyAsUndefined).optional(),
  status: text({ label: 'Status', max: ID_MAX }).transform(emptyAsUndefined).oneOf(CUSTOMER_STATUSES, CUSTOMER_MESSAGES.statusInvalid).optional(),
  sort: text({ label: 'Sort', max: ID_MAX }).transform(emptyAsUndefined).oneOf(CUSTOMER_SORTS, 'Sort must be name, created or period').default('-created'),
  ...keysetPagingFields(PAGE_SIZE),
});
export type CustomerListQuery = InferType<typeof customerListQuerySchema>;

/** GET /leads/convert-options query: `reseller_q` narrows the resellers offered to those whose name holds it. */
export const conversionOptionsQuerySchema = object({
  reseller_q: searchField(),
});

/** GET /customers/filter-options query: the reseller the list is filtered by, offered even past the first ones. */
export const customerFilterOptionsQuerySchema = object({
  reseller: uuid('Reseller').transform(emptyAsUndefined).optional(),
});

/** POST /customers/bulk body (issue 29 §2): activate, suspend or cancel the ids or the filter's rows, with the status change's reason. */
export const customerBulkSchema = bulkSchema(CUSTOMER_BULK_ACTIONS, customerListQuerySchema, { activate: statusReasonSchema, suspend: statusReasonSchema, cancel: statusReasonSchema });
export type CustomerBulkInput = InferType<typeof customerBulkSchema>;
