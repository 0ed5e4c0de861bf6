/**
 * The super admin DTO of issue 11 §3, as GET /api/v1/super-admins answers it.
 */
import type { AccountStatus } from '~/lib/auth/account-status';

export interface SuperAdmin {
  id: string;
  name: string;
  email: string;
  contact: string;
  status: AccountStatus;
  /** When the newest invitation was sent (ISO); null for accounts that were never invited. */
  invitedAt: string | null;
  /** The last successful sign-in (ISO); null before the first. */
  lastSignInAt: string | null;
  /** When the open invitation link expires (ISO); null when none is open (used, revoked or expired). */
  invitationExpiresAt: string | null;
}

/** `meta` of a list: 1-based page, page size and the number of matching accounts. */
export interface SuperAdminListMeta {
  page: number;
  pageSize: number;
  total: number;
}

/** Where the list lives (spec §2, OU menu "Users"). */
export const SUPER_ADMIN_LIST_PATH = '/owner-universe/dashboard/users/list-of-super-admin';
