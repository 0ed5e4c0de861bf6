/**
 * Yup schemas of /api/v1/resellers and the public application (issue 13 §3), shared by the
 * registration form island and the routes. Email and phone follow spec §5.
 */
import '~/lib/schemas/locale';
import { array, number, object, string, type InferType } from 'yup';
import { emailField, phoneNumberField } from '~/lib/auth/schemas';
import { PAGE_SIZE } from '~/lib/paginator';
import { DEFAULT_COUNTRY, RESELLER_SOURCES, RESELLER_STATUSES } from '~/lib/resellers/model';

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

const text = (label: string, max: number) =>
  string()
    .trim()
    .required(`${label} is required`)
    .min(2, `${label} should be at least 2 characters long`)
    .max(max, `${label} should not be greater than ${max} characters long`);

/** 0–100 with at most two decimals (stored as basis points). */
const commissionRate = number()
  .typeError('Commission rate must be a number')
  .min(0, 'Commission rate must be between 0 and 100')
  .max(100, 'Commission rate must be between 0 and 100')
  .test('two-decimals', 'Commission rate may have at most two decimals', (v) => v === undefined || Math.abs(v * 100 - Math.round(v * 100)) < 1e-6);

const fields = {
  companyName: text('Company name', 120),
  firstName: text('First name', 60),
  lastName: text('Last name', 60),
  email: emailField.max(254, 'Email should not be greater than 254 characters long'),
  phone: phoneNumberField,
  categoryId: string().transform(emptyAsUndefined).uuid('Business category not found').nullable(),
  city: text('City', 80),
  country: text('Country', 80),
  address: string().trim().max(500, 'Address should not be greater than 500 characters long'),
  commissionRate,
  packageIds: array(string().uuid('Packages must be existing packages').required()).max(100, 'A reseller may sell at most 100 packages'),
  notes: string().trim().max(2000, 'Notes should not be greater than 2000 characters long'),
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
  website: string().max(500, 'Invalid input').default(''),
});
export type ResellerApplicationInput = InferType<typeof resellerApplicationSchema>;

/** `{reason}` of reject and suspend: required. */
export const reasonSchema = object({
  reason: string()
    .trim()
    .required('Reason is required')
    .min(2, 'Reason should be at least 2 characters long')
    .max(500, 'Reason should not be greater than 500 characters long'),
});
export type ReasonInput = InferType<typeof reasonSchema>;

/** `queue`: pending first (oldest first, as they arrived), then the decided ones, newest first. */
export const RESELLER_SORTS = ['queue', 'company', '-company', 'created', '-created', 'commission', '-commission'] as const;
export type ResellerSort = (typeof RESELLER_SORTS)[number];

/** GET list query: `q` (company, names, email, city), `status`, `category`, `source`, `sort`, paging. */
export const resellerListQuerySchema = object({
  q: string().trim().max(200, 'Search should not be greater than 200 characters long').default(''),
  status: string().transform(emptyAsUndefined).oneOf(RESELLER_STATUSES, 'Status must be pending, active, suspended or rejected').optional(),
  category: string().transform(emptyAsUndefined).uuid('Business category not found').optional(),
  source: string().transform(emptyAsUndefined).oneOf(RESELLER_SOURCES, 'Source must be staff or online').optional(),
  sort: string().transform(emptyAsUndefined).oneOf(RESELLER_SORTS, 'Sort must be queue, company, created or commission').default('company'),
  page: number().transform((v, raw) => (raw === '' ? 1 : v)).integer().min(1).default(1),
  pageSize: number().transform((v, raw) => (raw === '' ? PAGE_SIZE : v)).integer().min(1).max(100).default(PAGE_SIZE),
});
export type ResellerListQuery = InferType<typeof resellerListQuerySchema>;
