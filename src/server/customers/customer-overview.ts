/**
 * A customer's page (issue 14 §1): the customer with the names it refers to, its package history
 * and, for those who may view customer users, its users.
 */
import { asc, eq, sql } from 'drizzle-orm';
import type { PermissionHolder } from '~/lib/permissions';
import type { CustomerUser } from '~/lib/customer-users/model';
import { customerUserRights } from '~/lib/customer-users/rights';
import type { CustomerOverview } from '~/lib/customers/model';
import { users } from '~/server/auth/schema';
import { businessCategories } from '~/server/business-categories/schema';
import { customerUsers } from '~/server/customer-users/schema';
import { toCustomerUser } from '~/server/customer-users/service';
import { CUSTOMER_SERVICE_MESSAGES as M, toCustomer } from '~/server/customers/customer-context';
import { customerPackageHistory, customers } from '~/server/customers/schema';
import { dataCenters } from '~/server/data-centers/schema';
import type { Database } from '~/server/db/client';
import { findOr404 } from '~/server/db/find';
import { packages } from '~/server/packages/schema';
import { resellers } from '~/server/resellers/schema';

const staffName = sql<string | null>`coalesce(nullif(${users.name}, ''), nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), ''))`;
const fromName = sql<string | null>`(select name from packages where id = ${customerPackageHistory.fromPackageId})`;

/** The first 100 users of customer `id` by name. */
const usersOf = (db: Database, id: string) => db.select().from(customerUsers).where(eq(customerUsers.customerId, id)).orderBy(asc(customerUsers.name)).limit(100);

/**
 * The customer's view: names, package history (oldest first), and users when `viewer` may view
 * customer users (else null). @throws HttpError 404
 */
export async function customerOverview(db: Database, id: string, viewer: PermissionHolder): Promise<CustomerOverview> {
  const found = await findOr404(
    db
      .select({ c: customers, packageName: packages.name, resellerName: resellers.companyName, categoryName: businessCategories.name, dataCenterName: dataCenters.name })
      .from(customers)
      .innerJoin(packages, eq(packages.id, customers.packageId))
      .leftJoin(resellers, eq(resellers.id, customers.resellerId))
      .leftJoin(businessCategories, eq(businessCategories.id, customers.categoryId))
      .leftJoin(dataCenters, eq(dataCenters.id, customers.dataCenterId))
      .where(eq(customers.id, id)),
    M.notFound,
  );
  const history = await db
    .select({ h: customerPackageHistory, fromName, toName: packages.name, by: staffName })
    .from(customerPackageHistory)
    .innerJoin(packages, eq(packages.id, customerPackageHistory.toPackageId))
    .leftJoin(users, eq(users.id, customerPackageHistory.changedBy))
    .where(eq(customerPackageHistory.customerId, id))
    .orderBy(asc(customerPackageHistory.createdAt), asc(customerPackageHistory.id));
  let people: CustomerUser[] | null = null;
  if (customerUserRights(viewer).view) {
    people = (await usersOf(db, id)).map((u) => toCustomerUser(u, { ...found.c, customerStatus: found.c.status }));
  }
  const { c } = found;
  return {
    customer: { ...toCustomer(c), statusReason: c.statusReason, hasSiteSecret: c.siteSecretHash !== null, createdAt: c.createdAt.toISOString() },
    packageName: found.packageName,
    resellerName: found.resellerName,
    categoryName: found.categoryName,
    dataCenterName: found.dataCenterName,
    history: history.map(({ h, fromName: from, toName, by }) => ({
      id: h.id,
      fromPackageName: from,
      toPackageName: toName,
      billingCycle: h.billingCycle,
      source: h.source,
      changedBy: by,
      createdAt: h.createdAt.toISOString(),
    })),
    users: people,
  };
}
