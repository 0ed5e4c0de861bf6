/** A reseller's status changes (issue 13 §3): approve and reject from the queue, suspend and reactivate. */
import { and, eq, inArray } from 'drizzle-orm';
import { TRANSITIONS, type Reseller, type ResellerTransition } from '~/lib/resellers/model';
import { diffChanges, recordAudit, type AuditContext } from '~/server/audit/record';
import { conflict } from '~/server/http/errors';
import { log } from '~/server/log';
import { decisionMail } from '~/server/resellers/mail';
import { RESELLER_AUDITED, type ResellerContext } from '~/server/resellers/reseller-context';
import { resellers } from '~/server/resellers/schema';

/** Mail is a courtesy after the decision is committed: a mail failure is logged, not undone. */
async function notify({ mailer }: ResellerContext, reseller: Reseller, kind: 'approve' | 'reject'): Promise<void> {
  try {
    await mailer.send(decisionMail(reseller, kind));
  } catch (error) {
    log.warn('reseller decision mail failed', { resellerId: reseller.id, error: error instanceof Error ? error.message : String(error) });
  }
}

/**
 * Moves a reseller along TRANSITIONS, audited as `reseller.<change>`; reject and suspend keep
 * `reason`, approve and reactivate clear it. The status is re-checked in the UPDATE so two racing
 * decisions cannot both win. Approve and reject then email the applicant.
 * @throws HttpError 404; 409 when the reseller is not in a status the change starts from
 */
export async function transitionReseller(ctx: ResellerContext, id: string, change: ResellerTransition, audit: AuditContext, reason = ''): Promise<Reseller> {
  const before = await ctx.one(ctx.db, id);
  const { from, to } = TRANSITIONS[change];
  const refused = () => conflict(`Cannot ${change} a reseller that is ${before.status}.`);
  if (!(from as readonly string[]).includes(before.status)) throw refused();
  const after = await ctx.db.transaction(async (tx) => {
    const updated = await tx
      .update(resellers)
      .set({ status: to, decisionReason: reason, updatedAt: new Date() })
      .where(and(eq(resellers.id, id), inArray(resellers.status, [...from])))
      .returning({ id: resellers.id });
    if (updated.length === 0) throw refused();
    const next = await ctx.one(tx, id);
    await recordAudit(tx, audit, { action: `reseller.${change}`, entityType: 'reseller', entityId: id, entityLabel: next.companyName, changes: diffChanges(before, next, RESELLER_AUDITED) });
    return next;
  });
  if (change === 'approve' || change === 'reject') await notify(ctx, after, change);
  return after;
}
