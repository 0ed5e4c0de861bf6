/**
 * The backend's services, built once per app from its dependencies.
 */
import type { LoginThrottle } from '~/server/auth/throttle';
import type { BackendConfig } from '~/server/config';
import type { DatabaseHandle } from '~/server/db/client';
import type { Mailer } from '~/server/mail/mailer';
import { authService } from '~/server/services/auth';

export interface BackendDeps {
  database: DatabaseHandle;
  config: BackendConfig;
  mailer: Mailer;
  throttle: LoginThrottle;
}

export function createServices(deps: BackendDeps) {
  const db = deps.database.db;
  return {
    auth: authService({ db, config: deps.config, mailer: deps.mailer, throttle: deps.throttle }),
  };
}

export type Services = ReturnType<typeof createServices>;
