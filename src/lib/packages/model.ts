/**
 * Hosting packages (issue 13 §2): the DTO the API answers with and the values its fields take.
 * Money is in minor units (cents) of `currency`; the database never holds a float.
 */

/** A draft is not sold yet; an archived package takes no new subscribers. */
export const PACKAGE_STATUSES = ['draft', 'active', 'archived'] as const;
export type PackageStatus = (typeof PACKAGE_STATUSES)[number];

/** The limits of a plan; null means unlimited. */
export interface PackageLimits {
  users: number | null;
  storageGb: number | null;
  transferGb: number | null;
  customDomains: number | null;
  emailAccounts: number | null;
}

export const LIMIT_KEYS = ['users', 'storageGb', 'transferGb', 'customDomains', 'emailAccounts'] as const satisfies readonly (keyof PackageLimits)[];

/** Codes: upper case, letters, digits and single hyphens, at most CODE_MAX characters. */
export const CODE_PATTERN = /^[A-Z0-9]+(?:-[A-Z0-9]+)*$/;
export const CODE_MAX = 32;
export const FEATURES_MAX = 50;

/** The currency until a settings page exists (issue 13 §2). */
export const DEFAULT_CURRENCY = 'USD';

/** A package as `/api/v1/packages` answers it (issue 13 §4). */
export interface Package {
  id: string;
  name: string;
  code: string;
  categoryId: string | null;
  description: string;
  /** Minor units of `currency`. */
  monthlyPrice: number;
  yearlyPrice: number;
  setupFee: number;
  currency: string;
  trialDays: number;
  limits: PackageLimits;
  features: string[];
  status: PackageStatus;
  resellerVisible: boolean;
  /** The packages a subscriber may move to; never the package itself. */
  allowedUpgradeIds: string[];
  subscriberCount: number;
}
