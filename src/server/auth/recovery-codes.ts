/**
 * Recovery codes (issue 16 §1): ten random single-use codes shown once, stored as SHA-256 hashes.
 * 50 random bits each, written `xxxxx-xxxxx` in lower-case base32 so they are easy to type; spaces,
 * dashes and case do not matter when one is entered.
 */
import { createHash, randomBytes } from 'node:crypto';

export const RECOVERY_CODE_COUNT = 10;
const ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';

function randomCode(): string {
  const bytes = randomBytes(10);
  const chars = [...bytes].map((b) => ALPHABET[b % 32]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/** A new set of codes, as the user sees them. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, randomCode);
}

/** The stored form of a code as typed: normalised, then hashed. */
export function hashRecoveryCode(code: string): string {
  const normalised = code.toLowerCase().replace(/[\s-]/g, '');
  return createHash('sha256').update(normalised).digest('hex');
}
