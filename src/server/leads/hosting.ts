/**
 * Leads and the data centers that host them (issue 5 point 2): how many live leads each hosts, and
 * following a host's new public address.
 */
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { qualified, type RowCounter } from '~/server/db/row-counter';
import type { Reader } from '~/server/db/client';
import type { LeadsContext } from '~/server/leads/lead-context';
import { leads } from '~/server/leads/schema';

/**
 * Points the A records of a data center's live leads at its new public address (its IP changes
 * on stop and start unless static). Not an attempt of the lead's, so it writes no activity.
 * @throws the first DNS failure, after trying every lead
 */
export async function followAddress({ db, dns, fqdn }: LeadsContext, dataCenterId: string, publicIp: string): Promise<void> {
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
}

/**
 * How many live (active) leads each data center hosts: its `total_clients` (issue 5 point 2).
 * One grouped query over the (data_center_id, status) index.
 * @returns a count for every id of `dataCenterIds`, 0 when it hosts none
 */
export async function liveLeadCounts(db: Reader, dataCenterIds: readonly string[]): Promise<Map<string, number>> {
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

/**
 * Live leads per data center as a RowCounter (row-counter.ts): `byIds` is liveLeadCounts, and
 * `column` the same count for the data center whose id is given, read with a list's page so that a
 * page of data centers is one round trip instead of two (issue 28 §1). Both read the same index.
 */
export const liveLeadCounter: RowCounter = {
  byIds: (ids, reader) => liveLeadCounts(reader, ids),
  column: (dataCenterId) => sql<number>`(select count(*)::int from ${leads} where ${qualified(leads.dataCenterId)} = ${dataCenterId} and ${leads.status} = 'active')`,
};
