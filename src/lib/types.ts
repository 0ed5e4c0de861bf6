/**
 * DTOs of the HTTP contract (spec §3, §7): what the API returns and the pages and islands read.
 * Database rows never reach the UI; services map them to these.
 */

/** Every successful API body: `{message, data}` (spec §7). */
export interface ApiBody<T> {
  message: string;
  data: T;
}

/** The signed-in user's details (spec §3 "User details"); `name` for a super admin, else first/last. */
export interface UserDetails {
  id: string;
  email: string;
  contact: string;
  name?: string;
  first_name?: string;
  last_name?: string;
  is_super_admin: boolean;
  /** `name` is the role's code ('hr_manager'), `label` its name as people read it ('HR Manager', issue 26 §8). */
  role: { name: string; label: string; permissions: string[] };
}

/** POST /auth/login result. */
export interface LoginResult {
  token: string;
  user: UserDetails;
}

/** What POST /auth/login answers: a session, or the second step of issue 16 §1 (no session yet). */
export type SignInResult = LoginResult | { twoFactorRequired: true; challenge: string } | { twoFactorEnrollmentRequired: true; challenge: string };
