/** Ending a hand-off early (issue 14 §3): the customer's site can no longer consume it; audited. */
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Impersonation } from '~/lib/impersonation/model';
import { recordAudit, type AuditContext } from '~/server/audit/record';
import type { Database } from '~/server/db/client';
import { conflict, notFound } from '~/server/http/errors';
import { IMPERSONATION_MESSAGES, labelOf, subjectOf } from '~/server/impersonation/impersonation-context';
import { listImpersonations } from '~/server/impersonation/list-impersonations';
import { impersonations } from '~/server/impersonation/schema';

/**
 * Ends a hand-off early: the customer's site can no longer consume it.
 * @throws HttpError 404 unknown; 409 already ended or expired
 */
export async function endImpersonation(db: Database, id: string, context: AuditContext): Promise<Impersonation> {
  const ended = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(impersonations)
      .set({ endedAt: sql`now()`, endedBy: context.actor?.id ?? null })
      .where(and(eq(impersonations.id, id), isNull(impersonations.endedAt), gt(impersonations.expiresAt, sql`now()`)))
      .returning();
    if (!row) return undefined;
    const subject = await subjectOf(tx, row.customerUserId);
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
  const found = (await listImpersonations(db, ended.customerUserId)).find((i) => i.id === id);
  return found!;
}
