/**
 * POST /api/v1/public/reseller-applications (issue 13 §3): the business's website posts a reseller
 * application; no session. It lands as a pending reseller with source online (audited as
 * `reseller.apply`, actor null).
 * - CORS: only the origins of RESELLER_APPLICATION_ORIGINS (comma-separated) get CORS headers; a
 *   request from any other browser origin is refused with 403 (its preflight gets no allow headers).
 *   A request without Origin (the website's own server posting) is accepted.
 * - Rate limit: APPLICATIONS_PER_IP attempts per IP within 15 minutes, counted whatever the outcome, in
 *   the database throttle of sign-in (so every console process counts them); then 429.
 * - Body limit: 16 KB (413).
 * - Honeypot `website`: a person leaves it empty. When filled, the answer is the same 201 as a real
 *   application but nothing is stored, so a bot learns nothing from it.
 */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { resellerApplicationSchema } from '~/lib/resellers/schemas';
import { auditContext } from '~/server/audit/context';
import { clientAddress } from '~/server/http/auth';
import type { AppEnv } from '~/server/http/env';
import { forbidden, tooManyRequests } from '~/server/http/errors';
import { body } from '~/server/http/validate';

export const APPLICATIONS_PER_IP = 5;
export const APPLICATION_BODY_LIMIT = 16 * 1024;

export const APPLICATION_MESSAGES = {
  received: 'Thank you. Your application has been received and will be reviewed.',
  tooMany: 'Too many applications from this address. Please try again later.',
  origin: 'Applications are not accepted from this site.',
} as const;

/** The public routes over the allowed website `origins` (exact `scheme://host[:port]` values). */
export function publicResellerRoutes(origins: readonly string[]) {
  const allowed = new Set(origins);
  return new Hono<AppEnv>()
    .use(
      '/reseller-applications',
      cors({
        origin: (origin) => (allowed.has(origin) ? origin : null),
        allowMethods: ['POST', 'OPTIONS'],
        allowHeaders: ['Content-Type'],
        maxAge: 600,
      }),
    )
    .post(
      '/reseller-applications',
      bodyLimit({ maxSize: APPLICATION_BODY_LIMIT, onError: (c) => c.json({ message: 'Request body is too large' }, 413) }),
      async (c) => {
        const origin = c.req.header('origin');
        if (origin && !allowed.has(origin)) throw forbidden(APPLICATION_MESSAGES.origin);
        const key = `reseller-application:${clientAddress(c)}`;
        const { throttle } = c.var.services;
        const wait = await throttle.waitSeconds([{ key, limit: APPLICATIONS_PER_IP }]);
        if (wait > 0) throw tooManyRequests(APPLICATION_MESSAGES.tooMany, wait);
        await throttle.hit([key]);
        const { website, ...input } = await body(c, resellerApplicationSchema);
        if (!website.trim()) await c.var.services.resellers.apply(input, auditContext(c));
        return c.json({ message: APPLICATION_MESSAGES.received, data: { status: 'pending' } }, 201);
      },
    );
}
