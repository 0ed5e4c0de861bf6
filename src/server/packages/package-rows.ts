/** Between package rows and the Package DTO (issue 13 §2): limits as one object, upgrades by name. */
import { asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Package, PackageLimits } from '~/lib/packages/model';
import type { UpdatePackageInput } from '~/lib/packages/schemas';
import type { Reader } from '~/server/db/client';
import { qualified, type RowCounter } from '~/server/db/row-counter';
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

/**
 * A package's allowed upgrades (target ids by the target's name, as upgradesOf orders them) as a
 * column of a query over packages: a list reads them with its page (issue 28 §1).
 */
export const upgradesColumn: SQL<string[]> = sql<string[]>`array(select pu.target_id::text from ${packageUpgrades} pu join ${packages} target on target.id = pu.target_id where pu.package_id = ${qualified(packages.id)} order by target.name)`;

/** What a package DTO adds to its row, by package id. */
export interface PackageExtras {
  upgrades: Map<string, string[]>;
  subscribers: Map<string, number>;
}

async function readExtras(reader: Reader, ids: readonly string[], subscribers: RowCounter): Promise<PackageExtras> {
  const [upgrades, subs] = await Promise.all([upgradesOf(reader, ids), subscribers.byIds(ids, reader)]);
  return { upgrades, subscribers: subs };
}

/**
 * The DTOs of `rows`, with their upgrades and `subscribers`' counts: `read` when the rows' query
 * brought them (a list's page), else read now through `reader`.
 */
export async function packageDtos(reader: Reader, rows: PackageRow[], subscribers: RowCounter, read?: PackageExtras): Promise<Package[]> {
  const ids = rows.map((r) => r.id);
  const { upgrades, subscribers: subs } = read ?? (await readExtras(reader, ids, subscribers));
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
