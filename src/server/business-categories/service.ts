/**
 * Business categories (issue 13 §1): a thin factory over the use cases, each in its own file: list,
 * options, read, create, update, hide (PATCH status) and delete. A category in use is never
 * deleted: the 409 names what uses it. Every write is audited in its own transaction; a name or
 * slug another category holds is a 409 at that field. Returns DTOs only.
 */
import type { CategoryListQuery, CreateCategoryInput, UpdateCategoryInput } from '~/lib/business-categories/schemas';
import type { AuditContext } from '~/server/audit/record';
import { categoryContext, type CategoryDeps } from '~/server/business-categories/category-context';
import { createCategory } from '~/server/business-categories/create-category';
import { categoryExists, categoryOptions, listCategories } from '~/server/business-categories/list-categories';
import { removeCategory } from '~/server/business-categories/remove-category';
import { updateCategory } from '~/server/business-categories/update-category';

/** Builds the business categories service; each method is documented on its use case. */
export function businessCategoryService(deps: CategoryDeps) {
  const ctx = categoryContext(deps);
  return {
    list: (query: CategoryListQuery) => listCategories(ctx, query),
    options: () => categoryOptions(ctx),
    /** @throws HttpError 404 */
    get: async (id: string) => ctx.dto(await ctx.findRow(id)),
    exists: (id: string) => categoryExists(ctx, id),
    create: (input: CreateCategoryInput, audit: AuditContext) => createCategory(ctx, input, audit),
    update: (id: string, input: UpdateCategoryInput, audit: AuditContext) => updateCategory(ctx, id, input, audit),
    remove: (id: string, audit: AuditContext) => removeCategory(ctx, id, audit),
  };
}

export type BusinessCategoryService = ReturnType<typeof businessCategoryService>;
