/**
 * The one rule for what a failed call tells the user (issue 25 §2, spec §8): the API's message, else
 * the operation's fallback; nothing more once a 401 has ended the session (the islands' client ends
 * it, lib/api/browser.ts: the toast 'Session expired. Please login again.' follows the way to /); a
 * 403 names the missing permission (the API's message does; when it gave none, the permission the
 * operation needs). A 401 of a public call (a wrong password) is an answer like any other.
 */
import { ApiError } from '~/lib/api/http';
import { MSG } from '~/lib/messages';

export interface Failure {
  /** The HTTP status; 0 for a network error or a failure that is not the API's answer. */
  status: number;
  /** What to show; '' once the session has ended, since the sign-in page will say so. */
  message: string;
  /** Field → message, when the API named fields (a 400 or a 409 for a form). */
  errors?: Record<string, string>;
}

/**
 * What `error` (thrown by a call of lib/api/http.ts, or anything else) tells the user.
 * @param fallback the operation's message when the API gave none, e.g. 'Failed to delete package'
 * @param permission what the operation needs, named by a 403 that carries no message of its own
 * @param sessionOver a 401 has ended the session: the user is on the way to sign in again
 */
export function describeFailure(error: unknown, fallback: string, permission?: string, sessionOver = false): Failure {
  const status = error instanceof ApiError ? error.status : 0;
  if (sessionOver) return { status, message: '' };
  if (!(error instanceof ApiError)) return { status, message: fallback };
  const own = error.message && error.message !== fallback ? error.message : '';
  const message = error.status === 403 && !own ? (permission ? `You do not have permission to do this (${permission}).` : MSG.forbidden) : own || fallback;
  return { status: error.status, message, ...(error.errors ? { errors: error.errors } : {}) };
}
