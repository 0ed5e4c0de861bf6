/**
 * Starting an impersonation (issue 14 §3): staff give a reason and a duration; a signed hand-off
 * token naming the customer's stored site as its audience, recorded with its audit entry in one
 * transaction.
 */
import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import type { ImpersonationHandoff } from '~/lib/impersonation/model';
import type { ImpersonateInput } from '~/lib/impersonation/schemas';
import { recordAudit, type AuditContext } from '~/server/audit/record';
import { conflict, notFound, unauthorized } from '~/server/http/errors';
import { buildClaims, handoffUrl, siteOrigin } from '~/server/impersonation/claims';
import { IMPERSONATION_MESSAGES, INACTIVE, labelOf, subjectOf, type ImpersonationDeps } from '~/server/impersonation/impersonation-context';
import { impersonations } from '~/server/impersonation/schema';

/**
 * Issues a hand-off token for `customerUserId`, valid `input.minutes`, and its URL on the customer's
 * stored site.
 * @throws HttpError 404 unknown customer user; 409 a disabled one, or one of a cancelled or suspended customer
 */
export async function startImpersonation({ db, keys, issuer }: ImpersonationDeps, customerUserId: string, input: ImpersonateInput, context: AuditContext): Promise<ImpersonationHandoff> {
  const subject = await subjectOf(db, customerUserId);
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
