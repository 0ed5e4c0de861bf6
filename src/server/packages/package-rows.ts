/** Between package rows and the Package DTO (issue 13 §2): limits as one object, upgrades by name. */
import { asc, eq, inArray } from 'drizzle-orm';
import type { Package, PackageLimits } from '~/lib/packages/model';
import type { UpdatePackageInput } from '~/lib/packages/schemas';
import type { Reader } from '~/server/db/client';
import { packages, packageUpgrades } from '~/server/packages/schema';

export type PackageRow = typeof packages.$inferSelect;

function limitsOf(row: PackageRow): PackageLimits {
  return {
    users: row.limitUsers,
    storageGb: row.limitStorageGb,
    transferGb: row.limitTransferGb,
    customDomains: row.limitCustomDomains,
    emailAccounts: row.limitEmailAccounts,
  };
}

function limitColumns(limits: Partial<PackageLimits>) {
  return {
    limitUsers: limits.users ?? null,
    limitStorageGb: limits.storageGb ?? null,
    limitTransferGb: limits.transferGb ?? null,
    limitCustomDomains: limits.customDomains ?? null,
    limitEmailAccounts: limits.emailAccounts ?? null,
  };
}

/** Row values from a validated body, leaving out what the body leaves out. */
export function packageColumns(input: UpdatePackageInput) {
  const { limits, allowedUpgradeIds: _upgrades, ...rest } = input;
  return { ...rest, ...(limits ? limitColumns(limits as Partial<PackageLimits>) : {}) };
}

/** The allowed upgrades of each of `ids`, by the target's name. */
async function upgradesOf(reader: Reader, ids: readonly string[]): Promise<Map<string, string[]>> {
  const map = new Map<string, string[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return map;
  const rows = await reader
    .select({ from: packageUpgrades.packageId, to: packageUpgrades.targetId })
    .from(packageUpgrades)
    .innerJoin(packages, eq(packages.id, packageUpgrades.targetId))
    .where(inArray(packageUpgrades.packageId, [...ids]))
    .orderBy(asc(packages.name));
  for (const r of rows) map.get(r.from)?.push(r.to);
  return map;
}

/** The DTOs of `rows`, with their upgrades and `subscribers`' counts, read through `reader`. */
export async function packageDtos(
  reader: Reader,
  rows: PackageRow[],
  subscribers: (ids: readonly string[], reader: Reader) => Promise<Map<string, number>>,
): Promise<Package[]> {
  const ids = rows.map((r) => r.id);
  const [upgrades, subs] = await Promise.all([upgradesOf(reader, ids), subscribers(ids, reader)]);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    code: row.code,
    categoryId: row.categoryId,
    description: row.description,
    monthlyPrice: row.monthlyPrice,
    yearlyPrice: row.yearlyPrice,
    setupFee: row.setupFee,
    currency: row.currency,
    trialDays: row.trialDays,
    limits: limitsOf(row),
    features: row.features,
    status: row.status,
    resellerVisible: row.resellerVisible,
    allowedUpgradeIds: upgrades.get(row.id) ?? [],
    subscriberCount: subs.get(row.id) ?? 0,
  }));
}
