/**
 * One provisioning attempt of a lead (issue 5): publish its subdomain as an A record
 * `{subdomain}.{LEADS_DOMAIN}` → the hosting instance's public IP, then write exactly one activity,
 * SUCCESS or FAILED with its message, together with the lead's resulting state.
 */
import { sql } from 'drizzle-orm';
import type { ActivityStatus, ActivityType, LeadStatus } from '~/lib/leads/model';
import type { Executor } from '~/server/audit/record';
import type { Tx } from '~/server/db/client';
import { HttpError } from '~/server/http/errors';
import { DnsError } from '~/server/leads/dns';
import { LEAD_MESSAGES, type Attempted, type LeadRow, type LeadsContext } from '~/server/leads/lead-context';
import { leadActivities, leads } from '~/server/leads/schema';
import { log } from '~/server/log';

/**
 * Runs inside the transaction that records an attempt, with the lead's resulting status and error,
 * so that what else the attempt writes (its audit entry) is saved with it or not at all.
 */
export type AlongAttempt = (tx: Executor, status: LeadStatus, error: string | undefined) => Promise<void>;

/** One CREATION attempt of a lead in `pending`: publish, then record the outcome (and `along` with it). */
export async function provision(ctx: LeadsContext, lead: LeadRow, along?: AlongAttempt): Promise<Attempted> {
  const error = await publish(ctx, lead);
  await recordAttempt(ctx, lead, 'CREATION', error, error === undefined ? 'active' : 'failed', along);
  const dto = await ctx.readLead(lead.id);
  return error === undefined ? { lead: dto } : { lead: dto, error };
}

/**
 * Publishes the lead's subdomain on its data center.
 * @returns undefined on success, else why it failed (not running, no IP, taken, provider error)
 */
export async function publish({ hosts, dns, fqdn }: LeadsContext, lead: LeadRow): Promise<string | undefined> {
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

/** One attempt of a lead as its activity records it: the type, the error if it failed, the lead's status after it. */
export interface Attempt {
  lead: LeadRow;
  type: ActivityType;
  error: string | undefined;
  nextStatus: LeadStatus;
}

/** Writes one attempt's activity and, in the same transaction, the lead's resulting state. */
export async function recordAttempt(
  ctx: LeadsContext,
  lead: LeadRow,
  type: ActivityType,
  error: string | undefined,
  nextStatus: LeadStatus,
  along?: AlongAttempt,
): Promise<void> {
  await recordAttempts(ctx, [{ lead, type, error, nextStatus }], along && ((tx) => along(tx, nextStatus, error)));
}

/**
 * Writes the activities of many attempts (a bulk delete or retry, issue 29 §2) and each lead's
 * resulting state, a statement for all of them, in one transaction with `along`.
 */
export async function recordAttempts({ db }: LeadsContext, attempts: readonly Attempt[], along?: (tx: Tx) => Promise<void>): Promise<void> {
  if (!attempts.length) return;
  const column = (name: 'status' | 'lastError' | 'updatedAt') => sql.identifier(leads[name].name);
  const list = (values: (string | null)[]) => sql.param(values);
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      update ${leads} set ${column('status')} = u.status, ${column('lastError')} = u.error, ${column('updatedAt')} = now()
      from unnest(${list(attempts.map((a) => a.lead.id))}::uuid[], ${list(attempts.map((a) => a.nextStatus))}::text[], ${list(attempts.map((a) => a.error ?? null))}::text[]) as u(id, status, error)
      where ${leads.id} = u.id`);
    await tx.insert(leadActivities).values(
      attempts.map(({ lead, type, error }) => ({
        leadId: lead.id,
        leadName: lead.name,
        subDomain: lead.subdomain,
        errorMessage: error ?? null,
        status: (error === undefined ? 'SUCCESS' : 'FAILED') as ActivityStatus,
        type,
      })),
    );
    await along?.(tx);
  });
}

/** The message of anything thrown during an attempt; unexpected errors are logged, never lost. */
export function failureMessage(error: unknown, context: Record<string, unknown>): string {
  if (error instanceof DnsError || error instanceof HttpError) return error.message;
  log.error('lead provisioning failed unexpectedly', error, context);
  return error instanceof Error && error.message ? error.message : 'Something went wrong';
}
