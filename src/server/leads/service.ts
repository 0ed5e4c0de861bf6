/**
 * Leads and the provisioning of their subdomains (issue 5, spec §3 "Lead activity record", §7 "Leads").
 *
 * A lead is saved first (status `pending`), then its subdomain is published as an A record
 * `{subdomain}.{LEADS_DOMAIN}` → the hosting instance's public IP. Every attempt (create, retry,
 * re-provision after an edit, delete) writes exactly one activity, SUCCESS or FAILED with its message.
 * A failed creation keeps the lead as `failed` (it still holds its subdomain) so it can be retried.
 * Errors are HttpErrors carrying the message the user sees. Rows never leave this module: it returns DTOs.
 */
import { and, count, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { DataCenter } from '~/lib/data-centers/model';
import type {
  ActivityStatus,
  ActivityType,
  Lead,
  LeadActivity,
  LeadActivityList,
  LeadDetails,
  LeadListMeta,
  LeadStatus,
} from '~/lib/leads/model';
import type { CreateLeadInput, LeadListQuery, UpdateLeadInput } from '~/lib/leads/schemas';
import type { Database } from '~/server/db/client';
import { isUniqueViolation } from '~/server/db/errors';
import { businessCategories, dataCenters, leadActivities, leads, users } from '~/server/db/schema';
import { badRequest, conflict, HttpError, notFound } from '~/server/http/errors';
import { DnsError, type LeadDns } from '~/server/leads/dns';
import { log } from '~/server/log';

type LeadRow = typeof leads.$inferSelect;
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
  /** LEADS_DOMAIN, the zone under which subdomains are published. */
  domain: string;
}

/** The outcome of a call that made a provisioning attempt: the lead as it is now, and the failure if any. */
export interface Attempted {
  lead: Lead;
  /** The attempt's error message (also in `lead.lastError` and the activity); undefined on success. */
  error?: string;
}

/**
 * Counting stops here. An exact count(*) of a million leads on every page view would make the list
 * slower as the table grows; counting at most COUNT_CAP + 1 matching rows costs the same at any size
 * and is exact for every list shorter than the cap. Beyond it the total is a lower bound (`exact: false`).
 */
export const COUNT_CAP = 10_000;

/** The tracker receives at most this many activities of a type, newest first; it searches them in the browser. */
export const ACTIVITY_LIMIT = 10_000;

/** Activities shown in a lead's single information view. */
export const LEAD_HISTORY_LIMIT = 100;

/** Messages of the refusals and failures that are not about one form field. */
export const LEAD_MESSAGES = {
  notFound: 'Lead not found',
  dataCenterNotFound: 'Data center not found',
  categoryNotFound: 'Business category not found',
  deleted: 'This lead has been deleted.',
  notRetryable: 'Only a lead whose provisioning failed can be retried.',
  dataCenterGone: 'The data center of this lead no longer exists.',
} as const;

/** The 409 of a subdomain held by another lead that is not deleted. */
export function subdomainTakenMessage(subdomain: string): string {
  return `The subdomain ${subdomain} is already used by another lead.`;
}

/** `%`, `_` and `\` typed in a search are text, not ILIKE wildcards. */
function likePattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

const iso = (date: Date) => date.toISOString();

// Data center ids are UUIDs; anything else is unknown rather than a database error.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function toActivity(row: ActivityRow): LeadActivity {
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

// The newest-first order of the lists, written to match the (created_at DESC NULLS LAST, id DESC
// NULLS LAST) indexes exactly: a plain DESC means NULLS FIRST, which those indexes cannot serve.
const newestLeadsFirst = [sql`${leads.createdAt} desc nulls last`, sql`${leads.id} desc nulls last`];

