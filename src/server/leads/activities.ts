/**
 * Reading a lead's history: the single lead information view and the status tracker (spec §2,
 * issue 5), newest first.
 */
import { count, desc, eq, sql } from 'drizzle-orm';
import type { ActivityType, LeadActivityList, LeadDetails, LeadStatus } from '~/lib/leads/model';
import { dataCenters } from '~/server/data-centers/schema';
import { ACTIVITY_LIMIT, LEAD_HISTORY_LIMIT, toActivity, type LeadsContext } from '~/server/leads/lead-context';
import { leadActivities } from '~/server/leads/schema';

/**
 * The single lead information view: the lead, its data center as last seen, its latest activities.
 * @throws 404 for an unknown lead
 */
export async function leadDetails({ db, readLead }: LeadsContext, id: string): Promise<LeadDetails> {
  const lead = await readLead(id);
  const [host] = lead.dataCenterId ? await db.select().from(dataCenters).where(eq(dataCenters.id, lead.dataCenterId)) : [];
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
}

/** A lead's status, for permission checks that depend on it. @throws 404 */
export async function leadStatus({ findRow }: LeadsContext, id: string): Promise<LeadStatus> {
  return (await findRow(id)).status;
}

/**
 * The activities of the tracker (spec §2), newest first, at most ACTIVITY_LIMIT.
 * @param type CREATION or DELETE; both when undefined
 */
export async function trackerActivities({ db }: LeadsContext, type: ActivityType | undefined): Promise<LeadActivityList> {
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
}
