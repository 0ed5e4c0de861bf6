/** Deleting a reseller (issue 13 §3): never one with customers, which is suspended instead. */
import { eq } from 'drizzle-orm';
import type { Reseller } from '~/lib/resellers/model';
import { diffChanges, recordAudit, type AuditContext } from '~/server/audit/record';
import { conflict } from '~/server/http/errors';
import { RESELLER_AUDITED, type ResellerContext } from '~/server/resellers/reseller-context';
import { resellers } from '~/server/resellers/schema';

/** Deletes a reseller, audited as `reseller.delete`. @throws HttpError 404; 409 while it has customers (suspend it instead) */
export async function removeReseller(ctx: ResellerContext, id: string, audit: AuditContext): Promise<Reseller> {
  const reseller = await ctx.one(ctx.db, id);
  if (reseller.customerCount > 0) {
    throw conflict(`The reseller ${reseller.companyName} has ${reseller.customerCount} customer${reseller.customerCount === 1 ? '' : 's'}. Suspend it instead.`);
  }
  await ctx.db.transaction(async (tx) => {
    await tx.delete(resellers).where(eq(resellers.id, id));
    await recordAudit(tx, audit, { action: 'reseller.delete', entityType: 'reseller', entityId: id, entityLabel: reseller.companyName, changes: diffChanges(reseller, null, RESELLER_AUDITED) });
  });
  return reseller;
}
