/**
 * The customers service (issue 14 §1): a thin factory over the use cases, each in its own file:
 * conversion of a live lead (convert-lead.ts), the list and its filters (list-customers.ts), one
 * customer's page (customer-overview.ts), and staff changes of status and site secret
 * (change-customer.ts; many customers' status at once: change-statuses.ts). Every write is audited
 * in its transaction; answers are DTOs.
 */
import type { PermissionHolder } from '~/lib/permissions';
import type { CustomerStatus } from '~/lib/customers/model';
import type { ConvertLeadInput, CustomerListQuery, UpdateCustomerInput } from '~/lib/customers/schemas';
import type { AuditContext } from '~/server/audit/record';
import { rotateCustomerSecret, updateCustomer } from '~/server/customers/change-customer';
import { changeCustomerStatuses } from '~/server/customers/change-statuses';
import { conversionOptions, convertLead } from '~/server/customers/convert-lead';
import { customerRow, toCustomer, type CustomerDeps } from '~/server/customers/customer-context';
import { customerOverview } from '~/server/customers/customer-overview';
import { customerFilterOptions, listCustomers } from '~/server/customers/list-customers';

export { CUSTOMER_SERVICE_MESSAGES, type CustomerDeps } from '~/server/customers/customer-context';
export { resellerCustomerCounter, subscriberCounter } from '~/server/customers/counters';
export { CUSTOMER_SEARCH } from '~/server/customers/list-customers';

/** Builds the customers service; each method is documented on its use case. */
export function customerService(deps: CustomerDeps) {
  const { db } = deps;
  return {
    conversionOptions: (resellerQuery?: string) => conversionOptions(deps, resellerQuery),
    filterOptions: (selectedReseller?: string) => customerFilterOptions(db, selectedReseller),
    convert: (leadId: string, input: ConvertLeadInput, ctx: AuditContext) => convertLead(deps, leadId, input, ctx),
    list: (query: CustomerListQuery) => listCustomers(db, query),
    /** @throws HttpError 404 */
    get: async (id: string) => toCustomer(await customerRow(db, id)),
    overview: (id: string, viewer: PermissionHolder) => customerOverview(db, id, viewer),
    update: (id: string, input: UpdateCustomerInput, ctx: AuditContext) => updateCustomer(db, id, input, ctx),
    updateStatuses: (ids: readonly string[], status: CustomerStatus, reason: string, ctx: AuditContext) => changeCustomerStatuses(db, ids, status, reason, ctx),
    rotateSecret: (id: string, ctx: AuditContext) => rotateCustomerSecret(db, id, ctx),
  };
}

export type CustomerService = ReturnType<typeof customerService>;
