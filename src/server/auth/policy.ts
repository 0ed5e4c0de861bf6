/**
 * The sign-in policy the operator sets in settings (issue 15 §2), read at use so a change applies to
 * the next sign-in, session check or password without a restart.
 */
import type { Settings } from '~/lib/settings/registry';
import { badRequest } from '~/server/http/errors';

/** Where the policy is read: the settings service (cached until the next change). */
export interface PolicySource {
  values(): Promise<Settings>;
}

/** A session's idle lifetime in ms. */
export async function sessionIdleMs(settings: PolicySource): Promise<number> {
  return (await settings.values()).sessionIdleMinutes * 60_000;
}

/**
 * Refuses a new password shorter than the settings' minimum (never below spec §9's 8, which the
 * shared schema already holds).
 * @throws 400 'New password must be at least N characters long' on the `password` field
 */
export async function assertPasswordLength(settings: PolicySource, password: string): Promise<void> {
  const min = (await settings.values()).passwordMinLength;
  if (password.length >= min) return;
  const message = `New password must be at least ${min} characters long`;
  throw badRequest(message, { password: message });
}
