/**
 * Impersonation hand-offs (issue 14 §3): staff start one with a reason, the customer's site consumes
 * it once with its site secret, staff list and end them. Every start, consume, refusal and early end
 * is audited (on the customer user, with the reason); a start and its audit entry share a transaction.
 * The token goes to, and names as its audience, the site the customer has stored, and a cancelled or
 * suspended customer is refused at both ends (issue 27).
 */
import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { createLocalJWKSet, errors, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import { impersonationStatus, type Impersonation, type ImpersonationHandoff } from '~/lib/impersonation/model';
import type { ImpersonateInput } from '~/lib/impersonation/schemas';
import { fullName } from '~/lib/auth/full-name';
import type { CustomerStatus } from '~/lib/customers/model';
import { recordAudit, type AuditContext } from '~/server/audit/record';
import { users } from '~/server/auth/schema';
import { customerUsers } from '~/server/customer-users/schema';
import { customers } from '~/server/customers/schema';
import { customerBySiteSecret, type SiteCustomer } from '~/server/customers/site-secret';
import type { Database } from '~/server/db/client';
import { conflict, forbidden, HttpError, notFound, unauthorized } from '~/server/http/errors';
import { buildClaims, handoffUrl, siteOrigin, type HandoffClaims } from '~/server/impersonation/claims';
import type { ImpersonationKeyStore } from '~/server/impersonation/keys';
import { impersonations } from '~/server/impersonation/schema';

export const IMPERSONATION_MESSAGES = {
  userNotFound: 'Customer user not found',
  notFound: 'Impersonation not found',
  disabled: 'This customer user is disabled and cannot be impersonated.',
  inactive: (status: string) => `This customer is ${status} and cannot be impersonated.`,
  noSite: 'This customer has no site yet.',
  siteSecret: 'A valid site secret is required.',
  invalid: 'This impersonation token is not valid.',
  expired: 'This impersonation link has expired.',
  foreign: 'This impersonation token is for another site.',
  used: 'This impersonation link has already been used.',
  ended: 'This impersonation has been ended.',
  alreadyOver: 'This impersonation is already over.',
};

/** A customer in these states has no live site to hand a session to. */
const INACTIVE: readonly CustomerStatus[] = ['cancelled', 'suspended'];

/** How many hand-offs the customer user's page lists (active ones come first in time anyway). */
export const RECENT_IMPERSONATIONS = 20;

const ALGORITHMS = ['EdDSA', 'ES256'];

export interface ImpersonationDeps {
  db: Database;
  keys: ImpersonationKeyStore;
  /** The console's PUBLIC_BASE_URL: the tokens' issuer. */
  issuer: string;
}

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

/** Builds the impersonation service. */
export function impersonationService({ db, keys, issuer }: ImpersonationDeps) {
  // Inside a transaction pass it: PGlite has one connection, so a query beside it would wait forever.
  async function subjectOf(customerUserId: string, executor: Pick<Database, 'select'> = db) {
    const [row] = await executor
      .select({
        id: customerUsers.id,
        name: customerUsers.name,
        status: customerUsers.status,
        customerId: customers.id,
        customerStatus: customers.status,
        siteHost: customers.siteHost,
        businessName: customers.businessName,
      })
      .from(customerUsers)
      .innerJoin(customers, eq(customers.id, customerUsers.customerId))
      .where(eq(customerUsers.id, customerUserId));
    return row;
  }

  const labelOf = (s: { name: string; businessName: string }) => `${s.name} (${s.businessName})`;

  /**
   * Issues a hand-off token for `customerUserId`, valid `input.minutes`, and its URL on the customer's
   * stored site.
   * @throws HttpError 404 unknown customer user; 409 a disabled one, or one of a cancelled or suspended customer
   */
  async function start(customerUserId: string, input: ImpersonateInput, context: AuditContext): Promise<ImpersonationHandoff> {
    const subject = await subjectOf(customerUserId);
    if (!subject) throw notFound(IMPERSONATION_MESSAGES.userNotFound);
    if (INACTIVE.includes(subject.customerStatus)) throw conflict(IMPERSONATION_MESSAGES.inactive(subject.customerStatus));
    if (subject.status === 'disabled') throw conflict(IMPERSONATION_MESSAGES.disabled);
    if (!subject.siteHost) throw conflict(IMPERSONATION_MESSAGES.noSite);
    const actor = context.actor;
    if (!actor) throw unauthorized();
    const key = await keys.signingKey();
    const claims = buildClaims({
      issuer,
      audience: siteOrigin(subject.siteHost),
      customerUserId: subject.id,
      actor,
      jti: randomUUID(),
      issuedAt: new Date(),
      minutes: input.minutes,
    });
    const token = await new SignJWT({ ...claims }).setProtectedHeader({ alg: key.alg, kid: key.kid, typ: 'JWT' }).sign(key.key);
    const expiresAt = new Date(claims.exp * 1000);
    await db.transaction(async (tx) => {
      await tx.insert(impersonations).values({
        id: claims.jti,
        customerUserId: subject.id,
        customerId: subject.customerId,
        actorId: actor.id,
        actorName: actor.name,
        reason: input.reason,
        audience: claims.aud,
        kid: key.kid,
        expiresAt,
      });
      await recordAudit(tx, context, {
        action: 'impersonation.start',
        entityType: 'customer_user',
        entityId: subject.id,
        entityLabel: labelOf(subject),
        changes: { impersonation: [null, claims.jti], reason: [null, input.reason], minutes: [null, input.minutes], expiresAt: [null, expiresAt.toISOString()] },
      });
    });
    return { url: handoffUrl(claims.aud, token), expiresAt: expiresAt.toISOString() };
  }

  /** Writes the refusal of a consume to the log, on the customer user when the token names one. */
  async function auditRefusal(context: AuditContext, site: SiteCustomer, why: Refusal, jti: string | undefined) {
    const [row] = jti && /^[0-9a-f-]{36}$/i.test(jti) ? await db.select().from(impersonations).where(eq(impersonations.id, jti)) : [];
    const subject = row ? await subjectOf(row.customerUserId) : undefined;
    await recordAudit(db, context, {
      action: 'impersonation.consume_refused',
      entityType: subject ? 'customer_user' : 'impersonation',
      entityId: subject?.id ?? null,
      entityLabel: subject ? labelOf(subject) : site.businessName,
      changes: { refusal: [null, why], site: [null, site.subdomain], ...(row ? { impersonation: [null, row.id], reason: [null, row.reason] } : {}) },
    });
  }

  /** Verifies `token` against our published keys for `audience`, or names why not (with the jti when it is trustworthy). */
  async function verify(token: string, audience: string): Promise<{ payload: JWTPayload } | { refusal: TokenRefusal; jti?: string | undefined }> {
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
  async function consume(authorization: string | undefined, token: string, context: AuditContext): Promise<ConsumedClaims> {
    const site = await customerBySiteSecret(db, authorization);
    if (!site) throw unauthorized(IMPERSONATION_MESSAGES.siteSecret);
    const [stored] = await db.select({ status: customers.status, siteHost: customers.siteHost }).from(customers).where(eq(customers.id, site.id));
    // No stored site (impossible after start-up) is an audience no token names.
    const verified = await verify(token, siteOrigin(stored?.siteHost ?? ''));
    const refuse = async (why: Refusal, jti: string | undefined, message: string) => {
      await auditRefusal(context, site, why, jti);
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
      const subject = await subjectOf(row.customerUserId, tx);
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

  /**
   * The recent hand-offs of a customer user, newest first.
   * @throws HttpError 404 unknown customer user
   */
  async function list(customerUserId: string): Promise<Impersonation[]> {
    if (!(await subjectOf(customerUserId))) throw notFound(IMPERSONATION_MESSAGES.userNotFound);
    const rows = await db
      .select({ row: impersonations, ender: { email: users.email, name: users.name, first_name: users.firstName, last_name: users.lastName } })
      .from(impersonations)
      .leftJoin(users, eq(users.id, impersonations.endedBy))
      .where(eq(impersonations.customerUserId, customerUserId))
      .orderBy(desc(impersonations.createdAt))
      .limit(RECENT_IMPERSONATIONS);
    const now = new Date();
    return rows.map(({ row, ender }) => ({
      id: row.id,
      customerUserId: row.customerUserId,
      actorName: row.actorName,
      reason: row.reason,
      expiresAt: row.expiresAt.toISOString(),
      consumedAt: row.consumedAt?.toISOString() ?? null,
      endedAt: row.endedAt?.toISOString() ?? null,
      endedByName: ender ? fullName({ email: ender.email, name: ender.name ?? '', first_name: ender.first_name ?? '', last_name: ender.last_name ?? '' }) : null,
      createdAt: row.createdAt.toISOString(),
      status: impersonationStatus(row, now),
    }));
  }

  /**
   * Ends a hand-off early: the customer's site can no longer consume it.
   * @throws HttpError 404 unknown; 409 already ended or expired
   */
  async function end(id: string, context: AuditContext): Promise<Impersonation> {
    const ended = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(impersonations)
        .set({ endedAt: sql`now()`, endedBy: context.actor?.id ?? null })
        .where(and(eq(impersonations.id, id), isNull(impersonations.endedAt), gt(impersonations.expiresAt, sql`now()`)))
        .returning();
      if (!row) return undefined;
      const subject = await subjectOf(row.customerUserId, tx);
      await recordAudit(tx, context, {
        action: 'impersonation.end',
        entityType: 'customer_user',
        entityId: row.customerUserId,
        entityLabel: subject ? labelOf(subject) : '',
        changes: { impersonation: [null, row.id], reason: [null, row.reason], endedAt: [null, row.endedAt?.toISOString() ?? null] },
      });
      return row;
    });
    if (!ended) {
      const [row] = await db.select({ id: impersonations.id }).from(impersonations).where(eq(impersonations.id, id));
      throw row ? conflict(IMPERSONATION_MESSAGES.alreadyOver) : notFound(IMPERSONATION_MESSAGES.notFound);
    }
    const found = (await list(ended.customerUserId)).find((i) => i.id === id);
    return found!;
  }

  return { start, consume, list, end };
}

export type ImpersonationService = ReturnType<typeof impersonationService>;
