/**
 * The API guard of one entry of a domain's rights table (lib/<domain>/rights.ts, issue 25 §4): 401
 * without a session, 403 naming the first permission of the entry the caller lacks. The list page
 * draws its buttons from the same entry, so a button and its guard cannot disagree.
 */
import type { MiddlewareHandler } from 'hono';
import { can, type Permission } from '~/lib/permissions';
import { missingPermissionMessage, requireAuth } from '~/server/http/auth';
import type { AppEnv } from '~/server/http/env';
import { forbidden } from '~/server/http/errors';

/** Rejects unless the caller holds every permission of `needs`. */
export function requireRight(needs: readonly Permission[]): MiddlewareHandler<AppEnv> {
  return async (c, next) =>
    requireAuth(c, async () => {
      const missing = needs.find((permission) => !can(c.var.user.details, permission));
      if (missing) throw forbidden(missingPermissionMessage(missing));
      await next();
    });
}
