/** Deleting a business category (issue 13 §1): never one in use, which is hidden instead. */
import { eq } from 'drizzle-orm';
import type { BusinessCategory, CategoryCounts } from '~/lib/business-categories/model';
import { diffChanges, recordAudit, type AuditContext } from '~/server/audit/record';
import { CATEGORY_AUDITED, type CategoryContext } from '~/server/business-categories/category-context';
import { businessCategories } from '~/server/business-categories/schema';
import { conflict } from '~/server/http/errors';

/** 'packages: 3, leads: 1' → '3 packages and 1 lead'. */
export function describeUse(counts: CategoryCounts): string {
  const parts = Object.entries(counts)
    .filter(([, n]) => n > 0)
    .map(([key, n]) => `${n} ${n === 1 ? key.replace(/s$/, '') : key}`);
  return parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/**
 * Deletes a category nothing uses, audited as `category.delete`.
 * @throws HttpError 404; 409 naming what uses the category (hide it instead)
 */
export async function removeCategory(ctx: CategoryContext, id: string, audit: AuditContext): Promise<BusinessCategory> {
  const row = await ctx.findRow(id);
  const category = await ctx.dto(row);
  const use = describeUse(category.counts);
  if (use) throw conflict(`The business category ${row.name} is used by ${use}. Hide it instead.`);
  await ctx.writing(
    ctx.db.transaction(async (tx) => {
      await tx.delete(businessCategories).where(eq(businessCategories.id, id));
      await recordAudit(tx, audit, {
        action: 'category.delete',
        entityType: 'business_category',
        entityId: id,
        entityLabel: row.name,
        changes: diffChanges(row, null, CATEGORY_AUDITED),
      });
    }),
  );
  return category;
}
