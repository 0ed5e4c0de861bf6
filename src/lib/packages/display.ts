/**
 * How packages are shown (issue 13 §2): status pills, limits in words, prices with the currency.
 */
import { statusSegments } from '~/lib/list/segments';
import type { PackageLimits, PackageStatus } from '~/lib/packages/model';

export const PACKAGE_STATUS_DISPLAY: Record<PackageStatus, { label: string; tone: 'success' | 'neutral' | 'warning' }> = {
  active: { label: 'Active', tone: 'success' },
  draft: { label: 'Draft', tone: 'warning' },
  archived: { label: 'Archived', tone: 'neutral' },
};

export const PACKAGE_STATUS_FILTERS = statusSegments(PACKAGE_STATUS_DISPLAY);

const LIMIT_WORDS: [keyof PackageLimits, string, string][] = [
  ['users', 'user', 'users'],
  ['storageGb', 'GB storage', 'GB storage'],
  ['transferGb', 'GB transfer / month', 'GB transfer / month'],
  ['customDomains', 'custom domain', 'custom domains'],
  ['emailAccounts', 'email account', 'email accounts'],
];

/** `{users: 5, storageGb: null, …}` → ['5 users', 'Unlimited GB storage', …]. */
export function describeLimits(limits: PackageLimits): string[] {
  return LIMIT_WORDS.map(([key, one, many]) => {
    const n = limits[key];
    return n === null ? `Unlimited ${many}` : `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
  });
}
