/**
 * What every auth use case receives (issue 11 §0): the backend's dependencies plus this process's
 * cache of resolved sessions, which the use cases that end sessions must empty.
 */
import type { UserDetails } from '~/lib/types';
import type { BackendConfig } from '~/server/config';
import type { Database } from '~/server/db/client';
import type { DeviceCookies } from '~/server/auth/device-cookie';
import type { PolicySource } from '~/server/auth/policy';
import type { SecretBox } from '~/server/auth/secret-box';
import type { SessionCache } from '~/server/auth/session-cache';
import type { SessionEvents } from '~/server/auth/session-events';
import type { Throttle } from '~/server/auth/throttle';
import type { Mailer } from '~/server/mail/mailer';

/** The authenticated caller: their details and the hash of the session token they used. */
export interface SessionUser {
  details: UserDetails;
  sessionHash: string;
}

export interface AuthDeps {
  db: Database;
  config: BackendConfig;
  mailer: Mailer;
  throttle: Throttle;
  /** The settings: session idle time, password minimum, sign-in failures before a lock (issue 15 §2). */
  settings: PolicySource;
  /** Carries session invalidations to the other console processes (issue 16 §3). */
  events: SessionEvents;
  /** Whether super admins must sign in with two-factor (the `requireTwoFactorForSuperAdmins` setting). */
  superAdminsNeedTwoFactor: () => Promise<boolean>;
}

export interface AuthEnv extends AuthDeps {
  cache: SessionCache<SessionUser & { userId: string }>;
  /** Seals two-factor secrets at rest. */
  box: SecretBox;
  /** Signs and recognises the cookies of devices that have signed in before (issue 27 §8). */
  devices: DeviceCookies;
}

/** An open transaction of `db`, for the steps that must commit together with their audit entry. */
export type { Tx as Transaction } from '~/server/db/client';
