/**
 * Demo business categories (issue 13 §4): eight markets, one of them hidden; a few demo leads are
 * put in categories afterwards (`assignDemoLeadCategories`) so that some categories are in use.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import { slugify } from '~/lib/business-categories/slug';
import { businessCategories } from '~/server/business-categories/schema';
import type { Database } from '~/server/db/client';
import { leads } from '~/server/leads/schema';

export const DEMO_CATEGORIES = [
  ['Retail & E-commerce', 'Online shops and retail chains.'],
  ['Healthcare', 'Clinics, pharmacies and practitioners.'],
  ['Education', 'Schools, tutors and online courses.'],
  ['Hospitality', 'Hotels, restaurants and travel.'],
  ['Professional Services', 'Accountants, lawyers and consultants.'],
  ['Manufacturing', 'Factories and industrial suppliers.'],
  ['Non-profit', 'Charities and community groups.'],
  ['Agencies', 'Web and marketing agencies reselling hosting.'],
] as const;

/** Inserts the demo categories; returns their ids by name. */
export async function seedDemoCategories(db: Database): Promise<Map<string, string>> {
  const rows = await db
    .insert(businessCategories)
    .values(
      DEMO_CATEGORIES.map(([name, description], i) => ({
        name,
        slug: slugify(name),
        description,
        sortOrder: (i + 1) * 10,
        // One hidden category: kept on old records, not offered for new ones.
        status: name === 'Non-profit' ? ('hidden' as const) : ('active' as const),
      })),
    )
    .returning({ id: businessCategories.id, name: businessCategories.name });
  return new Map(rows.map((r) => [r.name, r.id]));
}

/** Puts every third demo lead in a category (round robin over the active ones). */
export async function assignDemoLeadCategories(db: Database): Promise<void> {
  const categories = await db
    .select({ id: businessCategories.id })
    .from(businessCategories)
    .where(eq(businessCategories.status, 'active'))
    .orderBy(asc(businessCategories.sortOrder));
  const all = await db.select({ id: leads.id }).from(leads).orderBy(asc(leads.createdAt), asc(leads.id));
  for (const [i, category] of categories.slice(0, 4).entries()) {
    const ids = all.filter((_, n) => n % 3 === 0 && (n / 3) % 4 === i).map((l) => l.id);
    if (ids.length) await db.update(leads).set({ categoryId: category.id }).where(inArray(leads.id, ids));
  }
}
