/**
 * Time-based one-time codes (RFC 6238, issue 16 §1) over `otpauth`: 6 digits, 30-second steps, SHA-1,
 * the settings every authenticator app reads from an otpauth:// URL. A code is accepted for the step
 * before and after the current one (clock drift), and only for a step later than the last one
 * accepted, so a code seen over someone's shoulder cannot be used again.
 */
import { Secret, TOTP } from 'otpauth';

const ISSUER = 'Owner Console';
const PERIOD = 30;

/** A new random secret (160 bits), base32 as authenticator apps show it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totp(secret: string, label = ''): TOTP {
  return new TOTP({ issuer: ISSUER, label, algorithm: 'SHA1', digits: 6, period: PERIOD, secret: Secret.fromBase32(secret) });
}

/** The otpauth:// URL a QR code carries, labelled with the account's email. */
export function totpUrl(secret: string, email: string): string {
  return totp(secret, email).toString();
}

/** The time-step (30-second counter since 1970) of `at`. */
export function totpStep(at = Date.now()): number {
  return Math.floor(at / 1000 / PERIOD);
}

/**
 * Checks `code` against `secret` at `at`, within one step either side.
 * @returns the step the code belongs to when it matches and is later than `lastStep`; null otherwise
 */
export function verifyTotp(secret: string, code: string, lastStep: number, at = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totp(secret).validate({ token: code, timestamp: at, window: 1 });
  if (delta === null) return null;
  const step = totpStep(at) + delta;
  return step > lastStep ? step : null;
}
