/**
 * Calls of spec §7 "Authentication" (base /auth), with the spec §8 fallbacks.
 */
import { FALLBACK } from '~/lib/messages';
import type { Http } from '~/lib/api/http';
import type { SignInResult, UserDetails } from '~/lib/types';
import type { ForgotPasswordInput, LoginInput, ResetPasswordInput } from '~/lib/auth/schemas';

/** The three payloads of PATCH /auth/updateMe (spec §7). */
export type UpdateMePayload =
  | { email: string; first_name: string; last_name: string; contact: string }
  | { email: string; name: string; contact: string; is_super_admin: true }
  | { password: string; oldPassword: string; id: string };

export function authApi(http: Http) {
  return {
    login: (body: LoginInput) => http.send<SignInResult>('post', '/auth/login', body, FALLBACK.login),
    forgotPassword: (body: ForgotPasswordInput) =>
      http.send<null>('post', '/auth/forgot-password', body, FALLBACK.forgotPassword),
    /** Resolves when the reset link can still be used; rejects with a 404 ApiError when it cannot. */
    checkResetToken: (token: string) =>
      http.get<null>(`/auth/reset-password/${encodeURIComponent(token)}`, FALLBACK.generic),
    resetPassword: (body: ResetPasswordInput) =>
      http.send<null>('post', '/auth/reset-password', body, FALLBACK.resetPassword),
    getMe: () => http.get<UserDetails>('/auth/getMe', FALLBACK.generic),
    logout: () => http.send<null>('post', '/auth/logout', null, FALLBACK.logout),
    updateMe: (body: UpdateMePayload, fallback: string = FALLBACK.updateMe) =>
      http.send<UserDetails>('patch', '/auth/updateMe', body, fallback),
  };
}
