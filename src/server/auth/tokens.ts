/**
 * Opaque tokens for sessions and password resets: 32 random bytes, only their SHA-256 is stored.
 */
import { hash, randomBytes } from 'node:crypto';

/** A new random token, base64url (43 characters). */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * The stored form of a token. Lookups go by this hash, so the comparison happens on a digest the
 * caller cannot steer byte by byte, which is what constant-time comparison of the raw token protects.
 */
export function hashToken(token: string): string {
  return hash('sha256', token, 'hex');
}
