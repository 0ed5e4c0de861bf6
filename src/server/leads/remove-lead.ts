/** Deleting a lead (issue 5 point 4): its subdomain goes first, then the lead is marked deleted. */
import type { Lead } from '~/lib/leads/model';
import { recordAudit, SYSTEM_AUDIT, type AuditContext } from '~/server/audit/record';
import { conflict, HttpError } from '~/server/http/errors';
import { LEAD_MESSAGES, type LeadsContext } from '~/server/leads/lead-context';
import { failureMessage, recordAttempt } from '~/server/leads/provisioning';

/**
 * Deletes a lead: removes its DNS record, marks it `deleted` (freeing the subdomain) and writes
 * one DELETE activity and the `lead.delete` audit entry in one transaction.
 * @throws 404 unknown lead; 409 already deleted; 502 when the record cannot be removed (a FAILED
 *   DELETE activity is written and the lead stays as it was)
 */
export async function removeLead(ctx: LeadsContext, id: string, audit: AuditContext = SYSTEM_AUDIT): Promise<Lead> {
  const current = await ctx.findRow(id);
  if (current.status === 'deleted') throw conflict(LEAD_MESSAGES.deleted);
  // Only an active lead has a record; a failed one never published (its name may be someone else's).
  if (current.status === 'active') {
    try {
      await ctx.dns.deleteRecord(ctx.fqdn(current.subdomain));
    } catch (error) {
      const message = failureMessage(error, { leadId: id, subdomain: current.subdomain });
      await recordAttempt(ctx, current, 'DELETE', message, current.status);
      throw new HttpError(502, message);
    }
  }
  await recordAttempt(ctx, current, 'DELETE', undefined, 'deleted', (tx) =>
    recordAudit(tx, audit, {
      action: 'lead.delete',
      entityType: 'lead',
      entityId: current.id,
      entityLabel: current.name,
      changes: { status: [current.status, 'deleted'] },
    }),
  );
  return ctx.readLead(id);
}
