/**
 * What every business category use case shares (issue 13 §1): the service's dependencies, its
 * messages, the unique name and slug, the cached options and the reads that turn rows into DTOs.
 * Rows never leave this folder: the use cases return DTOs.
 */
import { eq, sql } from 'drizzle-orm';
import type { BusinessCategory, CategoryCounts, CategoryOption } from '~/lib/business-categories/model';
import { CATEGORY_COUNTERS, type CategoryCounter } from '~/server/business-categories/counters';
import { businessCategories } from '~/server/business-categories/schema';
import type { Database } from '~/server/db/client';
import { findOr404 } from '~/server/db/find';
import { uniqueFields } from '~/server/db/unique';

export type CategoryRow = typeof businessCategories.$inferSelect;

export const CATEGORY_MESSAGES = {
  notFound: 'Business category not found',
  nameTaken: 'A business category with this name already exists.',
  slugTaken: 'A business category with this slug already exists.',
  slugEmpty: 'Slug may contain only lower-case letters, digits and single hyphens',
} as const;

/** The fields the audit log compares. */
export const CATEGORY_AUDITED = ['name', 'slug', 'description', 'sortOrder', 'status'] as const;

/** A name (any case) and a slug belong to one category; a 409 names the field. */
export const CATEGORY_UNIQUE = uniqueFields(businessCategories, businessCategories.id, {
  name: { index: 'business_categories_name_lower_idx', message: CATEGORY_MESSAGES.nameTaken, holds: (v) => sql`lower(${businessCategories.name}) = lower(${v})` },
  slug: { index: 'business_categories_slug_idx', message: CATEGORY_MESSAGES.slugTaken, holds: (v) => eq(businessCategories.slug, v) },
});

export interface CategoryDeps {
  db: Database;
  /** What may use a category; CATEGORY_COUNTERS by default. */
  counters?: readonly CategoryCounter[];
}

/**
 * How long a process reuses the category options (issue 9 §4: the all-leads filter reads them on every
 * view). This process's own writes drop them at once; the TTL bounds a change made by another process.
 */
export const OPTIONS_TTL_MS = 5_000;

/** Builds what the use cases share; one per service, as it holds the options cache. */
export function categoryContext({ db, counters = CATEGORY_COUNTERS }: CategoryDeps) {
  const cache: { options?: { rows: Promise<CategoryOption[]>; until: number } } = {};

  async function countsOf(ids: readonly string[]): Promise<Map<string, CategoryCounts>> {
    const all = await Promise.all(counters.map(async (c) => [c.key, await c.byIds(ids, db)] as const));
    return new Map(ids.map((id) => [id, Object.fromEntries(all.map(([key, byId]) => [key, byId.get(id) ?? 0]))]));
  }

  function toDto(row: CategoryRow, counts: CategoryCounts): BusinessCategory {
    return { id: row.id, name: row.name, slug: row.slug, description: row.description, sortOrder: row.sortOrder, status: row.status, counts };
  }

  return {
    db,
    counters,
    cache,
    countsOf,
    toDto,
    /** @throws HttpError 404 'Business category not found' */
    findRow: (id: string) => findOr404(db.select().from(businessCategories).where(eq(businessCategories.id, id)), CATEGORY_MESSAGES.notFound),
    /** The DTO of `row`, with its counts. */
    dto: async (row: CategoryRow) => toDto(row, (await countsOf([row.id])).get(row.id) ?? {}),
    /** Runs a write, then forgets the cached options whatever its outcome. */
    writing: <T>(write: Promise<T>): Promise<T> => write.finally(() => delete cache.options),
  };
}

export type CategoryContext = ReturnType<typeof categoryContext>;
