/**
 * The per-customer site secret (issue 14 §3): the customer's own site sends it as
 * `Authorization: Bearer <secret>` to consume impersonation tokens and to file upgrade requests.
 * Only its SHA-256 is kept; creating a new one replaces (rotates) the old at once.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '~/server/db/client';
import { hashToken, newToken } from '~/server/auth/tokens';
import { customers } from '~/server/customers/schema';

/** A customer as its site secret identifies it. */
export interface SiteCustomer {
  id: string;
  subdomain: string;
  businessName: string;
}

/**
 * Creates or rotates `customerId`'s site secret inside the caller's transaction (audit it there).
 * @returns the secret, shown once; null when the customer does not exist
 */
export async function rotateSiteSecret(db: Pick<Database, 'update'>, customerId: string): Promise<string | null> {
  const secret = `oss_${newToken()}`;
  const updated = await db
    .update(customers)
    .set({ siteSecretHash: hashToken(secret), updatedAt: new Date() })
    .where(eq(customers.id, customerId))
    .returning({ id: customers.id });
  return updated.length > 0 ? secret : null;
}

/**
 * The customer whose site holds `authorization` ("Bearer <secret>").
 * @returns null for a missing, malformed or unknown secret
 */
export async function customerBySiteSecret(db: Database, authorization: string | undefined): Promise<SiteCustomer | null> {
  const match = /^Bearer\s+(\S{1,200})$/i.exec(authorization ?? '');
  if (!match) return null;
  const [row] = await db
    .select({ id: customers.id, subdomain: customers.subdomain, businessName: customers.businessName })
    .from(customers)
    .where(eq(customers.siteSecretHash, hashToken(match[1]!)));
  return row ?? null;
}
