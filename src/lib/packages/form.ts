/**
 * The package registration form (issue 13 §2): what staff type (strings, money in major units) and
 * its conversion to the API body (integer minor units, null for an unlimited limit).
 */
import '~/lib/schemas/locale';
import { object, string, type InferType } from 'yup';
import { LIMIT_KEYS, type Package, type PackageStatus } from '~/lib/packages/model';
import { MONEY_PATTERN, toMajorText, toMinorUnits } from '~/lib/packages/money';
import type { CreatePackageInput } from '~/lib/packages/schemas';
import { CODE_MAX, CODE_PATTERN } from '~/lib/packages/schemas';

const moneyText = (label: string, required: boolean) => {
  const base = string().trim().matches(MONEY_PATTERN, { message: `${label} must be an amount such as 12.50`, excludeEmptyString: true });
  return required ? base.required(`${label} is required`) : base;
};
const countText = (label: string) =>
  string().trim().matches(/^\d{1,7}$/, { message: `${label} must be a whole number (empty for unlimited)`, excludeEmptyString: true });

/** The typed fields (features and upgrades are lists kept beside them). */
export const packageFormSchema = object({
  name: string().trim().required('Name is required').min(2, 'Name should be at least 2 characters long').max(120, 'Name should not be greater than 120 characters long'),
  code: string()
    .trim()
    .uppercase()
    .required('Code is required')
    .min(2, 'Code should be at least 2 characters long')
    .max(CODE_MAX, `Code should not be greater than ${CODE_MAX} characters long`)
    .matches(CODE_PATTERN, 'Code may contain only letters, digits and single hyphens'),
  categoryId: string().default(''),
  description: string().trim().max(2000, 'Description should not be greater than 2000 characters long'),
  monthlyPrice: moneyText('Monthly price', true),
  yearlyPrice: moneyText('Yearly price', true),
  setupFee: moneyText('Setup fee', false),
  trialDays: string().trim().matches(/^(\d|[1-9]\d|[12]\d\d|3[0-5]\d|36[0-5])$/, { message: 'Trial days must be between 0 and 365', excludeEmptyString: true }),
  status: string().default('draft'),
  users: countText('Users'),
  storageGb: countText('Storage'),
  transferGb: countText('Monthly transfer'),
  customDomains: countText('Custom domains'),
  emailAccounts: countText('Email accounts'),
});
export type PackageFormValues = InferType<typeof packageFormSchema>;

const countOf = (text: string | undefined) => (text ? Number(text) : null);

/** The form's starting values: empty, or the package being edited. */
export function toFormValues(p?: Package): PackageFormValues {
  const limit = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));
  return {
    name: p?.name ?? '',
    code: p?.code ?? '',
    categoryId: p?.categoryId ?? '',
    description: p?.description ?? '',
    monthlyPrice: p ? toMajorText(p.monthlyPrice) : '',
    yearlyPrice: p ? toMajorText(p.yearlyPrice) : '',
    setupFee: p ? toMajorText(p.setupFee) : '',
    trialDays: p ? String(p.trialDays) : '0',
    status: (p?.status ?? 'draft') satisfies PackageStatus,
    users: limit(p?.limits.users),
    storageGb: limit(p?.limits.storageGb),
    transferGb: limit(p?.limits.transferGb),
    customDomains: limit(p?.limits.customDomains),
    emailAccounts: limit(p?.limits.emailAccounts),
  };
}

/** The API body from validated form values and the two lists. */
export function toPackageInput(v: PackageFormValues, features: string[], allowedUpgradeIds: string[], resellerVisible: boolean): CreatePackageInput {
  return {
    name: v.name,
    code: v.code,
    categoryId: v.categoryId || null,
    description: v.description ?? '',
    monthlyPrice: toMinorUnits(v.monthlyPrice) ?? 0,
    yearlyPrice: toMinorUnits(v.yearlyPrice) ?? 0,
    setupFee: toMinorUnits(v.setupFee || '0') ?? 0,
    trialDays: Number(v.trialDays || 0),
    status: v.status as PackageStatus,
    limits: Object.fromEntries(LIMIT_KEYS.map((k) => [k, countOf(v[k])])) as CreatePackageInput['limits'],
    features: features.map((f) => f.trim()).filter(Boolean),
    allowedUpgradeIds,
    resellerVisible,
  };
}
