/**
 * Resellers (issue 13 §3): the DTO the API answers with, the values its fields take, and which
 * status changes are possible. The commission rate is a percentage with two decimals in the DTO and
 * integer basis points in the database (12.5 % = 1250).
 */

/** pending: an online application awaiting a decision; rejected: refused (with a reason). */
export const RESELLER_STATUSES = ['pending', 'active', 'suspended', 'rejected'] as const;
export type ResellerStatus = (typeof RESELLER_STATUSES)[number];

/** staff: registered in the console (active at once); online: applied through the website. */
export const RESELLER_SOURCES = ['staff', 'online'] as const;
export type ResellerSource = (typeof RESELLER_SOURCES)[number];

export const DEFAULT_COUNTRY = 'Pakistan';

/** A reseller as `/api/v1/resellers` answers it (issue 13 §4). */
export interface Reseller {
  id: string;
  companyName: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  categoryId: string | null;
  city: string;
  country: string;
  address: string;
  /** Percent, at most two decimals (0–100). */
  commissionRate: number;
  packageIds: string[];
  status: ResellerStatus;
  source: ResellerSource;
  notes: string;
  customerCount: number;
  /** Why it was last rejected or suspended; empty otherwise. */
  decisionReason: string;
}

/** A package as the registration form offers it; `resellerVisible` ones are the default choice. */
export interface ResellerPackageOption {
  id: string;
  name: string;
  code: string;
  status: 'draft' | 'active' | 'archived';
  resellerVisible: boolean;
}

/** The status changes of issue 13 §3 and the status each one needs first. */
export const TRANSITIONS = {
  approve: { from: ['pending'], to: 'active' },
  reject: { from: ['pending'], to: 'rejected' },
  suspend: { from: ['active'], to: 'suspended' },
  reactivate: { from: ['suspended'], to: 'active' },
} as const satisfies Record<string, { from: readonly ResellerStatus[]; to: ResellerStatus }>;
export type ResellerTransition = keyof typeof TRANSITIONS;

/** Percent (two decimals) ↔ basis points, without float drift (12.34 → 1234). */
export const toBasisPoints = (percent: number): number => Math.round(percent * 100);
export const toPercent = (basisPoints: number): number => basisPoints / 100;
