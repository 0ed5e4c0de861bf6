/**
 * Many leads at once (issue 29 §2): delete or retry a batch, each lead decided as its single use case
 * decides it (remove-lead.ts, retry-lead.ts) and told in `failed` with that message, the batch's
 * writes (each lead's state, its activity, its audit entry under the shared request id) in one
 * transaction. What leaves the console still goes lead by lead, as alone (a few at a time): removing
 * an active lead's DNS record, publishing a retried lead's subdomain; the cloud is asked about each
 * data center once per batch.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import pLimit from 'p-limit';
import type { LeadStatus } from '~/lib/leads/model';
import type { BulkResult } from '~/lib/list/bulk';
import { diffChanges, recordAudits, type AuditContext } from '~/server/audit/record';
import { isUuid } from '~/server/db/like';
import type { HttpError } from '~/server/http/errors';
import { LEAD_MESSAGES, type LeadHosts, type LeadRow, type LeadsContext } from '~/server/leads/lead-context';
import { failureMessage, publish, recordAttempts, type Attempt } from '~/server/leads/provisioning';
import { leads } from '~/server/leads/schema';

/** Calls to the DNS provider and the cloud at once: a batch's records go a few at a time, not one after another. */
const CALLS_AT_ONCE = 4;

/** The batch's view of the hosting: the cloud is asked about each data center once, not once per lead. */
function hostsAskedOnce(ctx: LeadsContext): LeadsContext {
  const asked = new Map<string, ReturnType<LeadHosts['get']>>();
  const get = (id: string) => asked.get(id) ?? asked.set(id, ctx.hosts.get(id)).get(id)!;
  return { ...ctx, hosts: { get } };
}

/** The ids in their asked order: done, and failed with their messages. */
function inOrder(ids: readonly string[], done: Set<string>, failed: Map<string, string>): BulkResult {
  return { done: ids.filter((id) => done.has(id)), failed: ids.filter((id) => failed.has(id)).map((id) => ({ id, message: failed.get(id)! })) };
}

/** The rows of `ids` that exist; an unknown id is failed with 'Lead not found'. */
async function rowsOf({ db }: LeadsContext, ids: readonly string[], failed: Map<string, string>): Promise<LeadRow[]> {
  const known = ids.filter(isUuid);
  const rows = new Map((known.length ? await db.select().from(leads).where(inArray(leads.id, known)) : []).map((r) => [r.id, r]));
  for (const id of ids) if (!rows.has(id)) failed.set(id, LEAD_MESSAGES.notFound);
  return ids.flatMap((id) => rows.get(id) ?? []);
}

/**
 * Deletes leads `ids` as removeLead does; `refuse(status)` is the caller's right to act on a lead in
 * that status (the existing-leads rule), its 403 checked before the lead's own state.
 * @returns done, and failed: 404 unknown, 403 refused, 409 already deleted, 502 a record not removed
 */
export async function removeLeads(ctx: LeadsContext, ids: readonly string[], audit: AuditContext, refuse: (status: LeadStatus) => HttpError | undefined): Promise<BulkResult> {
  const failed = new Map<string, string>();
  const chosen: LeadRow[] = [];
  for (const lead of await rowsOf(ctx, ids, failed)) {
    const refusal = refuse(lead.status);
    if (refusal) failed.set(lead.id, refusal.message);
    else if (lead.status === 'deleted') failed.set(lead.id, LEAD_MESSAGES.deleted);
    else chosen.push(lead);
  }
  const outside = pLimit(CALLS_AT_ONCE);
  const errors = await Promise.all(chosen.map((lead) => outside(() => unpublish(ctx, lead))));
  // A record that could not be removed leaves its lead as it was, with a FAILED activity.
  const attempts: Attempt[] = chosen.map((lead, i) => ({ lead, type: 'DELETE', error: errors[i], nextStatus: errors[i] === undefined ? 'deleted' : lead.status }));
  for (const { lead, error } of attempts) if (error !== undefined) failed.set(lead.id, error);
  const deleted = attempts.filter((a) => a.error === undefined).map((a) => a.lead);
  await recordAttempts(ctx, attempts, (tx) =>
    recordAudits(tx, audit, deleted.map((lead) => ({ action: 'lead.delete', entityType: 'lead', entityId: lead.id, entityLabel: lead.name, changes: { status: [lead.status, 'deleted'] } }))),
  );
  return inOrder(ids, new Set(deleted.map((lead) => lead.id)), failed);
}

/** Removes an active lead's DNS record (only an active lead has one). @returns why it failed, if it did */
async function unpublish(ctx: LeadsContext, lead: LeadRow): Promise<string | undefined> {
  if (lead.status !== 'active') return undefined;
  try {
    await ctx.dns.deleteRecord(ctx.fqdn(lead.subdomain));
    return undefined;
  } catch (error) {
    return failureMessage(error, { leadId: lead.id, subdomain: lead.subdomain });
  }
}

/**
 * Provisions failed leads `ids` again as retryLead does: each claimed by its status (so a racing
 * retry provisions it once), published, its CREATION activity and `lead.retry` entry written.
 * @returns done, and failed: 404 unknown, 409 not failed, and a retry that failed again with its error
 */
export async function retryLeads(ctx: LeadsContext, ids: readonly string[], audit: AuditContext): Promise<BulkResult> {
  const failed = new Map<string, string>();
  const known = ids.filter(isUuid);
  const claimed = known.length
    ? await ctx.db.update(leads).set({ status: 'pending', updatedAt: sql`now()` }).where(and(inArray(leads.id, known), eq(leads.status, 'failed'))).returning()
    : [];
  const claimedIds = new Set(claimed.map((lead) => lead.id));
  const others = ids.filter((id) => !claimedIds.has(id));
  for (const lead of await rowsOf(ctx, others, failed)) failed.set(lead.id, LEAD_MESSAGES.notRetryable);
  const batch = hostsAskedOnce(ctx);
  const outside = pLimit(CALLS_AT_ONCE);
  const errors = await Promise.all(claimed.map((lead) => outside(() => publish(batch, lead))));
  const attempts: Attempt[] = claimed.map((lead, i) => ({ lead, type: 'CREATION', error: errors[i], nextStatus: errors[i] === undefined ? 'active' : 'failed' }));
  for (const { lead, error } of attempts) if (error !== undefined) failed.set(lead.id, `${LEAD_MESSAGES.retryFailed}: ${error}`);
  await recordAttempts(ctx, attempts, (tx) =>
    recordAudits(
      tx,
      audit,
      attempts.map(({ lead, error, nextStatus }) => ({
        action: 'lead.retry',
        entityType: 'lead',
        entityId: lead.id,
        entityLabel: lead.name,
        changes: { status: ['failed', nextStatus], ...diffChanges({ lastError: lead.lastError }, { lastError: error ?? null }) },
      })),
    ),
  );
  return inOrder(ids, new Set(attempts.filter((a) => a.error === undefined).map((a) => a.lead.id)), failed);
}
