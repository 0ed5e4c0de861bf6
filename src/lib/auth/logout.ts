/**
 * Signing out from the browser (spec §4): the server revokes the session and expires the cookie,
 * then client state is reset and the user returns to /.
 */
import { authApi } from '~/lib/auth/api';
import { browserHttp } from '~/lib/api/browser';
import { ApiError } from '~/lib/api/http';
import { MSG } from '~/lib/messages';
import { showToast, toastAfterNavigation } from '~/lib/toast';
import { resetClientState } from '~/stores/client-state';

/** Signs out; on a failure other than an already-ended session, shows the error and stays. */
export async function logout(): Promise<void> {
  try {
    await authApi(browserHttp).logout();
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return;
    void showToast('error', error instanceof Error ? error.message : 'Logout failed');
    return;
  }
  resetClientState();
  toastAfterNavigation('success', MSG.loggedOut);
  window.location.assign('/');
}
