/** A reseller's status changes (issue 13 §3): approve and reject from the queue, suspend and reactivate; one or many (issue 29 §2). */
import { and, inArray } from 'drizzle-orm';
import { TRANSITIONS, type Reseller, type ResellerTransition } from '~/lib/resellers/model';
import { diffChanges, recordAudits, type AuditContext } from '~/server/audit/record';
import { conflict, HttpError, notFound } from '~/server/http/errors';
import { log } from '~/server/log';
import { decisionMail } from '~/server/resellers/mail';
import { RESELLER_AUDITED, RESELLER_MESSAGES, type ResellerContext } from '~/server/resellers/reseller-context';
import { resellers } from '~/server/resellers/schema';

/** Mail is a courtesy after the decision is committed: a mail failure is logged, not undone. */
async function notify({ mailer }: ResellerContext, reseller: Reseller, kind: 'approve' | 'reject'): Promise<void> {
  try {
    await mailer.send(decisionMail(reseller, kind));
  } catch (error) {
    log.warn('reseller decision mail failed', { resellerId: reseller.id, error: error instanceof Error ? error.message : String(error) });
  }
}

/** What a change did to each reseller it was asked of: the changed ones, and each refusal by id. */
export interface Transitioned {
  done: Reseller[];
  refused: Map<string, HttpError>;
}

/**
 * Moves resellers `ids` along TRANSITIONS in one transaction, each audited as `reseller.<change>`
 * with its own entry; reject and suspend keep `reason`, approve and reactivate clear it. Each
 * reseller is decided on its own: an unknown one is refused with 404, one not in a status the change
 * starts from with 409 (re-checked in the UPDATE, so two racing decisions cannot both win). Approve
 * and reject then email the applicants.
 */
export async function transitionResellers(ctx: ResellerContext, ids: readonly string[], change: ResellerTransition, audit: AuditContext, reason = ''): Promise<Transitioned> {
  const { from, to } = TRANSITIONS[change];
  const refused = new Map<string, HttpError>();
  const before = new Map((await ctx.toDtos(ctx.db, await ctx.db.select().from(resellers).where(inArray(resellers.id, [...ids])))).map((r) => [r.id, r]));
  const refusal = (status: string) => conflict(`Cannot ${change} a reseller that is ${status}.`);
  const eligible: string[] = [];
  for (const id of ids) {
    const was = before.get(id);
    if (!was) refused.set(id, notFound(RESELLER_MESSAGES.notFound));
    else if (!(from as readonly string[]).includes(was.status)) refused.set(id, refusal(was.status));
    else eligible.push(id);
  }
  const done = !eligible.length
    ? []
    : await ctx.db.transaction(async (tx) => {
        const updated = await tx
          .update(resellers)
          .set({ status: to, decisionReason: reason, updatedAt: new Date() })
          .where(and(inArray(resellers.id, eligible), inArray(resellers.status, [...from])))
          .returning();
        const after = await ctx.toDtos(tx, updated);
        await recordAudits(
          tx,
          audit,
          after.map((next) => ({ action: `reseller.${change}`, entityType: 'reseller', entityId: next.id, entityLabel: next.companyName, changes: diffChanges(before.get(next.id), next, RESELLER_AUDITED) })),
        );
        return after;
      });
  // One another request moved first: refused as if it had been seen before.
  const changed = new Set(done.map((r) => r.id));
  for (const id of eligible) {
    if (changed.has(id)) continue;
    const now = await ctx.one(ctx.db, id).catch((error: unknown) => error as HttpError);
    refused.set(id, now instanceof HttpError ? now : refusal(now.status));
  }
  if (change === 'approve' || change === 'reject') for (const reseller of done) await notify(ctx, reseller, change);
  return { done, refused };
}

/**
 * Moves one reseller along TRANSITIONS (see transitionResellers).
 * @throws HttpError 404; 409 when the reseller is not in a status the change starts from
 */
export async function transitionReseller(ctx: ResellerContext, id: string, change: ResellerTransition, audit: AuditContext, reason = ''): Promise<Reseller> {
  const { done, refused } = await transitionResellers(ctx, [id], change, audit, reason);
  if (done[0]) return done[0];
  throw refused.get(id)!;
}
