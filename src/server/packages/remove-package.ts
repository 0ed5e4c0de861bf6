/** Deleting a package (issue 13 §2): never one anybody subscribes to or has had, which is archived instead. */
import { eq } from 'drizzle-orm';
import type { Package } from '~/lib/packages/model';
import { diffChanges, recordAudit, type AuditContext } from '~/server/audit/record';
import { isForeignKeyViolation } from '~/server/db/errors';
import { conflict } from '~/server/http/errors';
import { PACKAGE_AUDITED, type PackageContext } from '~/server/packages/package-context';
import { packages } from '~/server/packages/schema';

/**
 * Deletes a package with its upgrades from and to it, audited as `package.delete`.
 * @throws HttpError 404; 409 while it has subscribers, or while customers' package history or
 *   upgrade requests name it (archive it instead)
 */
export async function removePackage(ctx: PackageContext, id: string, audit: AuditContext): Promise<Package> {
  const pkg = await ctx.one(ctx.db, id);
  if (pkg.subscriberCount > 0) {
    throw conflict(`The package ${pkg.name} has ${pkg.subscriberCount} subscriber${pkg.subscriberCount === 1 ? '' : 's'}. Archive it instead.`);
  }
  await ctx.db
    .transaction(async (tx) => {
      // Upgrades from and to it go with it (ON DELETE CASCADE).
      await tx.delete(packages).where(eq(packages.id, id));
      await recordAudit(tx, audit, {
        action: 'package.delete',
        entityType: 'package',
        entityId: id,
        entityLabel: pkg.name,
        changes: diffChanges(pkg, null, PACKAGE_AUDITED),
      });
    })
    .catch((error: unknown) => {
      // Customers' package history and upgrade requests keep it (RESTRICT): it stays, archived.
      if (isForeignKeyViolation(error)) throw conflict(`The package ${pkg.name} is in customers' package history or upgrade requests. Archive it instead.`);
      throw error;
    });
  return pkg;
}
