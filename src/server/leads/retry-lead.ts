/** Retrying a lead whose provisioning failed (issue 5 point 3). */
import { and, eq, sql } from 'drizzle-orm';
import { diffChanges, recordAudit, SYSTEM_AUDIT, type AuditContext } from '~/server/audit/record';
import { conflict } from '~/server/http/errors';
import { LEAD_MESSAGES, type Attempted, type LeadsContext } from '~/server/leads/lead-context';
import { provision } from '~/server/leads/provisioning';
import { leads } from '~/server/leads/schema';

/**
 * Provisions a failed lead again (one CREATION activity); its `lead.retry` audit entry, with the
 * resulting status and error, is saved with the attempt's outcome.
 * @throws 404 unknown lead; 409 when the lead is not `failed`
 */
export async function retryLead(ctx: LeadsContext, id: string, audit: AuditContext = SYSTEM_AUDIT): Promise<Attempted> {
  // Claiming the lead by its status makes two simultaneous retries provision it once.
  const [claimed] = await ctx.db
    .update(leads)
    .set({ status: 'pending', updatedAt: sql`now()` })
    .where(and(eq(leads.id, id), eq(leads.status, 'failed')))
    .returning();
  if (!claimed) {
    await ctx.findRow(id);
    throw conflict(LEAD_MESSAGES.notRetryable);
  }
  // The status is always shown, so a retry that fails again still says so.
  return provision(ctx, claimed, (tx, status, error) =>
    recordAudit(tx, audit, {
      action: 'lead.retry',
      entityType: 'lead',
      entityId: claimed.id,
      entityLabel: claimed.name,
      changes: { status: ['failed', status], ...diffChanges({ lastError: claimed.lastError }, { lastError: error ?? null }) },
    }),
  );
}
