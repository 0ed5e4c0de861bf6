/**
 * How the employees list shows its rows (issue 12 §3, issue 26): the account status badges (and the
 * status filter made of them), the row actions' labels, and which of them are rare enough to sit in
 * the row's "More" menu, so a row's actions stand on one line at 1280 px.
 */
import type { AccountStatus } from '~/lib/auth/account-status';
import type { EmployeeAction } from '~/lib/employees/rights';
import { statusSegments } from '~/lib/list/segments';

export const EMPLOYEE_STATUS_DISPLAY: Record<AccountStatus, { label: string; tone: 'success' | 'primary' | 'danger' }> = {
  active: { label: 'Active', tone: 'success' },
  invited: { label: 'Invited', tone: 'primary' },
  disabled: { label: 'Disabled', tone: 'danger' },
};

export const EMPLOYEE_STATUS_FILTERS = statusSegments(EMPLOYEE_STATUS_DISPLAY);

/** A button's words where its kind alone does not say it. */
export const EMPLOYEE_ACTION_LABELS: Partial<Record<EmployeeAction, string>> = {
  password: 'Set password',
  resend: 'Resend invitation',
};

/**
 * Seldom used: in the row's "More" menu, while Edit stays a button, so that a row's actions and the
 * list fit 1280 px (issue 26: with Disable in the row they stood off the frame's right edge).
 */
export const RARE_EMPLOYEE_ACTIONS: readonly EmployeeAction[] = ['disable', 'enable', 'password', 'resend', 'delete'];
