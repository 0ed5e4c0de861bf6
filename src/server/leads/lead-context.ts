/**
 * What every leads use case shares (issue 5; spec §3 "Lead activity record"): the service's
 * dependencies, its messages and limits, and the reads that turn rows into DTOs. Rows never leave
 * the leads folder: the use cases return DTOs.
 */
import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { DataCenter } from '~/lib/data-centers/model';
import type { Lead, LeadActivity } from '~/lib/leads/model';
import { users } from '~/server/auth/schema';
import { businessCategories } from '~/server/business-categories/schema';
import { dataCenters } from '~/server/data-centers/schema';
import type { Database } from '~/server/db/client';
import { cursorOf } from '~/server/db/keyset';
import { findOr404 } from '~/server/db/find';
import { badRequest, conflict, type HttpError } from '~/server/http/errors';
import type { LeadDns } from '~/server/leads/dns';
import { isLiveLead, leadActivities, leads } from '~/server/leads/schema';

export type LeadRow = typeof leads.$inferSelect;
type ActivityRow = typeof leadActivities.$inferSelect;

/** Where leads are hosted: the data centers service (issue 4) is enough. */
export interface LeadHosts {
  /**
   * The instance with its current state and public IP, asked of the cloud.
   * @throws HttpError 404 for an unknown id, 5xx when the cloud fails
   */
  get(id: string): Promise<Pick<DataCenter, 'instance_name' | 'instance_state' | 'instance_publicIpAddress'>>;
}

export interface LeadsDeps {
  db: Database;
  dns: LeadDns;
  hosts: LeadHosts;
  /** The zone under which subdomains are published (the leadsDomain setting; LEADS_DOMAIN wins). */
  domain: () => string;
}

/** The outcome of a call that made a provisioning attempt: the lead as it is now, and the failure if any. */
export interface Attempted {
  lead: Lead;
  /** The attempt's error message (also in `lead.lastError` and the activity); undefined on success. */
  error?: string;
}

/** Counting stops here (src/server/db/capped-count.ts). */
export { COUNT_CAP } from '~/server/db/capped-count';

/** The tracker receives at most this many activities of a type, newest first; it searches them in the browser. */
export const ACTIVITY_LIMIT = 10_000;

/** Activities shown in a lead's single information view. */
export const LEAD_HISTORY_LIMIT = 100;

/** The fields of a lead its audit entries compare (issue 11 §4). */
export const LEAD_AUDIT_FIELDS = ['name', 'email', 'phone', 'company', 'subdomain', 'dataCenterId', 'categoryId', 'notes'] as const;

/** Messages of the refusals and failures that are not about one form field. */
export const LEAD_MESSAGES = {
  notFound: 'Lead not found',
  dataCenterNotFound: 'Data center not found',
  categoryNotFound: 'Business category not found',
  deleted: 'This lead has been deleted.',
  notRetryable: 'Only a lead whose provisioning failed can be retried.',
  dataCenterGone: 'The data center of this lead no longer exists.',
  /** Before a retry's error: 'The retry failed: …'. */
  retryFailed: 'The retry failed',
} as const;

/** The message of a subdomain held by another lead that is not deleted. */
export function subdomainTakenMessage(subdomain: string): string {
  return `The subdomain ${subdomain} is already used by another lead.`;
}

/** The 409 of a subdomain held by another lead, at the form's subdomain field (issue 25 §5). */
export function subdomainTaken(subdomain: string): HttpError {
  const message = subdomainTakenMessage(subdomain);
  return conflict(message, { subdomain: message });
}

export const iso = (date: Date) => date.toISOString();

// Data center ids are UUIDs; anything else is unknown rather than a database error.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An activity row as the tracker and the single lead view show it. */
export function toActivity(row: ActivityRow): LeadActivity {
  return {
    id: row.id,
    leadId: row.leadId,
    leadName: row.leadName,
    subDomain: row.subDomain,
    errorMessage: row.errorMessage,
    status: row.status,
    type: row.type,
    createdAt: iso(row.createdAt),
  };
}