/** Builds the leads service. */
export function leadsService({ db, dns, hosts, domain }: LeadsDeps) {
  const fqdn = (subdomain: string) => `${subdomain}.${domain}`;

  const creatorName = sql<string | null>`coalesce(nullif(${users.name}, ''), nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), ''))`;

  /** Selects leads with the names the DTO needs (data center, creator). */
  function selectLeads() {
    return db
      .select({ lead: leads, dataCenterName: dataCenters.name, createdByName: creatorName })
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
      dataCenterName: row.dataCenterName ?? '',
      status: lead.status,
      categoryId: lead.categoryId,
      notes: lead.notes,
      createdBy: row.createdByName,
      createdAt: iso(lead.createdAt),
      updatedAt: iso(lead.updatedAt),
      lastError: lead.lastError,
    };
  }

  /** An unknown business category is the caller's mistake in that field (issue 13 §1). */
  async function assertCategoryExists(id: string): Promise<void> {
    const [row] = await db.select({ id: businessCategories.id }).from(businessCategories).where(eq(businessCategories.id, id));
    if (!row) throw badRequest(LEAD_MESSAGES.categoryNotFound, { categoryId: LEAD_MESSAGES.categoryNotFound });
  }

  async function findRow(id: string): Promise<LeadRow> {
    const [row] = await db.select().from(leads).where(eq(leads.id, id));
    if (!row) throw notFound(LEAD_MESSAGES.notFound);
    return row;
  }

  async function readLead(id: string): Promise<Lead> {
    const [row] = await selectLeads().where(eq(leads.id, id));
    if (!row) throw notFound(LEAD_MESSAGES.notFound);
    return toLead(row);
  }

  async function assertDataCenterExists(id: string): Promise<void> {
    const [row] = UUID.test(id)
      ? await db.select({ id: dataCenters.id }).from(dataCenters).where(eq(dataCenters.id, id))
      : [];
    if (!row) throw badRequest(LEAD_MESSAGES.dataCenterNotFound, { dataCenterId: LEAD_MESSAGES.dataCenterNotFound });
  }

  async function assertSubdomainFree(subdomain: string, exceptId?: string): Promise<void> {
    const holders = await db
      .select({ id: leads.id })
      .from(leads)
      .where(and(eq(leads.subdomain, subdomain), ne(leads.status, 'deleted'), exceptId ? ne(leads.id, exceptId) : undefined))
      .limit(1);
    if (holders.length > 0) throw conflict(subdomainTakenMessage(subdomain));
  }

  /** The message of anything thrown during an attempt; unexpected errors are logged, never lost. */
  function failureMessage(error: unknown, context: Record<string, unknown>): string {
    if (error instanceof DnsError || error instanceof HttpError) return error.message;
    log.error('lead provisioning failed unexpectedly', error, context);
    return error instanceof Error && error.message ? error.message : 'Something went wrong';
  }

  /**
   * Publishes the lead's subdomain on its data center.
   * @returns undefined on success, else why it failed (not running, no IP, taken, provider error)
   */
  async function publish(lead: LeadRow): Promise<string | undefined> {
    if (!lead.dataCenterId) return LEAD_MESSAGES.dataCenterGone;
    try {
      const host = await hosts.get(lead.dataCenterId);
      const state = host.instance_state.name;
      if (state !== 'running') return `The data center ${host.instance_name} is not running (it is ${state}).`;
      if (!host.instance_publicIpAddress) return `The data center ${host.instance_name} has no public IP address.`;
      await dns.createRecord(fqdn(lead.subdomain), host.instance_publicIpAddress);
      return undefined;
    } catch (error) {
      return failureMessage(error, { leadId: lead.id, subdomain: lead.subdomain });
    }
  }

  /** Writes one attempt's activity and, in the same transaction, the lead's resulting state. */
  async function record(
    lead: LeadRow,
    type: ActivityType,
    error: string | undefined,
    nextStatus: LeadStatus,
  ): Promise<void> {
    const status: ActivityStatus = error === undefined ? 'SUCCESS' : 'FAILED';
    await db.transaction(async (tx) => {
      await tx
        .update(leads)
        .set({ status: nextStatus, lastError: error ?? null, updatedAt: sql`now()` })
        .where(eq(leads.id, lead.id));
      await tx.insert(leadActivities).values({
        leadId: lead.id,
        leadName: lead.name,
        subDomain: lead.subdomain,
        errorMessage: error ?? null,
        status,
        type,
      });
    });
  }

  /** One CREATION attempt of a lead in `pending`: publish, then record the outcome. */
  async function provision(lead: LeadRow): Promise<Attempted> {
    const error = await publish(lead);
    await record(lead, 'CREATION', error, error === undefined ? 'active' : 'failed');
    const dto = await readLead(lead.id);
    return error === undefined ? { lead: dto } : { lead: dto, error };
  }

  function listFilter(query: Pick<LeadListQuery, 'q' | 'status' | 'view' | 'category'>): SQL | undefined {
    const conditions: (SQL | undefined)[] = [];
    if (query.category) conditions.push(eq(leads.categoryId, query.category));
    if (query.view === 'existing') conditions.push(eq(leads.status, 'active'));
    if (query.status) conditions.push(eq(leads.status, query.status));
    // Deleted leads are listed only when asked for by status.
    if (query.view !== 'existing' && !query.status) conditions.push(ne(leads.status, 'deleted'));
    if (query.q) {
      const pattern = likePattern(query.q);
      conditions.push(
        or(ilike(leads.name, pattern), ilike(leads.email, pattern), ilike(leads.company, pattern), ilike(leads.subdomain, pattern)),
      );
    }
    return and(...conditions);
  }

  return {
    /**
     * One page of leads, newest first, paged and searched in the database (DESIGN.md "Lists").
     * `view: 'existing'` keeps live subdomains (status active); otherwise deleted leads are left out
     * unless `status` asks for them. `q` matches name, email, company or subdomain, ignoring case.
     * @returns the page and its meta; `meta.total` is exact up to COUNT_CAP, else a lower bound
     */
    async list(query: LeadListQuery): Promise<{ data: Lead[]; meta: LeadListMeta }> {
      const where = listFilter(query);
      const offset = (query.page - 1) * query.pageSize;
      const [rows, counted] = await Promise.all([
        selectLeads()
          .where(where)
          .orderBy(...newestLeadsFirst)
          .limit(query.pageSize)
          .offset(offset),
        db
          .select({ n: count() })
          .from(db.select({ one: sql`1` }).from(leads).where(where).limit(COUNT_CAP + 1).as('capped')),
      ]);
      const n = Number(counted[0]?.n ?? 0);
      // A page beyond the cap still proves that at least offset + its rows exist.
      const total = Math.max(Math.min(n, COUNT_CAP), rows.length ? offset + rows.length : 0);
      const exact = n <= COUNT_CAP;
      return { data: rows.map(toLead), meta: { total, exact, page: query.page, pageSize: query.pageSize } };
    },

    /**
     * The single lead information view: the lead, its data center as last seen, its latest activities.
     * @throws 404 for an unknown lead
     */
    async details(id: string): Promise<LeadDetails> {
      const lead = await readLead(id);
      const [host] = lead.dataCenterId
        ? await db.select().from(dataCenters).where(eq(dataCenters.id, lead.dataCenterId))
        : [];
      const history = await db
        .select()
        .from(leadActivities)
        .where(eq(leadActivities.leadId, id))
        .orderBy(desc(leadActivities.createdAt))
        .limit(LEAD_HISTORY_LIMIT);
      return {
        lead,
        dataCenter: host
          ? {
              id: host.id,
              name: host.name,
              region: host.region,
              state: host.stateName,
              publicIp: host.snapshot.publicIpAddress ?? null,
            }
          : null,
        activities: history.map(toActivity),
      };
    },

    /** A lead's status, for permission checks that depend on it. @throws 404 */
    async statusOf(id: string): Promise<LeadStatus> {
      return (await findRow(id)).status;
    },

    /**
     * The activities of the tracker (spec §2), newest first, at most ACTIVITY_LIMIT.
     * @param type CREATION or DELETE; both when undefined
     */
    async activities(type: ActivityType | undefined): Promise<LeadActivityList> {
      const where = type ? eq(leadActivities.type, type) : undefined;
      const rows = await db
        .select()
        .from(leadActivities)
        .where(where)
        .orderBy(sql`${leadActivities.createdAt} desc nulls last`)
        .limit(ACTIVITY_LIMIT);
      // Count only when the list was cut: otherwise its length is the total.
      let total = rows.length;
      if (rows.length === ACTIVITY_LIMIT) {
        const [row] = await db.select({ n: count() }).from(leadActivities).where(where);
        total = Number(row?.n ?? total);
      }
      return { data: rows.map(toActivity), total };
    },

    /**
     * Registers a lead and provisions its subdomain (one CREATION activity).
     * @returns the saved lead, `active` or `failed` with the reason in `error`
     * @throws 400 for an unknown data center; 409 when a lead that is not deleted holds the subdomain
     */
    async create(input: CreateLeadInput, creatorId: string): Promise<Attempted> {
      await assertDataCenterExists(input.dataCenterId);
      if (input.categoryId) await assertCategoryExists(input.categoryId);
      let row: LeadRow | undefined;
      try {
        [row] = await db
          .insert(leads)
          .values({
            name: input.name,
            email: input.email,
            phone: input.phone,
            company: input.company,
            subdomain: input.subdomain,
            dataCenterId: input.dataCenterId,
            notes: input.notes || null,
            categoryId: input.categoryId ?? null,
            createdBy: creatorId,
            status: 'pending',
          })
          .returning();
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(subdomainTakenMessage(input.subdomain));
        throw error;
      }
      return provision(row!);
    },

    /**
     * Provisions a failed lead again (one CREATION activity).
     * @throws 404 unknown lead; 409 when the lead is not `failed`
     */
    async retry(id: string): Promise<Attempted> {
      // Claiming the lead by its status makes two simultaneous retries provision it once.
      const [claimed] = await db
        .update(leads)
        .set({ status: 'pending', updatedAt: sql`now()` })
        .where(and(eq(leads.id, id), eq(leads.status, 'failed')))
        .returning();
      if (!claimed) {
        await findRow(id);
        throw conflict(LEAD_MESSAGES.notRetryable);
      }
      return provision(claimed);
    },

    /**
     * Changes a lead. A new subdomain or data center re-provisions it: the old record is removed, the
     * new one published, and one CREATION activity written. Other fields change without an attempt.
     * @throws 404 unknown lead; 409 deleted lead or subdomain held by another lead; 400 unknown data
     *   center; 502 when the old record cannot be removed (the lead is then left unchanged)
     */
    async update(input: UpdateLeadInput): Promise<Attempted> {
      const current = await findRow(input.id);
      if (current.status === 'deleted') throw conflict(LEAD_MESSAGES.deleted);
      const subdomain = input.subdomain ?? current.subdomain;
      const dataCenterId = input.dataCenterId ?? current.dataCenterId;
      const moves = subdomain !== current.subdomain || dataCenterId !== current.dataCenterId;
      if (input.dataCenterId !== undefined && input.dataCenterId !== current.dataCenterId) {
        await assertDataCenterExists(input.dataCenterId);
      }
      if (subdomain !== current.subdomain) await assertSubdomainFree(subdomain, current.id);
      if (input.categoryId) await assertCategoryExists(input.categoryId);

      const fields = {
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.email !== undefined ? { email: input.email } : {}),
        ...(input.phone !== undefined ? { phone: input.phone } : {}),
        ...(input.company !== undefined ? { company: input.company } : {}),
        ...(input.notes !== undefined ? { notes: input.notes || null } : {}),
        ...(input.categoryId !== undefined ? { categoryId: input.categoryId } : {}),
        subdomain,
        dataCenterId,
      };

      if (!moves) {
        await db
          .update(leads)
          .set({ ...fields, updatedAt: sql`now()` })
          .where(eq(leads.id, current.id));
        return { lead: await readLead(current.id) };
      }

      if (current.status === 'active') {
        try {
          await dns.deleteRecord(fqdn(current.subdomain));
        } catch (error) {
          const message = failureMessage(error, { leadId: current.id, subdomain: current.subdomain });
          // The attempt ends here: the lead keeps its live subdomain, the failure is on record.
          await record({ ...current, ...fields }, 'CREATION', message, 'active');
          throw new HttpError(502, message);
        }
      }

      let moved: LeadRow | undefined;
      try {
        [moved] = await db
          .update(leads)
          .set({ ...fields, status: 'pending', updatedAt: sql`now()` })
          .where(eq(leads.id, current.id))
          .returning();
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        // Another lead took the subdomain between the check and now; the old record is already gone.
        const message = subdomainTakenMessage(subdomain);
        await record(current, 'CREATION', message, 'failed');
        throw conflict(message);
      }
      return provision(moved!);
    },

    /**
     * Deletes a lead: removes its DNS record, marks it `deleted` (freeing the subdomain) and writes
     * one DELETE activity.
     * @throws 404 unknown lead; 409 already deleted; 502 when the record cannot be removed (a FAILED
     *   DELETE activity is written and the lead stays as it was)
     */
    async remove(id: string): Promise<Lead> {
      const current = await findRow(id);
      if (current.status === 'deleted') throw conflict(LEAD_MESSAGES.deleted);
      // Only an active lead has a record; a failed one never published (its name may be someone else's).
      if (current.status === 'active') {
        try {
          await dns.deleteRecord(fqdn(current.subdomain));
        } catch (error) {
          const message = failureMessage(error, { leadId: id, subdomain: current.subdomain });
          await record(current, 'DELETE', message, current.status);
          throw new HttpError(502, message);
        }
      }
      await record(current, 'DELETE', undefined, 'deleted');
      return readLead(id);
    },

    /**
     * Points the A records of a data center's live leads at its new public address (its IP changes
     * on stop and start unless static). Not an attempt of the lead's, so it writes no activity.
     * @throws the first DNS failure, after trying every lead
     */
    async followAddress(dataCenterId: string, publicIp: string): Promise<void> {
      const live = await db
        .select({ subdomain: leads.subdomain })
        .from(leads)
        .where(and(eq(leads.dataCenterId, dataCenterId), eq(leads.status, 'active')));
      const failures: unknown[] = [];
      for (const { subdomain } of live) {
        try {
          await dns.deleteRecord(fqdn(subdomain));
          await dns.createRecord(fqdn(subdomain), publicIp);
        } catch (error) {
          failures.push(error);
        }
      }
      if (failures.length > 0) throw failures[0];
    },
  };
}

export type LeadsService = ReturnType<typeof leadsService>;

/**
 * How many live (active) leads each data center hosts: its `total_clients` (issue 5 point 2).
 * One grouped query over the (data_center_id, status) index.
 * @returns a count for every id of `dataCenterIds`, 0 when it hosts none
 */
export async function liveLeadCounts(db: Database, dataCenterIds: readonly string[]): Promise<Map<string, number>> {
  const counts = new Map<string, number>(dataCenterIds.map((id) => [id, 0]));
  if (dataCenterIds.length === 0) return counts;
  const rows = await db
    .select({ id: leads.dataCenterId, n: count() })
    .from(leads)
    .where(and(inArray(leads.dataCenterId, [...dataCenterIds]), eq(leads.status, 'active')))
    .groupBy(leads.dataCenterId);
  for (const row of rows) if (row.id) counts.set(row.id, Number(row.n));
  return counts;
}
