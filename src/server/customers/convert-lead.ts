/**
 * Converting a live lead into a customer (issue 14 §1): the dialog's choices and defaults, and the
 * conversion itself, which makes the customer, its owner user and its first package-history row and
 * marks the lead converted, in one audited transaction. The lead stays live.
 */
import { and, asc, eq, ilike, isNull, sql } from 'drizzle-orm';
import { FILTER_RESELLERS_MAX, type ConversionOptions, type Customer } from '~/lib/customers/model';
import { firstPeriodEnd } from '~/lib/customers/period';
import type { ConvertLeadInput } from '~/lib/customers/schemas';
import { diffChanges, recordAudit, type AuditContext } from '~/server/audit/record';
import { customerUsers } from '~/server/customer-users/schema';
import { CUSTOMER_AUDITED, CUSTOMER_SERVICE_MESSAGES as M, toCustomer, type CustomerDeps } from '~/server/customers/customer-context';
import { customerPackageHistory, customers } from '~/server/customers/schema';
import { siteHostOf } from '~/server/customers/site-host';
import { isUniqueViolation } from '~/server/db/errors';
import { likePattern } from '~/server/db/like';
import { badRequest, conflict, notFound } from '~/server/http/errors';
import { leads } from '~/server/leads/schema';
import { packages } from '~/server/packages/schema';
import { resellers } from '~/server/resellers/schema';

type Lead = typeof leads.$inferSelect;

/**
 * The conversion dialog's choices and defaults (OI settings): active packages, and the first
 * FILTER_RESELLERS_MAX active resellers by name, of those whose name holds `resellerQuery` when
 * given (a select of 100,000 resellers would weigh megabytes).
 */
export async function conversionOptions({ db, defaults }: CustomerDeps, resellerQuery = ''): Promise<ConversionOptions> {
  const activeResellers = [eq(resellers.status, 'active'), ...(resellerQuery ? [ilike(resellers.companyName, likePattern(resellerQuery))] : [])];
  const [pkgs, sellers, settings] = await Promise.all([
    db.select({ id: packages.id, name: packages.name }).from(packages).where(eq(packages.status, 'active')).orderBy(asc(packages.name)),
    db
      .select({ id: resellers.id, name: resellers.companyName })
      .from(resellers)
      .where(and(...activeResellers))
      .orderBy(asc(resellers.companyName), asc(resellers.id))
      .limit(FILTER_RESELLERS_MAX + 1),
    defaults(),
  ]);
  const defaultPackageId = pkgs.some((p) => p.id === settings.defaultPackageId) ? settings.defaultPackageId : '';
  return {
    packages: pkgs,
    resellers: sellers.slice(0, FILTER_RESELLERS_MAX),
    moreResellers: sellers.length > FILTER_RESELLERS_MAX,
    defaultPackageId,
    defaultTrialDays: settings.defaultTrialDays,
  };
}

/** The customer a lead becomes, on `input`'s package and cycle, its period starting `start`. */
function customerOf(lead: Lead, input: ConvertLeadInput, start: Date, leadsDomain: string): typeof customers.$inferInsert {
  return {
    businessName: lead.company,
    categoryId: lead.categoryId,
    ownerName: lead.name,
    ownerEmail: lead.email,
    ownerPhone: lead.phone,
    resellerId: input.resellerId ?? null,
    packageId: input.packageId,
    status: input.trialDays > 0 ? 'trial' : 'active',
    billingCycle: input.billingCycle,
    currentPeriodStart: start,
    currentPeriodEnd: firstPeriodEnd(start, input.billingCycle, input.trialDays),
    subdomain: lead.subdomain,
    siteHost: siteHostOf(lead.subdomain, leadsDomain),
    dataCenterId: lead.dataCenterId,
    leadId: lead.id,
  };
}

/**
 * Converts a live lead (status active, not converted) into a customer with its owner user and
 * first package-history row, and marks the lead converted, in one transaction. The lead stays live.
 * @throws HttpError 404 unknown lead; 409 lead not live or already converted; 400 package or reseller not active
 */
export async function convertLead({ db, defaults }: CustomerDeps, leadId: string, input: ConvertLeadInput, ctx: AuditContext): Promise<Customer> {
  const [pkg] = await db.select({ status: packages.status }).from(packages).where(eq(packages.id, input.packageId));
  if (pkg?.status !== 'active') throw badRequest(M.packageInactive, { packageId: M.packageInactive });
  if (input.resellerId) {
    const [seller] = await db.select({ status: resellers.status }).from(resellers).where(eq(resellers.id, input.resellerId));
    if (seller?.status !== 'active') throw badRequest(M.resellerInactive, { resellerId: M.resellerInactive });
  }
  const { leadsDomain } = await defaults();
  return db
    .transaction(async (tx) => {
      // Marking the lead first, guarded by its state, makes a second conversion lose the race cleanly.
      const [lead] = await tx
        .update(leads)
        .set({ convertedAt: sql`now()` })
        .where(and(eq(leads.id, leadId), eq(leads.status, 'active'), isNull(leads.convertedAt)))
        .returning();
      if (!lead) {
        const [existing] = await tx.select({ convertedAt: leads.convertedAt }).from(leads).where(eq(leads.id, leadId));
        if (!existing) throw notFound(M.leadNotFound);
        throw conflict(existing.convertedAt ? M.leadConverted : M.leadNotLive);
      }
      const [created] = await tx.insert(customers).values(customerOf(lead, input, new Date(), leadsDomain)).returning();
      await tx.insert(customerUsers).values({ customerId: created!.id, name: lead.name, email: lead.email, phone: lead.phone, role: 'owner', status: 'active' });
      await tx.insert(customerPackageHistory).values({ customerId: created!.id, toPackageId: input.packageId, billingCycle: input.billingCycle, source: 'conversion', changedBy: ctx.actor?.id ?? null });
      const customer = toCustomer(created!);
      await recordAudit(tx, ctx, {
        action: 'customer.convert',
        entityType: 'customer',
        entityId: customer.id,
        entityLabel: customer.businessName,
        changes: { ...diffChanges(null, customer, CUSTOMER_AUDITED), leadId: [null, lead.id] },
      });
      return customer;
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw conflict(M.leadConverted);
      throw error;
    });
}
