/**
 * The package registration form's schema (issue 13 §2): what staff type, as strings (money in major
 * units, empty limits for unlimited). Loaded lazily by the island; conversions are in form-values.ts.
 */
import '~/lib/schemas/locale';
import { object, string, type InferType } from 'yup';
import { CODE_MAX, CODE_PATTERN } from '~/lib/packages/model';
import { MONEY_PATTERN } from '~/lib/packages/money';

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
