/** Editing a lead (issue 5 point 4): a new subdomain or data center re-provisions it. */
import { eq, sql } from 'drizzle-orm';
import type { UpdateLeadInput } from '~/lib/leads/schemas';
import { diffChanges, recordAudit, SYSTEM_AUDIT, type AuditContext, type Executor } from '~/server/audit/record';
import { isUniqueViolation } from '~/server/db/errors';
import { conflict, HttpError } from '~/server/http/errors';
import { LEAD_AUDIT_FIELDS, LEAD_MESSAGES, subdomainTaken, subdomainTakenMessage, type Attempted, type LeadRow, type LeadsContext } from '~/server/leads/lead-context';
import { failureMessage, provision, recordAttempt } from '~/server/leads/provisioning';
import { leads } from '~/server/leads/schema';

/**
 * Changes a lead. A new subdomain or data center re-provisions it: the old record is removed, the
 * new one published, and one CREATION activity written. Other fields change without an attempt.
 * The change and its `lead.update` audit entry (the fields that changed, before and after) are saved
 * in one transaction; an edit that changes nothing writes no entry.
 * @throws 404 unknown lead; 409 deleted lead or subdomain held by another lead; 400 unknown data
 *   center; 502 when the old record cannot be removed (the lead is then left unchanged)
 */
export async function updateLead(ctx: LeadsContext, input: UpdateLeadInput, audit: AuditContext = SYSTEM_AUDIT): Promise<Attempted> {
  const { db, dns, fqdn } = ctx;
  const current = await ctx.findRow(input.id);
  if (current.status === 'deleted') throw conflict(LEAD_MESSAGES.deleted);
  const subdomain = input.subdomain ?? current.subdomain;
  const dataCenterId = input.dataCenterId ?? current.dataCenterId;
  const moves = subdomain !== current.subdomain || dataCenterId !== current.dataCenterId;
  if (input.dataCenterId !== undefined && input.dataCenterId !== current.dataCenterId) {
    await ctx.assertDataCenterExists(input.dataCenterId);
  }
  if (input.categoryId) await ctx.assertCategoryExists(input.categoryId);
  if (subdomain !== current.subdomain) await ctx.assertSubdomainFree(subdomain, current.id);

  const fields = {
    ...(input.name !== undefined ? { name: input.name } : {}),
    ...(input.email !== undefined ? { email: input.email } : {}),
    ...(input.phone !== undefined ? { phone: input.phone } : {}),
    ...(input.company !== undefined ? { company: input.company } : {}),
    ...(input.notes !== undefined ? { notes: input.notes || null } : {}),
    ...(input.categoryId !== undefined ? { categoryId: input.categoryId } : {}),
    subdomain,
    dataCenterId,
  };
  const changes = diffChanges(current, { ...current, ...fields }, LEAD_AUDIT_FIELDS);
  const recordChange = async (tx: Executor) => {
    if (Object.keys(changes).length === 0) return;
    await recordAudit(tx, audit, { action: 'lead.update', entityType: 'lead', entityId: current.id, entityLabel: fields.name ?? current.name, changes });
  };

  if (!moves) {
    await db.transaction(async (tx) => {
      await tx
        .update(leads)
        .set({ ...fields, updatedAt: sql`now()` })
        .where(eq(leads.id, current.id));
      await recordChange(tx);
    });
    return { lead: await ctx.readLead(current.id) };
  }

  if (current.status === 'active') {
    try {
      await dns.deleteRecord(fqdn(current.subdomain));
    } catch (error) {
      const message = failureMessage(error, { leadId: current.id, subdomain: current.subdomain });
      // The attempt ends here: the lead keeps its live subdomain, the failure is on record.
      await recordAttempt(ctx, { ...current, ...fields }, 'CREATION', message, 'active');
      throw new HttpError(502, message);
    }
  }

  let moved: LeadRow | undefined;
  try {
    moved = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(leads)
        .set({ ...fields, status: 'pending', updatedAt: sql`now()` })
        .where(eq(leads.id, current.id))
        .returning();
      await recordChange(tx);
      return row;
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // Another lead took the subdomain between the check and now; the old record is already gone.
    await recordAttempt(ctx, current, 'CREATION', subdomainTakenMessage(subdomain), 'failed');
    throw subdomainTaken(subdomain);
  }
  return provision(ctx, moved!);
}
