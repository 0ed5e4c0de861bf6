/** Editing a business category (issue 13 §1); hiding one is `{status: 'hidden'}`. */
import { eq } from 'drizzle-orm';
import type { BusinessCategory } from '~/lib/business-categories/model';
import type { UpdateCategoryInput } from '~/lib/business-categories/schemas';
import { diffChanges, recordAudit, type AuditContext } from '~/server/audit/record';
import { CATEGORY_AUDITED, CATEGORY_UNIQUE, type CategoryContext } from '~/server/business-categories/category-context';
import { businessCategories } from '~/server/business-categories/schema';

/**
 * Changes the given fields, audited as `category.update` with the fields that changed (no entry when none did).
 * @throws HttpError 404; 409 at `name` or `slug` when another category holds it
 */
export async function updateCategory(ctx: CategoryContext, id: string, input: UpdateCategoryInput, audit: AuditContext): Promise<BusinessCategory> {
  const before = await ctx.findRow(id);
  await CATEGORY_UNIQUE.assertFree(ctx.db, { name: input.name, slug: input.slug }, id);
  const after = await ctx
    .writing(
      ctx.db.transaction(async (tx) => {
        const [updated] = await tx
          .update(businessCategories)
          .set({ ...input, updatedAt: new Date() })
          .where(eq(businessCategories.id, id))
          .returning();
        const changes = diffChanges(before, updated, CATEGORY_AUDITED);
        if (Object.keys(changes).length) {
          await recordAudit(tx, audit, { action: 'category.update', entityType: 'business_category', entityId: id, entityLabel: updated!.name, changes });
        }
        return updated!;
      }),
    )
    .catch(CATEGORY_UNIQUE.rethrowTaken);
  return ctx.dto(after);
}
