/** Between reseller rows and the Reseller DTO (issue 13 §3): commission in percent, packages by name. */
import { asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { toBasisPoints, toPercent, type Reseller } from '~/lib/resellers/model';
import type { UpdateResellerInput } from '~/lib/resellers/schemas';
import type { Reader } from '~/server/db/client';
import { qualified, type RowCounter } from '~/server/db/row-counter';
import { packages } from '~/server/packages/schema';
import { resellerPackages, resellers } from '~/server/resellers/schema';

export type ResellerRow = typeof resellers.$inferSelect;

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

/**
 * A reseller's packages (package ids by package name, as packagesOf orders them) as a column of a
 * query over resellers: a list reads them with its page (issue 28 §1).
 */
export const packagesColumn: SQL<string[]> = sql<string[]>`array(select rp.package_id::text from ${resellerPackages} rp join ${packages} p on p.id = rp.package_id where rp.reseller_id = ${qualified(resellers.id)} order by p.name)`;

/** What a reseller DTO adds to its row, by reseller id. */
export interface ResellerExtras {
  packages: Map<string, string[]>;
  customers: Map<string, number>;
}

async function readExtras(reader: Reader, ids: readonly string[], customers: RowCounter): Promise<ResellerExtras> {
  const [pkgs, counts] = await Promise.all([packagesOf(reader, ids), customers.byIds(ids, reader)]);
  return { packages: pkgs, customers: counts };
}

/**
 * The DTOs of `rows`, with their packages and `customers`' counts: `read` when the rows' query
 * brought them (a list's page), else read now through `reader`.
 */
export async function resellerDtos(reader: Reader, rows: ResellerRow[], customers: RowCounter, read?: ResellerExtras): Promise<Reseller[]> {
  const ids = rows.map((r) => r.id);
  const { packages: pkgs, customers: counts } = read ?? (await readExtras(reader, ids, customers));
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
