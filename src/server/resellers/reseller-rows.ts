/** Between reseller rows and the Reseller DTO (issue 13 §3): commission in percent, packages by name. */
import { asc, eq, inArray } from 'drizzle-orm';
import { toBasisPoints, toPercent, type Reseller } from '~/lib/resellers/model';
import type { UpdateResellerInput } from '~/lib/resellers/schemas';
import type { Reader } from '~/server/db/client';
import { packages } from '~/server/packages/schema';
import { resellerPackages, resellers } from '~/server/resellers/schema';

export type ResellerRow = typeof resellers.$inferSelect;

/**
 * How many customers each reseller has (the customers service counts them; none by default), read
 * through `reader` so that a count inside a write's transaction sees it (and does not wait on it).
 */
export type CustomerCounter = (ids: readonly string[], reader: Reader) => Promise<Map<string, number>>;

/** Row values from a validated body, leaving out what the body leaves out. */
export function resellerColumns(input: UpdateResellerInput) {
  const { commissionRate, packageIds: _packages, ...rest } = input;
  return { ...rest, ...(commissionRate !== undefined ? { commissionBasisPoints: toBasisPoints(commissionRate) } : {}) };
}

/** The packages of each of `ids`, by package name. */
async function packagesOf(reader: Reader, ids: readonly string[]): Promise<Map<string, string[]>> {
  const map = new Map<string, string[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return map;
  const rows = await reader
    .select({ reseller: resellerPackages.resellerId, pkg: resellerPackages.packageId })
    .from(resellerPackages)
    .innerJoin(packages, eq(packages.id, resellerPackages.packageId))
    .where(inArray(resellerPackages.resellerId, [...ids]))
    .orderBy(asc(packages.name));
  for (const r of rows) map.get(r.reseller)?.push(r.pkg);
  return map;
}

/** The DTOs of `rows`, with their packages and `customers`' counts, read through `reader`. */
export async function resellerDtos(reader: Reader, rows: ResellerRow[], customers: CustomerCounter): Promise<Reseller[]> {
  const ids = rows.map((r) => r.id);
  const [pkgs, counts] = await Promise.all([packagesOf(reader, ids), customers(ids, reader)]);
  return rows.map((row) => ({
    id: row.id,
    companyName: row.companyName,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    categoryId: row.categoryId,
    city: row.city,
    country: row.country,
    address: row.address,
    commissionRate: toPercent(row.commissionBasisPoints),
    packageIds: pkgs.get(row.id) ?? [],
    status: row.status,
    source: row.source,
    notes: row.notes,
    customerCount: counts.get(row.id) ?? 0,
    decisionReason: row.decisionReason,
  }));
}
