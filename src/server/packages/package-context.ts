/**
 * What every package use case shares (issue 13 §2): the service's dependencies, its messages, the
 * unique name and code, the checks of a body's references, and the reads that turn rows into DTOs
 * (package-rows.ts). Rows never leave this folder: the use cases return DTOs.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import type { UpdatePackageInput } from '~/lib/packages/schemas';
import { businessCategories } from '~/server/business-categories/schema';
import type { Database, Reader, Tx } from '~/server/db/client';
import { findOr404 } from '~/server/db/find';
import { uniqueFields } from '~/server/db/unique';
import { badRequest } from '~/server/http/errors';
import { NO_ROWS, type RowCounter } from '~/server/db/row-counter';
import { packageDtos, type PackageExtras, type PackageRow } from '~/server/packages/package-rows';
import { packages, packageUpgrades } from '~/server/packages/schema';

export const PACKAGE_MESSAGES = {
  notFound: 'Package not found',
  nameTaken: 'A package with this name already exists.',
  codeTaken: 'A package with this code already exists.',
  categoryNotFound: 'Business category not found',
  upgradeUnknown: 'Allowed upgrades must be existing packages',
  upgradeSelf: 'A package cannot be an upgrade of itself',
} as const;

/** The fields the audit log compares (the DTO's, less the computed subscriber count). */
export const PACKAGE_AUDITED = [
  'name', 'code', 'categoryId', 'description', 'monthlyPrice', 'yearlyPrice', 'setupFee', 'currency',
  'trialDays', 'limits', 'features', 'status', 'resellerVisible', 'allowedUpgradeIds',
] as const;

/** A name (any case) and a code belong to one package; a 409 names the field. */
export const PACKAGE_UNIQUE = uniqueFields(packages, packages.id, {
  name: { index: 'packages_name_lower_idx', message: PACKAGE_MESSAGES.nameTaken, holds: (v) => sql`lower(${packages.name}) = lower(${v})` },
  code: { index: 'packages_code_idx', message: PACKAGE_MESSAGES.codeTaken, holds: (v) => eq(packages.code, v) },
});

export interface PackageDeps {
  db: Database;
  /** How many subscribers each package has: the customers service counts them (none by default). */
  subscribers?: RowCounter;
}

/** Builds what the use cases share. */
export function packageContext({ db, subscribers = NO_ROWS }: PackageDeps) {
  const toDtos = (reader: Reader, rows: PackageRow[], read?: PackageExtras) => packageDtos(reader, rows, subscribers, read);
  const findRow = (reader: Reader, id: string) => findOr404(reader.select().from(packages).where(eq(packages.id, id)), PACKAGE_MESSAGES.notFound);

  return {
    db,
    subscribers,
    toDtos,
    findRow,
    /** The DTO of package `id`, read through `reader`. @throws HttpError 404 */
    one: async (reader: Reader, id: string) => (await toDtos(reader, [await findRow(reader, id)]))[0]!,

    /**
     * Refuses what a body may not say: a name (any case) or code another package holds (409 at the
     * field), an unknown category, an unknown upgrade or the package itself as one (400 at the field).
     */
    async check(input: UpdatePackageInput, selfId?: string): Promise<void> {
      await PACKAGE_UNIQUE.assertFree(db, { name: input.name, code: input.code }, selfId);
      if (input.categoryId) {
        const [hit] = await db.select({ id: businessCategories.id }).from(businessCategories).where(eq(businessCategories.id, input.categoryId));
        if (!hit) throw badRequest(PACKAGE_MESSAGES.categoryNotFound, { categoryId: PACKAGE_MESSAGES.categoryNotFound });
      }
      const upgrades = new Set(input.allowedUpgradeIds ?? []);
      if (selfId && upgrades.has(selfId)) throw badRequest(PACKAGE_MESSAGES.upgradeSelf, { allowedUpgradeIds: PACKAGE_MESSAGES.upgradeSelf });
      if (upgrades.size) {
        const found = await db.select({ id: packages.id }).from(packages).where(inArray(packages.id, [...upgrades]));
        if (found.length !== upgrades.size) throw badRequest(PACKAGE_MESSAGES.upgradeUnknown, { allowedUpgradeIds: PACKAGE_MESSAGES.upgradeUnknown });
      }
    },

    /** Makes `targets` the allowed upgrades of package `id`. */
    async setUpgrades(tx: Tx, id: string, targets: readonly string[]): Promise<void> {
      await tx.delete(packageUpgrades).where(eq(packageUpgrades.packageId, id));
      const unique = [...new Set(targets)];
      if (unique.length) await tx.insert(packageUpgrades).values(unique.map((targetId) => ({ packageId: id, targetId })));
    },
  };
}

export type PackageContext = ReturnType<typeof packageContext>;
