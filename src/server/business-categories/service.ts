/**
 * Business categories (issue 13 §1): list, read, create, update, hide (PATCH status) and delete.
 * A category in use is never deleted: the 409 names what uses it. Every write is audited in its own
 * transaction. Rows never leave this module: it returns DTOs.
 */
import { and, asc, count, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import type { BusinessCategory, CategoryCounts, CategoryOption } from '~/lib/business-categories/model';
import type { CategoryListQuery, CreateCategoryInput, UpdateCategoryInput } from '~/lib/business-categories/schemas';
import { slugify } from '~/lib/business-categories/slug';
import { diffChanges, recordAudit, type AuditContext } from '~/server/audit/record';
import { CATEGORY_COUNTERS, type CategoryCounter } from '~/server/business-categories/counters';
import { businessCategories } from '~/server/business-categories/schema';
import type { Database } from '~/server/db/client';
import { isUniqueViolation } from '~/server/db/errors';
import { badRequest, conflict, notFound } from '~/server/http/errors';
import { likePattern } from '~/server/db/like';

type Row = typeof businessCategories.$inferSelect;

export const CATEGORY_MESSAGES = {
  notFound: 'Business category not found',
  nameTaken: 'A business category with this name already exists.',
  slugTaken: 'A business category with this slug already exists.',
  slugEmpty: 'Slug may contain only lower-case letters, digits and single hyphens',
} as const;

/** The fields the audit log compares. */
const AUDITED = ['name', 'slug', 'description', 'sortOrder', 'status'] as const;

/** 'packages: 3, leads: 1' → '3 packages and 1 lead'. */
export function describeUse(counts: CategoryCounts): string {
  const parts = Object.entries(counts)
    .filter(([, n]) => n > 0)
    .map(([key, n]) => `${n} ${n === 1 ? key.replace(/s$/, '') : key}`);
  return parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

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

/** Builds the business categories service. */
export function businessCategoryService({ db, counters = CATEGORY_COUNTERS }: CategoryDeps) {
  let cachedOptions: { rows: Promise<CategoryOption[]>; until: number } | undefined;
  /** Runs a write, then forgets the cached options whatever its outcome. */
  const writing = <T>(write: Promise<T>): Promise<T> => write.finally(() => (cachedOptions = undefined));

  async function countsOf(ids: readonly string[]): Promise<Map<string, CategoryCounts>> {
    const all = await Promise.all(counters.map(async (c) => [c.key, await c.count(db, ids)] as const));
    return new Map(ids.map((id) => [id, Object.fromEntries(all.map(([key, byId]) => [key, byId.get(id) ?? 0]))]));
  }

  function toDto(row: Row, counts: CategoryCounts): BusinessCategory {
    return { id: row.id, name: row.name, slug: row.slug, description: row.description, sortOrder: row.sortOrder, status: row.status, counts };
  }

  async function findRow(id: string): Promise<Row> {
    const [row] = await db.select().from(businessCategories).where(eq(businessCategories.id, id));
    if (!row) throw notFound(CATEGORY_MESSAGES.notFound);
    return row;
  }

  async function dto(row: Row): Promise<BusinessCategory> {
    return toDto(row, (await countsOf([row.id])).get(row.id) ?? {});
  }

  /** The 409 of a name or slug another category holds (case-insensitive name). */
  async function assertFree(name: string | undefined, slug: string | undefined, exceptId?: string): Promise<void> {
    const others = exceptId ? ne(businessCategories.id, exceptId) : undefined;
    if (name !== undefined) {
      const [hit] = await db.select({ id: businessCategories.id }).from(businessCategories).where(and(sql`lower(${businessCategories.name}) = lower(${name})`, others));
      if (hit) throw conflict(CATEGORY_MESSAGES.nameTaken);
    }
    if (slug !== undefined) {
      const [hit] = await db.select({ id: businessCategories.id }).from(businessCategories).where(and(eq(businessCategories.slug, slug), others));
      if (hit) throw conflict(CATEGORY_MESSAGES.slugTaken);
    }
  }

  /** A race lost between assertFree and the write still answers 409, not 500. */
  const uniqueAsConflict = (error: unknown): never => {
    if (isUniqueViolation(error)) throw conflict(`${CATEGORY_MESSAGES.nameTaken.slice(0, -1)} or slug.`);
    throw error;
  };

  return {
    /** One page in sort order then name, with each category's counts; `meta.total` is exact. */
    async list(query: CategoryListQuery) {
      const where: SQL[] = [];
      if (query.q) {
        const pattern = likePattern(query.q);
        where.push(or(ilike(businessCategories.name, pattern), ilike(businessCategories.slug, pattern))!);
      }
      if (query.status) where.push(eq(businessCategories.status, query.status));
      const filter = where.length ? and(...where) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(businessCategories)
          .where(filter)
          .orderBy(asc(businessCategories.sortOrder), asc(businessCategories.name))
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        db.select({ n: count() }).from(businessCategories).where(filter),
      ]);
      const counts = await countsOf(rows.map((r) => r.id));
      return {
        data: rows.map((r) => toDto(r, counts.get(r.id) ?? {})),
        meta: { page: query.page, pageSize: query.pageSize, total: total?.n ?? 0 },
      };
    },

    /** Every category, short, in sort order: for selects (forms) and filters. */
    options(): Promise<CategoryOption[]> {
      if (cachedOptions && cachedOptions.until > Date.now()) return cachedOptions.rows;
      const rows = db
        .select({ id: businessCategories.id, name: businessCategories.name, status: businessCategories.status })
        .from(businessCategories)
        .orderBy(asc(businessCategories.sortOrder), asc(businessCategories.name))
        .then((found): CategoryOption[] => found);
      const entry = { rows, until: Date.now() + OPTIONS_TTL_MS };
      cachedOptions = entry;
      // A failed read is not kept.
      rows.catch(() => {
        if (cachedOptions === entry) cachedOptions = undefined;
      });
      return rows;
    },

    /** @throws HttpError 404 */
    async get(id: string): Promise<BusinessCategory> {
      return dto(await findRow(id));
    },

    /** True when `id` names a category (for the services that point at one). */
    async exists(id: string): Promise<boolean> {
      const [row] = await db.select({ id: businessCategories.id }).from(businessCategories).where(eq(businessCategories.id, id));
      return Boolean(row);
    },

    /** @throws HttpError 409 when the name (any case) or slug is taken, 400 when no slug can be derived */
    async create(input: CreateCategoryInput, ctx: AuditContext): Promise<BusinessCategory> {
      const slug = input.slug ?? slugify(input.name);
      if (!slug) throw badRequest(CATEGORY_MESSAGES.slugEmpty, { slug: CATEGORY_MESSAGES.slugEmpty });
      await assertFree(input.name, slug);
      const row = await writing(
        db.transaction(async (tx) => {
          const [created] = await tx.insert(businessCategories).values({ ...input, slug }).returning();
          await recordAudit(tx, ctx, {
            action: 'category.create',
            entityType: 'business_category',
            entityId: created!.id,
            entityLabel: created!.name,
            changes: diffChanges(null, created, AUDITED),
          });
          return created!;
        }),
      ).catch(uniqueAsConflict);
      return toDto(row, Object.fromEntries(counters.map((c) => [c.key, 0])));
    },

    /** Changes the given fields; `{status: 'hidden'}` hides. @throws HttpError 404, 409 */
    async update(id: string, input: UpdateCategoryInput, ctx: AuditContext): Promise<BusinessCategory> {
      const before = await findRow(id);
      await assertFree(input.name, input.slug, id);
      const after = await writing(
        db.transaction(async (tx) => {
          const [updated] = await tx
            .update(businessCategories)
            .set({ ...input, updatedAt: new Date() })
            .where(eq(businessCategories.id, id))
            .returning();
          const changes = diffChanges(before, updated, AUDITED);
          if (Object.keys(changes).length) {
            await recordAudit(tx, ctx, { action: 'category.update', entityType: 'business_category', entityId: id, entityLabel: updated!.name, changes });
          }
          return updated!;
        }),
      ).catch(uniqueAsConflict);
      return dto(after);
    },

    /** @throws HttpError 404; 409 naming what uses the category (hide it instead) */
    async remove(id: string, ctx: AuditContext): Promise<BusinessCategory> {
      const row = await findRow(id);
      const category = await dto(row);
      const use = describeUse(category.counts);
      if (use) throw conflict(`The business category ${row.name} is used by ${use}. Hide it instead.`);
      await writing(
        db.transaction(async (tx) => {
          await tx.delete(businessCategories).where(eq(businessCategories.id, id));
          await recordAudit(tx, ctx, {
            action: 'category.delete',
            entityType: 'business_category',
            entityId: id,
            entityLabel: row.name,
            changes: diffChanges(row, null, AUDITED),
          });
        }),
      );
      return category;
    },
  };
}

export type BusinessCategoryService = ReturnType<typeof businessCategoryService>;
