/**
 * The audit context of a request (issue 11 §4): the signed-in caller, IP, user agent and request id,
 * read once in the route and handed to the service that writes.
 */
import type { Context } from 'hono';
import { fullName } from '~/lib/auth/full-name';
import type { AuditContext } from '~/server/audit/record';
import { clientAddress } from '~/server/http/auth';
import type { AppEnv } from '~/server/http/env';

/** The context of `c`; `actor` is null on public routes and before sign-in. */
export function auditContext(c: Context<AppEnv>): AuditContext {
  const user = c.get('user');
  return {
    actor: user ? { id: user.details.id, name: fullName(user.details) } : null,
    ip: clientAddress(c),
    userAgent: c.req.header('user-agent') ?? '',
    requestId: c.get('requestId') ?? '',
  };
}
