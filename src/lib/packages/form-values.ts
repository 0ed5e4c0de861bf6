/**
 * The package form's values (issue 13 §2), yup-free so the island loads it before hydration: the
 * starting values from a package, and the API body from what staff typed (integer minor units, null
 * for an unlimited limit).
 */
import type { PackageFormValues } from '~/lib/packages/form';
import { LIMIT_KEYS, type Package, type PackageStatus } from '~/lib/packages/model';
import { toMajorText, toMinorUnits } from '~/lib/packages/money';
import type { CreatePackageInput } from '~/lib/packages/schemas';

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
    monthlyPrice: toMinorUnits(v.monthlyPrice ?? '') ?? 0,
    yearlyPrice: toMinorUnits(v.yearlyPrice ?? '') ?? 0,
    setupFee: toMinorUnits(v.setupFee || '0') ?? 0,
    trialDays: Number(v.trialDays || 0),
    status: v.status as PackageStatus,
    limits: Object.fromEntries(LIMIT_KEYS.map((k) => [k, countOf(v[k])])) as CreatePackageInput['limits'],
    features: features.map((f) => f.trim()).filter(Boolean),
    allowedUpgradeIds,
    resellerVisible,
  };
}
