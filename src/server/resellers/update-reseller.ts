/** Editing a reseller (issue 13 §3). */
import { eq } from 'drizzle-orm';
import type { Reseller } from '~/lib/resellers/model';
import type { UpdateResellerInput } from '~/lib/resellers/schemas';
import { diffChanges, recordAudit, type AuditContext } from '~/server/audit/record';
import { RESELLER_AUDITED, RESELLER_UNIQUE, type ResellerContext } from '~/server/resellers/reseller-context';
import { resellerColumns } from '~/server/resellers/reseller-rows';
import { resellers } from '~/server/resellers/schema';

/**
 * Changes the given fields, audited as `reseller.update` with the fields that changed (no entry when none did).
 * @throws HttpError 404; 409 at `email` when another reseller holds it; 400 for an unknown category or package
 */
export async function updateReseller(ctx: ResellerContext, id: string, input: UpdateResellerInput, audit: AuditContext): Promise<Reseller> {
  const before = await ctx.one(ctx.db, id);
  await ctx.check(input, id);
  return ctx.db
    .transaction(async (tx) => {
      const values = resellerColumns(input);
      if (Object.keys(values).length) await tx.update(resellers).set({ ...values, updatedAt: new Date() }).where(eq(resellers.id, id));
      if (input.packageIds) await ctx.setPackages(tx, id, input.packageIds);
      const after = await ctx.one(tx, id);
      const changes = diffChanges(before, after, RESELLER_AUDITED);
      if (Object.keys(changes).length) {
        await recordAudit(tx, audit, { action: 'reseller.update', entityType: 'reseller', entityId: id, entityLabel: after.companyName, changes });
      }
      return after;
    })
    .catch(RESELLER_UNIQUE.rethrowTaken);
}
