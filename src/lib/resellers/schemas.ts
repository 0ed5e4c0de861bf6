/**
 * Yup schemas of /api/v1/resellers and the public application (issue 13 §3), shared by the
 * registration form island and the routes. Email and phone follow spec §5.
 */
import '~/lib/schemas/locale';
import { array, object, type InferType } from 'yup';
import { emailField, phoneNumberField } from '~/lib/auth/schemas';
import { PAGE_SIZE } from '~/lib/paginator';
import { ID_MAX, keysetPagingFields, NOTES_MAX, numberField, searchField, text } from '~/lib/schemas/fields';
import { bulkSchema } from '~/lib/list/bulk-schema';
import { RESELLER_BULK_ACTIONS } from '~/lib/resellers/bulk';
import { DEFAULT_COUNTRY, RESELLER_SOURCES, RESELLER_STATUSES } from '~/lib/resellers/model';

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

const requiredText = (label: string, max: number) =>
  text({ label, max })
    .required(`${label} is required`)
    .min(2, `${label} should be at least 2 characters long`);

const uuid = (label: string, message: string) => text({ label, max: ID_MAX }).uuid(message);

/** 0–100 with at most two decimals (stored as basis points). */
const commissionRate = numberField('Commission rate must be a number')
  .min(0, 'Commission rate must be between 0 and 100')
  .max(100, 'Commission rate must be between 0 and 100')
  .test('two-decimals', 'Commission rate may have at most two decimals', (v) => v === undefined || Math.abs(v * 100 - Math.round(v * 100)) < 1e-6);

const fields = {
  companyName: requiredText('Company name', 120),
  firstName: requiredText('First name', 60),
  lastName: requiredText('Last name', 60),
  email: emailField.max(254, 'Email should not be greater than 254 characters long'),
  phone: phoneNumberField,
  categoryId: uuid('Business category', 'Business category not found').transform(emptyAsUndefined).nullable(),
  city: requiredText('City', 80),
  country: requiredText('Country', 80),
  address: text({ label: 'Address', max: 500 }),
  commissionRate,
  packageIds: array(uuid('Packages', 'Packages must be existing packages').required())
    .typeError('Packages must be a list')
    .max(100, 'A reseller may sell at most 100 packages'),
  notes: text({ label: 'Notes', max: NOTES_MAX }),
};

/** POST body (staff registration, active at once). `packageIds` left out = every reseller-visible package. */
export const createResellerSchema = object({
  companyName: fields.companyName,
  firstName: fields.firstName,
  lastName: fields.lastName,
  email: fields.email,
  phone: fields.phone,
  categoryId: fields.categoryId.default(null),
  city: fields.city,
  country: fields.country.default(DEFAULT_COUNTRY),
  address: fields.address.default(''),
  commissionRate: fields.commissionRate.default(0),
  packageIds: fields.packageIds.optional().default(undefined),
  notes: fields.notes.default(''),
});
export type CreateResellerInput = InferType<typeof createResellerSchema>;

/** PATCH body: any subset of the fields; status changes have their own routes. */
export const updateResellerSchema = object({
  companyName: fields.companyName.optional(),
  firstName: fields.firstName.optional(),
  lastName: fields.lastName.optional(),
  email: fields.email.optional(),
  phone: fields.phone.optional(),
  categoryId: fields.categoryId.optional(),
  city: fields.city.optional(),
  country: fields.country.optional(),
  address: fields.address.optional(),
  commissionRate: fields.commissionRate.optional(),
  packageIds: fields.packageIds.optional(),
  notes: fields.notes.optional(),
});
export type UpdateResellerInput = InferType<typeof updateResellerSchema>;

/**
 * The website's application: the registration fields plus the honeypot `website`, which a person
 * never sees and leaves empty (a bot fills it). The commission rate is not the applicant's to set.
 */
export const resellerApplicationSchema = createResellerSchema.omit(['commissionRate', 'packageIds', 'notes']).shape({
  notes: fields.notes.default(''),
  website: text({ label: 'Website', max: 500, maxMessage: 'Invalid input', trim: false }).default(''),
});
export type ResellerApplicationInput = InferType<typeof resellerApplicationSchema>;

/** `{reason}` of reject and suspend: required. */
export const reasonSchema = object({
  reason: requiredText('Reason', 500),
});
export type ReasonInput = InferType<typeof reasonSchema>;

/** `queue`: pending first (oldest first, as they arrived), then the decided ones, newest first. */
export const RESELLER_SORTS = ['queue', 'company', '-company', 'created', '-created', 'commission', '-commission'] as const;
export type ResellerSort = (typeof RESELLER_SORTS)[number];

/** GET list query: `q` (company, names, email, city), `status`, `category`, `source`, `sort`, paging. */
export const resellerListQuerySchema = object({
  q: searchField(),
  status: text({ label: 'Status', max: ID_MAX })
    .transform(emptyAsUndefined)
    .oneOf(RESELLER_STATUSES, 'Status must be pending, active, suspended or rejected')
    .optional(),
  category: uuid('Business category', 'Business category not found').transform(emptyAsUndefined).optional(),
  source: text({ label: 'Source', max: ID_MAX }).transform(emptyAsUndefined).oneOf(RESELLER_SOURCES, 'Source must be staff or online').optional(),
  sort: text({ label: 'Sort', max: ID_MAX })
    .transform(emptyAsUndefined)
    .oneOf(RESELLER_SORTS, 'Sort must be queue, company, created or commission')
    .default('company'),
  ...keysetPagingFields(PAGE_SIZE),
});
export type ResellerListQuery = InferType<typeof resellerListQuerySchema>;

/** POST /resellers/bulk body (issue 29 §2): suspend (with the single suspension's reason) or reactivate the ids or the filter's rows. */
export const resellerBulkSchema = bulkSchema(RESELLER_BULK_ACTIONS, resellerListQuerySchema, { suspend: reasonSchema });
export type ResellerBulkInput = InferType<typeof resellerBulkSchema>;
