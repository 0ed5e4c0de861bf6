/** A new reseller (issue 13 §3): registered by staff (active at once) or applying on the website (pending). */
import { eq } from 'drizzle-orm';
import type { Reseller } from '~/lib/resellers/model';
import type { CreateResellerInput, ResellerApplicationInput } from '~/lib/resellers/schemas';
import { diffChanges, recordAudit, type AuditContext } from '~/server/audit/record';
import { packages } from '~/server/packages/schema';
import { RESELLER_AUDITED, RESELLER_UNIQUE, type ResellerContext } from '~/server/resellers/reseller-context';
import { resellerColumns, type ResellerRow } from '~/server/resellers/reseller-rows';
import { resellers } from '~/server/resellers/schema';

/**
 * Checks and inserts a reseller with its packages (every reseller-visible package unless the body
 * names them, issue 13 §3) and its `action` audit entry, in one transaction.
 * @throws HttpError 409 at `email`; 400 for an unknown category or package
 */
async function insertReseller(ctx: ResellerContext, input: CreateResellerInput, extra: Pick<ResellerRow, 'status' | 'source'>, audit: AuditContext, action: string): Promise<Reseller> {
  await ctx.check(input);
  const packageIds = input.packageIds ?? (await ctx.db.select({ id: packages.id }).from(packages).where(eq(packages.resellerVisible, true))).map((r) => r.id);
  return ctx.db
    .transaction(async (tx) => {
      const [row] = await tx
        .insert(resellers)
        .values({ ...resellerColumns(input), companyName: input.companyName, firstName: input.firstName, lastName: input.lastName, email: input.email, phone: input.phone, city: input.city, ...extra })
        .returning();
      await ctx.setPackages(tx, row!.id, packageIds);
      const created = await ctx.one(tx, row!.id);
      await recordAudit(tx, audit, { action, entityType: 'reseller', entityId: row!.id, entityLabel: created.companyName, changes: diffChanges(null, created, RESELLER_AUDITED) });
      return created;
    })
    .catch(RESELLER_UNIQUE.rethrowTaken);
}

/** Staff registration: active at once, source staff, audited as `reseller.create`. @throws HttpError 409, 400 */
export function createReseller(ctx: ResellerContext, input: CreateResellerInput, audit: AuditContext): Promise<Reseller> {
  return insertReseller(ctx, input, { status: 'active', source: 'staff' }, audit, 'reseller.create');
}

/** The website's application: pending, source online, no actor, audited as `reseller.apply`. @throws HttpError 409, 400 */
export function applyReseller(ctx: ResellerContext, input: Omit<ResellerApplicationInput, 'website'>, audit: AuditContext): Promise<Reseller> {
  return insertReseller(ctx, { ...input, commissionRate: 0, packageIds: undefined }, { status: 'pending', source: 'online' }, audit, 'reseller.apply');
}
