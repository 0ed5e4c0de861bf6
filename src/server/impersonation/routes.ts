/**
 * Impersonation routes (issue 14 §3): validate with the shared schema → service → DTO.
 * - `/customer-users/{id}/impersonate` (`oi:impersonate::customer_users`) and
 *   `/customer-users/{id}/impersonations` (`oi:view::customer_users`), beside the customer users routes;
 * - `/impersonations/{id}/end` (`oi:impersonate::customer_users`), `/impersonations/consume` (the
 *   customer's site, by its site secret, no session; 429 after 20 wrong secrets from an address) and
 *   `/impersonations/keys/rotate` (super admins);
 * - `/.well-known/jwks.json`: the public keys, for anyone.
 */
import { Hono } from 'hono';
import { idSchema } from '~/lib/business-categories/schemas';
import { consumeSchema, impersonateSchema } from '~/lib/impersonation/schemas';
import { CUSTOMER_USER_RIGHTS } from '~/lib/customer-users/rights';
import { auditContext } from '~/server/audit/context';
import { requireAuth } from '~/server/http/auth';
import type { AppEnv } from '~/server/http/env';
import { forbidden, unauthorized } from '~/server/http/errors';
import { IMPERSONATION_MESSAGES } from '~/server/impersonation/service';
import { body, validate } from '~/server/http/validate';
import { requireRight } from '~/server/http/rights';

const impersonate = requireRight(CUSTOMER_USER_RIGHTS.impersonate);
const view = requireRight(CUSTOMER_USER_RIGHTS.view);
const idOf = async (raw: string) => (await validate(idSchema, { id: raw })).id;

/** How long a customer's site may keep the key set: short, so a rotation reaches it soon. */
export const JWKS_MAX_AGE_SECONDS = 300;

/** Mounted at /customer-users, beside the list and detail routes of the customer users. */
export const customerUserImpersonationRoutes = new Hono<AppEnv>()
  .post('/:id/impersonate', impersonate, async (c) => {
    const id = await idOf(c.req.param('id'));
    const input = await body(c, impersonateSchema);
    const data = await c.var.services.impersonations.start(id, input, auditContext(c));
    return c.json({ message: 'Impersonation started', data }, 201);
  })
  .get('/:id/impersonations', view, async (c) => {
    const id = await idOf(c.req.param('id'));
    return c.json({ message: 'Impersonations fetched successfully', data: await c.var.services.impersonations.list(id) });
  });

/** Mounted at /impersonations. */
export const impersonationRoutes = new Hono<AppEnv>()
  .post('/consume', async (c) => {
    // Wrong secrets are counted per address first (issue 27 §9); the service then finds the site itself.
    const authorization = c.req.header('authorization');
    if (!(await c.var.services.siteSecrets.check(authorization, auditContext(c)))) throw unauthorized(IMPERSONATION_MESSAGES.siteSecret);
    const { token } = await body(c, consumeSchema);
    const data = await c.var.services.impersonations.consume(authorization, token, auditContext(c));
    return c.json({ message: 'Impersonation accepted', data });
  })
  .post('/keys/rotate', requireAuth, async (c) => {
    if (!c.var.user.details.is_super_admin) throw forbidden('Only a super admin can rotate the signing key.');
    const data = await c.var.services.impersonationKeys.rotate(auditContext(c));
    return c.json({ message: 'Signing key rotated', data });
  })
  .post('/:id/end', impersonate, async (c) => {
    const id = await idOf(c.req.param('id'));
    const data = await c.var.services.impersonations.end(id, auditContext(c));
    return c.json({ message: 'Impersonation ended', data });
  });

/**
 * Mounted at /.well-known. A JWK Set (RFC 7517 §5); it carries the API's `message` too, which the
 * RFC lets key-set readers ignore.
 */
export const jwksRoutes = new Hono<AppEnv>().get('/jwks.json', async (c) => {
  c.header('Cache-Control', `public, max-age=${JWKS_MAX_AGE_SECONDS}`);
  return c.json({ message: 'Signing keys fetched successfully', ...(await c.var.services.impersonationKeys.jwks()) });
});
