/**
 * Redeeming a hand-off (issue 14 §3): the customer's site, authenticated by its site secret,
 * consumes a token once. A token that does not verify for the customer's stored site, has expired,
 * was used or ended early, or is for a cancelled or suspended customer is refused, and the refusal
 * audited (on the customer user when the token names one).
 */
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { createLocalJWKSet, errors, jwtVerify, type JWTPayload } from 'jose';
import { recordAudit, type AuditContext } from '~/server/audit/record';
import { customers } from '~/server/customers/schema';
import { customerBySiteSecret, type SiteCustomer } from '~/server/customers/site-secret';
import { conflict, forbidden, HttpError, unauthorized } from '~/server/http/errors';
import { siteOrigin, type HandoffClaims } from '~/server/impersonation/claims';
import { IMPERSONATION_MESSAGES, INACTIVE, labelOf, subjectOf, type ImpersonationDeps } from '~/server/impersonation/impersonation-context';
import { impersonations } from '~/server/impersonation/schema';

const ALGORITHMS = ['EdDSA', 'ES256'];

/** The claims the customer's site receives once: the token's, as verified. */
export type ConsumedClaims = HandoffClaims;

type TokenRefusal = 'invalid' | 'expired' | 'foreign' | 'used' | 'ended';
type Refusal = TokenRefusal | 'inactive';
const REFUSALS: Record<Refusal, (m: string) => HttpError> = {
  invalid: unauthorized,
  expired: unauthorized,
  foreign: forbidden,
  used: conflict,
  ended: conflict,
  inactive: conflict,
};

/** Writes the refusal of a consume to the log, on the customer user when the token names one. */
async function auditRefusal(db: ImpersonationDeps['db'], context: AuditContext, site: SiteCustomer, why: Refusal, jti: string | undefined) {
  const [row] = jti && /^[0-9a-f-]{36}$/i.test(jti) ? await db.select().from(impersonations).where(eq(impersonations.id, jti)) : [];
  const subject = row ? await subjectOf(db, row.customerUserId) : undefined;
  await recordAudit(db, context, {
    action: 'impersonation.consume_refused',
    entityType: subject ? 'customer_user' : 'impersonation',
    entityId: subject?.id ?? null,
    entityLabel: subject ? labelOf(subject) : site.businessName,
    changes: { refusal: [null, why], site: [null, site.subdomain], ...(row ? { impersonation: [null, row.id], reason: [null, row.reason] } : {}) },
  });
}

/** Verifies `token` against our published keys for `audience`, or names why not (with the jti when it is trustworthy). */
async function verify({ keys, issuer }: ImpersonationDeps, token: string, audience: string): Promise<{ payload: JWTPayload } | { refusal: TokenRefusal; jti?: string | undefined }> {
  try {
    const { payload } = await jwtVerify(token, createLocalJWKSet(await keys.jwks()), { issuer, audience, algorithms: ALGORITHMS, requiredClaims: ['jti', 'sub', 'exp'] });
    return { payload };
  } catch (error) {
    // jose checks the signature before the claims, so a claim error's payload is authentic.
    if (error instanceof errors.JWTExpired) return { refusal: 'expired', jti: error.payload.jti };
    if (error instanceof errors.JWTClaimValidationFailed && error.claim === 'aud') return { refusal: 'foreign', jti: error.payload.jti };
    return { refusal: 'invalid' };
  }
}

/**
 * The customer's site redeems `token` once, authenticated by `authorization` ("Bearer <site secret>").
 * The token must name the site the customer has stored as its audience, whatever the leadsDomain
 * setting says now.
 * @returns the token's claims, the first time only
 * @throws HttpError 401 no valid site secret, a bad or expired token; 403 a token for another
 *   site; 409 a token already used or ended early, or a cancelled or suspended customer (each
 *   refusal but the first audited)
 */
export async function consumeImpersonation(deps: ImpersonationDeps, authorization: string | undefined, token: string, context: AuditContext): Promise<ConsumedClaims> {
  const { db } = deps;
  const site = await customerBySiteSecret(db, authorization);
  if (!site) throw unauthorized(IMPERSONATION_MESSAGES.siteSecret);
  const [stored] = await db.select({ status: customers.status, siteHost: customers.siteHost }).from(customers).where(eq(customers.id, site.id));
  // No stored site (impossible after start-up) is an audience no token names.
  const verified = await verify(deps, token, siteOrigin(stored?.siteHost ?? ''));
  const refuse = async (why: Refusal, jti: string | undefined, message: string) => {
    await auditRefusal(db, context, site, why, jti);
    return REFUSALS[why](message);
  };
  if ('refusal' in verified) throw await refuse(verified.refusal, verified.jti, IMPERSONATION_MESSAGES[verified.refusal]);
  const claims = verified.payload as unknown as ConsumedClaims;
  if (stored && INACTIVE.includes(stored.status)) throw await refuse('inactive', claims.jti, IMPERSONATION_MESSAGES.inactive(stored.status));
  const consumed = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(impersonations)
      .set({ consumedAt: sql`now()` })
      .where(and(eq(impersonations.id, claims.jti), eq(impersonations.customerId, site.id), isNull(impersonations.consumedAt), isNull(impersonations.endedAt), gt(impersonations.expiresAt, sql`now()`)))
      .returning();
    if (!row) return undefined;
    const subject = await subjectOf(tx, row.customerUserId);
    await recordAudit(tx, context, {
      action: 'impersonation.consume',
      entityType: 'customer_user',
      entityId: row.customerUserId,
      entityLabel: subject ? labelOf(subject) : site.businessName,
      changes: { impersonation: [null, row.id], reason: [null, row.reason], site: [null, site.subdomain] },
    });
    return row;
  });
  if (consumed) return { iss: claims.iss, aud: claims.aud, sub: claims.sub, act: claims.act, jti: claims.jti, iat: claims.iat, exp: claims.exp };
  const [row] = await db.select().from(impersonations).where(eq(impersonations.id, claims.jti));
  const why: TokenRefusal = !row || row.customerId !== site.id ? 'invalid' : row.endedAt ? 'ended' : row.consumedAt ? 'used' : 'expired';
  throw await refuse(why, claims.jti, IMPERSONATION_MESSAGES[why]);
}
