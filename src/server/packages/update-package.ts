/** Editing a package (issue 13 §2); archiving one is `{status: 'archived'}`. */
import { eq } from 'drizzle-orm';
import type { Package } from '~/lib/packages/model';
import type { UpdatePackageInput } from '~/lib/packages/schemas';
import { diffChanges, recordAudit, type AuditContext } from '~/server/audit/record';
import { PACKAGE_AUDITED, PACKAGE_UNIQUE, type PackageContext } from '~/server/packages/package-context';
import { packageColumns } from '~/server/packages/package-rows';
import { packages } from '~/server/packages/schema';

/**
 * Changes the given fields, audited as `package.update` with the fields that changed (no entry when none did).
 * @throws HttpError 404; 409 at `name` or `code` when another package holds it; 400 for an unknown
 *   category or upgrade, or the package itself as an upgrade
 */
export async function updatePackage(ctx: PackageContext, id: string, input: UpdatePackageInput, audit: AuditContext): Promise<Package> {
  const before = await ctx.one(ctx.db, id);
  await ctx.check(input, id);
  return ctx.db
    .transaction(async (tx) => {
      const values = packageColumns(input);
      if (Object.keys(values).length) await tx.update(packages).set({ ...values, updatedAt: new Date() }).where(eq(packages.id, id));
      if (input.allowedUpgradeIds) await ctx.setUpgrades(tx, id, input.allowedUpgradeIds);
      const after = await ctx.one(tx, id);
      const changes = diffChanges(before, after, PACKAGE_AUDITED);
      if (Object.keys(changes).length) {
        await recordAudit(tx, audit, { action: 'package.update', entityType: 'package', entityId: id, entityLabel: after.name, changes });
      }
      return after;
    })
    .catch(PACKAGE_UNIQUE.rethrowTaken);
}
