/**
 * Bounds of the numeric settings (issue 15 §2), apart from their schema so the settings form shows
 * them without loading yup (issue 9 §5).
 */
import { PASSWORD_MAX } from '~/lib/schemas/limits';

/** Bounds of the numeric settings, shown next to their fields. */
export const SETTING_LIMITS = {
  sessionIdleMinutes: { min: 5, max: 43_200 },
  passwordMinLength: { min: 8, max: PASSWORD_MAX },
  signInMaxFailures: { min: 3, max: 100 },
  auditRetentionDays: { min: 30, max: 3650 },
  defaultTrialDays: { min: 0, max: 365 },
} as const;
