/** Registering a package (issue 13 §2), and the insert a duplicate shares. */
import { DEFAULT_CURRENCY, type Package } from '~/lib/packages/model';
import type { CreatePackageInput } from '~/lib/packages/schemas';
import { diffChanges, recordAudit, type AuditContext } from '~/server/audit/record';
import type { AuditChanges } from '~/server/audit/schema';
import { PACKAGE_AUDITED, PACKAGE_UNIQUE, type PackageContext } from '~/server/packages/package-context';
import { packageColumns } from '~/server/packages/package-rows';
import { packages } from '~/server/packages/schema';

/**
 * Inserts a package with its upgrades and its audit entry (`action`, with `extra` changes), in one
 * transaction. @throws HttpError 409 at `name` or `code` when a race took it since the check
 */
export async function insertPackage(ctx: PackageContext, values: CreatePackageInput, audit: AuditContext, action: string, extra: AuditChanges = {}): Promise<Package> {
  return ctx.db
    .transaction(async (tx) => {
      const [row] = await tx
        .insert(packages)
        .values({ ...packageColumns(values), name: values.name, code: values.code, currency: DEFAULT_CURRENCY })
        .returning();
      await ctx.setUpgrades(tx, row!.id, values.allowedUpgradeIds);
      const [created] = await ctx.toDtos(tx, [row!]);
      await recordAudit(tx, audit, {
        action,
        entityType: 'package',
        entityId: row!.id,
        entityLabel: row!.name,
        changes: { ...diffChanges(null, created, PACKAGE_AUDITED), ...extra },
      });
      return created!;
    })
    .catch(PACKAGE_UNIQUE.rethrowTaken);
}

/**
 * Registers a package, audited as `package.create`.
 * @throws HttpError 409 at `name` (any case) or `code` when another package holds it; 400 for an
 *   unknown category or upgrade
 */
export async function createPackage(ctx: PackageContext, input: CreatePackageInput, audit: AuditContext): Promise<Package> {
  await ctx.check(input);
  return insertPackage(ctx, input, audit, 'package.create');
}
