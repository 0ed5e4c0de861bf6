/**
 * What every reseller use case shares (issue 13 §3): the service's dependencies, its messages, the
 * unique email, the checks of a body's references, and the reads that turn rows into DTOs
 * (reseller-rows.ts). Rows never leave this folder: the use cases return DTOs.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import type { UpdateResellerInput } from '~/lib/resellers/schemas';
import { businessCategories } from '~/server/business-categories/schema';
import type { Database, Reader, Tx } from '~/server/db/client';
import { findOr404 } from '~/server/db/find';
import { uniqueFields } from '~/server/db/unique';
import { badRequest } from '~/server/http/errors';
import type { Mailer } from '~/server/mail/mailer';
import { packages } from '~/server/packages/schema';
import { NO_ROWS, type RowCounter } from '~/server/db/row-counter';
import { resellerDtos, type ResellerExtras, type ResellerRow } from '~/server/resellers/reseller-rows';
import { resellerPackages, resellers } from '~/server/resellers/schema';

export const RESELLER_MESSAGES = {
  notFound: 'Reseller not found',
  emailTaken: 'A reseller with this email already exists.',
  categoryNotFound: 'Business category not found',
  packageUnknown: 'Packages must be existing packages',
} as const;

/** The fields the audit log compares (the DTO's, less the computed customer count). */
export const RESELLER_AUDITED = [
  'companyName', 'firstName', 'lastName', 'email', 'phone', 'categoryId', 'city', 'country', 'address',
  'commissionRate', 'packageIds', 'status', 'source', 'notes', 'decisionReason',
] as const;

/** An email (any case) belongs to one reseller; a 409 names the field. */
export const RESELLER_UNIQUE = uniqueFields(resellers, resellers.id, {
  email: { index: 'resellers_email_lower_idx', message: RESELLER_MESSAGES.emailTaken, holds: (v) => sql`lower(${resellers.email}) = lower(${v})` },
});

export interface ResellerDeps {
  db: Database;
  mailer: Mailer;
  /** How many customers each reseller has: the customers service counts them (none by default). */
  customers?: RowCounter;
}

/** Builds what the use cases share. */
export function resellerContext({ db, mailer, customers = NO_ROWS }: ResellerDeps) {
  return {
    db,
    mailer,
    customers,
    toDtos: (reader: Reader, rows: ResellerRow[], read?: ResellerExtras) => resellerDtos(reader, rows, customers, read),
    /** The DTO of reseller `id`, read through `reader`. @throws HttpError 404 */
    async one(reader: Reader, id: string) {
      const row = await findOr404(reader.select().from(resellers).where(eq(resellers.id, id)), RESELLER_MESSAGES.notFound);
      return (await resellerDtos(reader, [row], customers))[0]!;
    },

    /** Refuses an email (any case) another reseller holds (409 at `email`), an unknown category or package (400 at the field). */
    async check(input: UpdateResellerInput, selfId?: string): Promise<void> {
      await RESELLER_UNIQUE.assertFree(db, { email: input.email }, selfId);
      if (input.categoryId) {
        const [hit] = await db.select({ id: businessCategories.id }).from(businessCategories).where(eq(businessCategories.id, input.categoryId));
        if (!hit) throw badRequest(RESELLER_MESSAGES.categoryNotFound, { categoryId: RESELLER_MESSAGES.categoryNotFound });
      }
      const wanted = [...new Set(input.packageIds ?? [])];
      if (wanted.length) {
        const found = await db.select({ id: packages.id }).from(packages).where(inArray(packages.id, wanted));
        if (found.length !== wanted.length) throw badRequest(RESELLER_MESSAGES.packageUnknown, { packageIds: RESELLER_MESSAGES.packageUnknown });
      }
    },

    /** Makes `ids` the packages of reseller `id`. */
    async setPackages(tx: Tx, id: string, ids: readonly string[]): Promise<void> {
      await tx.delete(resellerPackages).where(eq(resellerPackages.resellerId, id));
      const unique = [...new Set(ids)];
      if (unique.length) await tx.insert(resellerPackages).values(unique.map((packageId) => ({ resellerId: id, packageId })));
    },
  };
}

export type ResellerContext = ReturnType<typeof resellerContext>;
