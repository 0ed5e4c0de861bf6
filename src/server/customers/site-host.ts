/**
 * Where a customer's site lives (issue 27): `{subdomain}.{leads domain}`, fixed when the lead is
 * converted and stored with the customer, so that changing the leadsDomain setting later cannot send
 * its impersonation tokens (or name their audience) anywhere else.
 */
import { isNull, sql } from 'drizzle-orm';
import type { Database } from '~/server/db/client';
import { customers } from '~/server/customers/schema';

/** The host of the site of `subdomain` under `leadsDomain`. */
export function siteHostOf(subdomain: string, leadsDomain: string): string {
  return `${subdomain}.${leadsDomain}`;
}

/**
 * Gives the customers stored before migration 0026 their site under `leadsDomain` (the setting as it
 * stands at start-up, the environment's LEADS_DOMAIN included, which SQL cannot read).
 * @returns how many customers it filled
 */
export async function fillMissingSiteHosts(db: Database, leadsDomain: string): Promise<number> {
  const filled = await db
    .update(customers)
    .set({ siteHost: sql`${customers.subdomain} || '.' || ${leadsDomain}` })
    .where(isNull(customers.siteHost))
    .returning({ id: customers.id });
  return filled.length;
}
