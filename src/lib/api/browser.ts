/**
 * The islands' API client: same-origin /api/v1 with the httpOnly cookie. Any 401 ends the session
 * on this side too (spec §8): toast 'Session expired. Please login again.', state cleared, go to /,
 * and back to this page after signing in again (issue 10 §1).
 */
import { createHttp } from '~/lib/api/http';
import { signInLink } from '~/lib/auth/sign-in-link';
import { MSG } from '~/lib/messages';
import { toastAfterNavigation } from '~/lib/toast';
import { resetClientState } from '~/stores/client-state';

let ended = false;

/** True once a 401 has ended the session and the browser is on its way to /. */
export function sessionEnded(): boolean {
  return ended;
}

/** Ends the session on this side (a 401): for the calls made without the client below (a streamed bulk run). */
export function endSession(): void {
  if (ended) return;
  ended = true;
  resetClientState();
  toastAfterNavigation('error', MSG.sessionExpired);
  window.location.assign(signInLink(window.location.pathname + window.location.search));
}

export const browserHttp = createHttp({ baseURL: '/api/v1', onUnauthorized: endSession });
/** For the public pages, where a 401 is an answer (wrong password), not an expired session. */
export const publicHttp = createHttp({ baseURL: '/api/v1' });
