/**
 * Hosting packages (issue 13 §2): a thin factory over the use cases, each in its own file: list,
 * options, read, create, update (archive is PATCH status), delete and duplicate, with the allowed
 * upgrades between packages. Prices are integer minor units. Every write is audited in its
 * transaction; a refused request changes nothing; a name or code another package holds is a 409 at
 * that field. Returns DTOs only.
 */
import type { CreatePackageInput, PackageListQuery, UpdatePackageInput } from '~/lib/packages/schemas';
import type { AuditContext } from '~/server/audit/record';
import { createPackage } from '~/server/packages/create-package';
import { duplicatePackage } from '~/server/packages/duplicate-package';
import { listPackages, packageOptions } from '~/server/packages/list-packages';
import { packageContext, type PackageDeps } from '~/server/packages/package-context';
import { removePackage } from '~/server/packages/remove-package';
import { updatePackage } from '~/server/packages/update-package';

/** Builds the packages service; each method is documented on its use case. */
export function packageService(deps: PackageDeps) {
  const ctx = packageContext(deps);
  return {
    list: (query: PackageListQuery) => listPackages(ctx, query),
    options: () => packageOptions(ctx),
    /** @throws HttpError 404 */
    get: (id: string) => ctx.one(ctx.db, id),
    create: (input: CreatePackageInput, audit: AuditContext) => createPackage(ctx, input, audit),
    update: (id: string, input: UpdatePackageInput, audit: AuditContext) => updatePackage(ctx, id, input, audit),
    remove: (id: string, audit: AuditContext) => removePackage(ctx, id, audit),
    duplicate: (id: string, audit: AuditContext) => duplicatePackage(ctx, id, audit),
  };
}

export type PackageService = ReturnType<typeof packageService>;
