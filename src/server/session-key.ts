/**
 * The key a session's kept answers are filed under (session-reads.ts, page-cache.ts): its token's
 * SHA-256, so that no cache holds a token. Worked out once a view, in the middleware: each kept read
 * of a view hashed the token again, six times a list view (issue 28 §1).
 */
import { createHash } from 'node:crypto';

/** The key of the session of `token` (base64url, 43 characters). */
export function sessionKey(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
