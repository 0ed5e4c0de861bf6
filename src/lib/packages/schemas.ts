/**
 * Yup schemas of /api/v1/packages (issue 13 §2), shared by the registration form and the routes.
 * Prices are integer minor units (cents); the form converts what staff type (see money.ts).
 */
import '~/lib/schemas/locale';
import { array, boolean, object, type InferType } from 'yup';
import { CODE_MAX, CODE_PATTERN, FEATURES_MAX, PACKAGE_STATUSES } from '~/lib/packages/model';
import { PAGE_SIZE } from '~/lib/paginator';
import { ID_MAX, keysetPagingFields, numberField, searchField, text } from '~/lib/schemas/fields';

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

/** The largest price: 10,000,000.00 in minor units (fits a 32-bit integer column). */
export const MONEY_MAX = 1_000_000_000;

// The form converts what staff type (money.ts, form-values.ts), so the API takes JSON numbers only.
const money = (label: string) =>
  numberField(`${label} must be an amount in cents`)
    .integer(`${label} must be a whole number of cents`)
    .min(0, `${label} cannot be negative`)
    .max(MONEY_MAX, `${label} cannot be more than 10,000,000.00`);

const limit = (label: string) =>
  numberField(`${label} must be a whole number`)
    .integer(`${label} must be a whole number`)
    .min(0, `${label} cannot be negative`)
    .max(1_000_000, `${label} cannot be more than 1,000,000`)
    .nullable();

const uuid = (label: string, message: string) => text({ label, max: ID_MAX }).uuid(message);

const fields = {
  name: text({ label: 'Name', max: 120 }).required('Name is required').min(2, 'Name should be at least 2 characters long'),
  code: text({ label: 'Code', max: CODE_MAX })
    // Not yup's uppercase(), which would call toUpperCase on a number before the type check refuses it.
    .transform((value: unknown) => (typeof value === 'string' ? value.toUpperCase() : value))
    .required('Code is required')
    .min(2, 'Code should be at least 2 characters long')
    .matches(CODE_PATTERN, 'Code may contain only letters, digits and single hyphens'),
  categoryId: uuid('Business category', 'Business category not found').transform(emptyAsUndefined).nullable(),
  description: text({ label: 'Description', max: 2000 }),
  monthlyPrice: money('Monthly price'),
  yearlyPrice: money('Yearly price'),
  setupFee: money('Setup fee'),
  trialDays: numberField('Trial days must be a whole number')
    .integer('Trial days must be a whole number')
    .min(0, 'Trial days must be between 0 and 365')
    .max(365, 'Trial days must be between 0 and 365'),
  limits: object({
    users: limit('Users').default(null),
    storageGb: limit('Storage').default(null),
    transferGb: limit('Monthly transfer').default(null),
    customDomains: limit('Custom domains').default(null),
    emailAccounts: limit('Email accounts').default(null),
  }).noUnknown('Invalid input'),
  features: array(text({ label: 'A feature', max: 120 }).required('A feature cannot be empty'))
    .typeError('Features must be a list')
    .max(FEATURES_MAX, `A package has at most ${FEATURES_MAX} features`),
  status: text({ label: 'Status', max: ID_MAX }).oneOf(PACKAGE_STATUSES, 'Status must be draft, active or archived'),
  resellerVisible: boolean().strict().typeError('Invalid input'),
  allowedUpgradeIds: array(uuid('Allowed upgrades', 'Allowed upgrades must be existing packages').required())
    .typeError('Allowed upgrades must be a list')
    .max(50, 'A package has at most 50 allowed upgrades'),
};

/** POST body. `currency` is not taken: it is the settings' (USD until settings exist). */
export const createPackageSchema = object({
  name: fields.name,
  code: fields.code,
  categoryId: fields.categoryId.default(null),
  description: fields.description.default(''),
  monthlyPrice: fields.monthlyPrice.required('Monthly price is required'),
  yearlyPrice: fields.yearlyPrice.required('Yearly price is required'),
  setupFee: fields.setupFee.default(0),
  trialDays: fields.trialDays.default(0),
  limits: fields.limits.default({}),
  features: fields.features.default([]),
  status: fields.status.default('draft'),
  resellerVisible: fields.resellerVisible.default(false),
  allowedUpgradeIds: fields.allowedUpgradeIds.default([]),
});
export type CreatePackageInput = InferType<typeof createPackageSchema>;

/** PATCH body: any subset; archiving is `{status: 'archived'}`. `limits` replaces all five. */
export const updatePackageSchema = object({
  name: fields.name.optional(),
  code: fields.code.optional(),
  categoryId: fields.categoryId.optional(),
  description: fields.description.optional(),
  monthlyPrice: fields.monthlyPrice.optional(),
  yearlyPrice: fields.yearlyPrice.optional(),
  setupFee: fields.setupFee.optional(),
  trialDays: fields.trialDays.optional(),
  limits: fields.limits.default(undefined).optional(),
  features: fields.features.optional(),
  status: fields.status.optional(),
  resellerVisible: fields.resellerVisible.optional(),
  allowedUpgradeIds: fields.allowedUpgradeIds.optional(),
});
export type UpdatePackageInput = InferType<typeof updatePackageSchema>;

export const PACKAGE_SORTS = ['name', '-name', 'price', '-price'] as const;
export type PackageSort = (typeof PACKAGE_SORTS)[number];

/** GET list query: search `q` (name, code), `category` id, `status`, `sort`, keyset paging (issue 28 §4). */
export const packageListQuerySchema = object({
  q: searchField(),
  category: uuid('Business category', 'Business category not found').transform(emptyAsUndefined).optional(),
  status: text({ label: 'Status', max: ID_MAX }).transform(emptyAsUndefined).oneOf(PACKAGE_STATUSES, 'Status must be draft, active or archived').optional(),
  sort: text({ label: 'Sort', max: ID_MAX }).transform(emptyAsUndefined).oneOf(PACKAGE_SORTS, 'Sort must be name or price').default('name'),
  ...keysetPagingFields(PAGE_SIZE),
});
export type PackageListQuery = InferType<typeof packageListQuerySchema>;