/** The dependencies with the reads and checks the use cases share; built once by `leadsContext`. */
export type LeadsContext = ReturnType<typeof leadsContext>;

/** Builds the shared reads and checks over `deps`. */
export function leadsContext(deps: LeadsDeps) {
  const { db, domain } = deps;
  const fqdn = (subdomain: string) => `${subdomain}.${domain()}`;

  const creatorName = sql<string | null>`coalesce(nullif(${users.name}, ''), nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), ''))`;

  /** Selects leads with the names the DTO needs (data center, creator), and the `extra` columns. */
  function selectLeads<Extra extends Record<string, SQL>>(extra: Extra = {} as Extra) {
    return db
      .select({ lead: leads, dataCenterName: dataCenters.name, createdByName: creatorName, cursor: cursorOf(leads.createdAt, leads.id), ...extra })
      .from(leads)
      .leftJoin(dataCenters, eq(leads.dataCenterId, dataCenters.id))
      .leftJoin(users, eq(leads.createdBy, users.id));
  }

  function toLead(row: { lead: LeadRow; dataCenterName: string | null; createdByName: string | null }): Lead {
    const { lead } = row;
    return {
      id: lead.id,
      name: lead.name,
      email: lead.email,
      phone: lead.phone,
      company: lead.company,
      subdomain: lead.subdomain,
      fqdn: fqdn(lead.subdomain),
      dataCenterId: lead.dataCenterId,
      categoryId: lead.categoryId,
      dataCenterName: row.dataCenterName ?? '',
      status: lead.status,
      notes: lead.notes,
      createdBy: row.createdByName,
      createdAt: iso(lead.createdAt),
      updatedAt: iso(lead.updatedAt),
      lastError: lead.lastError,
      convertedAt: lead.convertedAt ? iso(lead.convertedAt) : null,
    };
  }

  /** The lead's row. @throws 404 */
  async function findRow(id: string): Promise<LeadRow> {
    return findOr404(db.select().from(leads).where(eq(leads.id, id)), LEAD_MESSAGES.notFound);
  }

  /** The lead's DTO. @throws 404 */
  async function readLead(id: string): Promise<Lead> {
    return toLead(await findOr404(selectLeads().where(eq(leads.id, id)), LEAD_MESSAGES.notFound));
  }

  /** An unknown business category is the caller's mistake in that field (issue 13 §1). @throws 400 on `categoryId` */
  async function assertCategoryExists(id: string): Promise<void> {
    const [row] = await db.select({ id: businessCategories.id }).from(businessCategories).where(eq(businessCategories.id, id));
    if (!row) throw badRequest(LEAD_MESSAGES.categoryNotFound, { categoryId: LEAD_MESSAGES.categoryNotFound });
  }

  /** @throws 400 on `dataCenterId` when no data center has this id */
  async function assertDataCenterExists(id: string): Promise<void> {
    const [row] = UUID.test(id)
      ? await db.select({ id: dataCenters.id }).from(dataCenters).where(eq(dataCenters.id, id))
      : [];
    if (!row) throw badRequest(LEAD_MESSAGES.dataCenterNotFound, { dataCenterId: LEAD_MESSAGES.dataCenterNotFound });
  }

  /** @throws 409 when a lead other than `exceptId` that is not deleted holds `subdomain` */
  async function assertSubdomainFree(subdomain: string, exceptId?: string): Promise<void> {
    const holders = await db
      .select({ id: leads.id })
      .from(leads)
      .where(and(eq(leads.subdomain, subdomain), isLiveLead, exceptId ? ne(leads.id, exceptId) : undefined))
      .limit(1);
    if (holders.length > 0) throw subdomainTaken(subdomain);
  }

  return { ...deps, fqdn, selectLeads, toLead, findRow, readLead, assertCategoryExists, assertDataCenterExists, assertSubdomainFree };
}
