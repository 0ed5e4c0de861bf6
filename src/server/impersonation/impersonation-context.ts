/**
 * What the impersonation use cases share (issue 14 §3): their messages, their dependencies, and the
 * customer user a hand-off is about, with their customer's state and stored site.
 */
import type { CustomerStatus } from '~/lib/customers/model';
import { eq } from 'drizzle-orm';
import { customerUsers } from '~/server/customer-users/schema';
import { customers } from '~/server/customers/schema';
import type { Database } from '~/server/db/client';
import type { ImpersonationKeyStore } from '~/server/impersonation/keys';

export const IMPERSONATION_MESSAGES = {
  userNotFound: 'Customer user not found',
  notFound: 'Impersonation not found',
  disabled: 'This customer user is disabled and cannot be impersonated.',
  inactive: (status: string) => `This customer is ${status} and cannot be impersonated.`,
  noSite: 'This customer has no site yet.',
  siteSecret: 'A valid site secret is required.',
  invalid: 'This impersonation token is not valid.',
  expired: 'This impersonation link has expired.',
  foreign: 'This impersonation token is for another site.',
  used: 'This impersonation link has already been used.',
  ended: 'This impersonation has been ended.',
  alreadyOver: 'This impersonation is already over.',
};

/** A customer in these states has no live site to hand a session to. */
export const INACTIVE: readonly CustomerStatus[] = ['cancelled', 'suspended'];

export interface ImpersonationDeps {
  db: Database;
  keys: ImpersonationKeyStore;
  /** The console's PUBLIC_BASE_URL: the tokens' issuer. */
  issuer: string;
}

/**
 * The customer user `customerUserId` with their customer's id, state, site and name; undefined when unknown.
 * Inside a transaction pass it as `executor`: PGlite has one connection, so a query beside it would wait forever.
 */
export async function subjectOf(executor: Pick<Database, 'select'>, customerUserId: string) {
  const [row] = await executor
    .select({
      id: customerUsers.id,
      name: customerUsers.name,
      status: customerUsers.status,
      customerId: customers.id,
      customerStatus: customers.status,
      siteHost: customers.siteHost,
      businessName: customers.businessName,
    })
    .from(customerUsers)
    .innerJoin(customers, eq(customers.id, customerUsers.customerId))
    .where(eq(customerUsers.id, customerUserId));
  return row;
}

/** How an audit entry names the customer user: 'Name (Business)'. */
export const labelOf = (s: { name: string; businessName: string }) => `${s.name} (${s.businessName})`;
