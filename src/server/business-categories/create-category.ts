/** Adding a business category (issue 13 §1). */
import type { BusinessCategory } from '~/lib/business-categories/model';
import type { CreateCategoryInput } from '~/lib/business-categories/schemas';
import { slugify } from '~/lib/business-categories/slug';
import { diffChanges, recordAudit, type AuditContext } from '~/server/audit/record';
import { CATEGORY_AUDITED, CATEGORY_MESSAGES, CATEGORY_UNIQUE, type CategoryContext } from '~/server/business-categories/category-context';
import { businessCategories } from '~/server/business-categories/schema';
import { badRequest } from '~/server/http/errors';

/**
 * Adds a category, its slug derived from the name unless given, with its `category.create` audit entry.
 * @throws HttpError 409 at `name` or `slug` when another category holds it (the name in any case);
 *   400 when no slug can be derived from the name
 */
export async function createCategory(ctx: CategoryContext, input: CreateCategoryInput, audit: AuditContext): Promise<BusinessCategory> {
  const slug = input.slug ?? slugify(input.name);
  if (!slug) throw badRequest(CATEGORY_MESSAGES.slugEmpty, { slug: CATEGORY_MESSAGES.slugEmpty });
  await CATEGORY_UNIQUE.assertFree(ctx.db, { name: input.name, slug });
  const row = await ctx
    .writing(
      ctx.db.transaction(async (tx) => {
        const [created] = await tx.insert(businessCategories).values({ ...input, slug }).returning();
        await recordAudit(tx, audit, {
          action: 'category.create',
          entityType: 'business_category',
          entityId: created!.id,
          entityLabel: created!.name,
          changes: diffChanges(null, created, CATEGORY_AUDITED),
        });
        return created!;
      }),
    )
    .catch(CATEGORY_UNIQUE.rethrowTaken);
  return ctx.toDto(row, Object.fromEntries(ctx.counters.map((c) => [c.key, 0])));
}
