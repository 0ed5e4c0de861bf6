/**
 * What the Security tab shows (issue 16 §1–2): the user's two-factor state, their sessions and their
 * recent sign-ins, as the API returns them.
 */

/** One active session; `current` marks the one the request came with ('this device'). */
export interface SessionView {
  id: string;
  /** e.g. 'Chrome 126 on Linux', from the user agent. */
  device: string;
  ip: string;
  signedInAt: string;
  lastSeenAt: string;
  current: boolean;
}

/** One sign-in or failed attempt from the audit log. */
export interface SignInAttempt {
  at: string;
  ok: boolean;
  ip: string;
  device: string;
}

/** When a role's requirement of two-factor sign-in takes effect (issue 27 §9), said on the tab. */
export const REQUIREMENT_TIMING =
  'When your role starts requiring two-factor sign-in, the requirement applies at your next sign-in: sessions opened before it keep working until they end.';

/** Said to a user whose account requires two-factor sign-in but who has not set it up yet. */
export const REQUIRED_NOT_SET_UP =
  'Your account now requires two-factor sign-in. Turn it on now, or you will be asked to at your next sign-in; this session, opened before the requirement, keeps working until it ends.';

export interface TwoFactorStatusView {
  enabled: boolean;
  required: boolean;
  recoveryCodesLeft: number;
}

/** The set-up of two-factor: the secret as text, its otpauth:// URL and a QR code of it (SVG). */
export interface TwoFactorSetup {
  secret: string;
  otpauthUrl: string;
  qrSvg: string;
}
