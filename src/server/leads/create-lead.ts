/** Registering a lead (issue 5 point 1): save it as `pending`, then provision its subdomain. */
import type { CreateLeadInput } from '~/lib/leads/schemas';
import { diffChanges, recordAudit, SYSTEM_AUDIT, type AuditContext } from '~/server/audit/record';
import { isUniqueViolation } from '~/server/db/errors';
import { LEAD_AUDIT_FIELDS, subdomainTaken, type Attempted, type LeadRow, type LeadsContext } from '~/server/leads/lead-context';
import { provision } from '~/server/leads/provisioning';
import { leads } from '~/server/leads/schema';

/**
 * Registers a lead and provisions its subdomain (one CREATION activity). The lead and its
 * `lead.create` audit entry are saved in one transaction.
 * @returns the saved lead, `active` or `failed` with the reason in `error`
 * @throws 400 for an unknown data center; 409 when a lead that is not deleted holds the subdomain
 */
export async function createLead(
  ctx: LeadsContext,
  input: CreateLeadInput,
  creatorId: string,
  audit: AuditContext = SYSTEM_AUDIT,
): Promise<Attempted> {
  await ctx.assertDataCenterExists(input.dataCenterId);
  if (input.categoryId) await ctx.assertCategoryExists(input.categoryId);
  let row: LeadRow | undefined;
  try {
    row = await ctx.db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(leads)
      .values({
        name: input.name,
        email: input.email,
        phone: input.phone,
        company: input.company,
        subdomain: input.subdomain,
        dataCenterId: input.dataCenterId,
        categoryId: input.categoryId ?? null,
        notes: input.notes || null,
        createdBy: creatorId,
        status: 'pending',
      })
      .returning();
      await recordAudit(tx, audit, {
        action: 'lead.create',
        entityType: 'lead',
        entityId: inserted!.id,
        entityLabel: inserted!.name,
        changes: diffChanges(null, inserted!, LEAD_AUDIT_FIELDS),
      });
      return inserted;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw subdomainTaken(input.subdomain);
    throw error;
  }
  return provision(ctx, row!);
}
