/**
 * Calls of issue 16: the second step of sign-in, the Security tab's two-factor and sessions.
 */
import type { Http } from '~/lib/api/http';
import type { SessionView, SignInAttempt, TwoFactorSetup, TwoFactorStatusView } from '~/lib/auth/security';
import type { LoginResult } from '~/lib/types';

const FAILED = 'Something went wrong. Please try again.';

export function securityApi(http: Http) {
  return {
    verifySignIn: (body: { challenge: string; code: string } | { challenge: string; recoveryCode: string }) =>
      http.send<LoginResult>('post', '/auth/login/verify', body, FAILED),
    enrollSetup: (challenge: string) => http.send<TwoFactorSetup>('post', '/auth/login/2fa/setup', { challenge }, FAILED),
    enrollConfirm: (challenge: string, code: string) =>
      http.send<LoginResult & { recoveryCodes: string[] }>('post', '/auth/login/2fa/enable', { challenge, code }, FAILED),
    setup: () => http.send<TwoFactorSetup>('post', '/auth/2fa/setup', {}, FAILED),
    enable: (code: string) => http.send<{ recoveryCodes: string[] }>('post', '/auth/2fa/enable', { code }, FAILED),
    disable: (password: string, code: string) => http.send<null>('post', '/auth/2fa/disable', { password, code }, FAILED),
    newRecoveryCodes: (code: string) => http.send<{ recoveryCodes: string[] }>('post', '/auth/2fa/recovery-codes', { code }, FAILED),
    status: () => http.get<TwoFactorStatusView>('/auth/2fa', FAILED),
    signIns: () => http.get<SignInAttempt[]>('/auth/sign-ins', FAILED),
    sessions: () => http.get<SessionView[]>('/auth/sessions', FAILED),
    endSession: (id: string) => http.send<null>('delete', `/auth/sessions/${encodeURIComponent(id)}`, null, FAILED),
    endOtherSessions: () => http.send<null>('delete', '/auth/sessions?others=1', null, FAILED),
  };
}
