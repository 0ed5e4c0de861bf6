/** Duplicating a package (issue 13 §2): a draft to edit, never clashing with the original. */
import { eq, sql, type SQL } from 'drizzle-orm';
import { CODE_MAX, type Package } from '~/lib/packages/model';
import type { AuditContext } from '~/server/audit/record';
import type { Reader } from '~/server/db/client';
import { insertPackage } from '~/server/packages/create-package';
import type { PackageContext } from '~/server/packages/package-context';
import { packages } from '~/server/packages/schema';

/** The first free value of `candidate(n)` for n = 1, 2, … that no package holds (`taken`). */
async function firstFree(reader: Reader, candidate: (n: number) => string, taken: (value: string) => SQL): Promise<string> {
  for (let n = 1; ; n++) {
    const value = candidate(n);
    const [hit] = await reader.select({ id: packages.id }).from(packages).where(taken(value));
    if (!hit) return value;
  }
}

/**
 * A draft copy named 'Copy of {name}' (then '(2)', …) with a new code ({CODE}-COPY, -COPY-2, …) and
 * the same category, prices, limits, features, visibility and allowed upgrades, audited as
 * `package.duplicate` with the original's id. @throws HttpError 404
 */
export async function duplicatePackage(ctx: PackageContext, id: string, audit: AuditContext): Promise<Package> {
  const source = await ctx.one(ctx.db, id);
  const name = await firstFree(
    ctx.db,
    (n) => (n === 1 ? `Copy of ${source.name}` : `Copy of ${source.name} (${n})`).slice(0, 120),
    (value) => sql`lower(${packages.name}) = lower(${value})`,
  );
  const code = await firstFree(
    ctx.db,
    (n) => {
      const suffix = n === 1 ? '-COPY' : `-COPY-${n}`;
      return `${source.code.slice(0, CODE_MAX - suffix.length).replace(/-+$/, '')}${suffix}`;
    },
    (value) => eq(packages.code, value),
  );
  const { id: _id, subscriberCount: _subs, currency: _currency, ...copy } = source;
  return insertPackage(ctx, { ...copy, name, code, status: 'draft' }, audit, 'package.duplicate', { duplicatedFrom: [null, source.id] });
}
