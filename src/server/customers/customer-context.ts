/**
 * What every customers use case shares (issue 14 §1): the service's dependencies, its messages, the
 * fields an audit entry compares, the DTO a row becomes, and the read of one row. Rows never leave
 * the folder: use cases answer DTOs.
 */
import { eq } from 'drizzle-orm';
import type { Customer } from '~/lib/customers/model';
import { customers } from '~/server/customers/schema';
import type { Database } from '~/server/db/client';
import { findOr404 } from '~/server/db/find';

export type CustomerRow = typeof customers.$inferSelect;

export const CUSTOMER_SERVICE_MESSAGES = {
  notFound: 'Customer not found',
  leadNotFound: 'Lead not found',
  leadNotLive: 'Only a live lead (its subdomain active) can be converted to a customer.',
  leadConverted: 'This lead has already been converted to a customer.',
  packageInactive: 'The package must be an active package',
  resellerInactive: 'The reseller must be an active reseller',
} as const;

/** The fields of a customer its audit entries compare. */
export const CUSTOMER_AUDITED = ['businessName', 'ownerName', 'ownerEmail', 'ownerPhone', 'resellerId', 'packageId', 'status', 'statusReason', 'billingCycle', 'currentPeriodStart', 'currentPeriodEnd', 'siteHost'] as const;

export interface CustomerDeps {
  db: Database;
  /** The OI settings' conversion defaults and the leads domain a new customer's site is kept under (settings service). */
  defaults: () => Promise<{ defaultPackageId: string; defaultTrialDays: number; leadsDomain: string }>;
}

/** A customer row as the API answers it (issue 14 §1 field names). */
export function toCustomer(row: CustomerRow): Customer {
  return {
    id: row.id,
    businessName: row.businessName,
    categoryId: row.categoryId,
    ownerName: row.ownerName,
    ownerEmail: row.ownerEmail,
    ownerPhone: row.ownerPhone,
    resellerId: row.resellerId,
    packageId: row.packageId,
    status: row.status,
    billingCycle: row.billingCycle,
    currentPeriodStart: row.currentPeriodStart.toISOString(),
    currentPeriodEnd: row.currentPeriodEnd.toISOString(),
    subdomain: row.subdomain,
    siteHost: row.siteHost,
    dataCenterId: row.dataCenterId,
    leadId: row.leadId,
  };
}

/** The row of customer `id`. @throws HttpError 404 */
export const customerRow = (db: Database, id: string): Promise<CustomerRow> => findOr404(db.select().from(customers).where(eq(customers.id, id)), CUSTOMER_SERVICE_MESSAGES.notFound);
