/**
 * The states of a staff or super admin account (issue 11 §3): `invited` until the invitation link
 * is used to set a password, then `active`; `disabled` accounts cannot sign in. Only `active` signs in.
 */
export const ACCOUNT_STATUSES = ['invited', 'active', 'disabled'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];
