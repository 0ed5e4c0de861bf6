/**
 * Queries over `data_centers`, the console's records of its instances, joined with their creators.
 * Paging and search run in SQL, keyset-paged over the created_at index (issue 28 §4), so that a page
 * costs the same at 10 rows or 10,000.
 */
import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AccountStatus } from '~/lib/auth/account-status';
import { TRANSITIONAL_STATES } from '~/lib/data-centers/model';
import type { DataCenterListQuery } from '~/lib/data-centers/schemas';
import { regionsMatching } from '~/lib/data-centers/regions';
import type { KeysetMeta } from '~/lib/list-query';
import { users } from '~/server/auth/schema';
import type { CloudInstance, InstanceRef } from '~/server/cloud/provider';
import { dataCenters } from '~/server/data-centers/schema';
import type { Database } from '~/server/db/client';
import { countAlong, cursorColumn, keysetPage, type OrderKey } from '~/server/db/keyset-page';
import { searchMatch, type SearchText } from '~/server/db/trigram-search';
import { qualified } from '~/server/db/row-counter';
import { liveLeadCounter } from '~/server/leads/hosting';

export type DataCenterRow = typeof dataCenters.$inferSelect;

/** The creator's fields the DTO shows; null when the user no longer exists. */
export type CreatorFields = {
  name: string | null;
  firstName: string | null;
  lastName: string | null;
  email: string;
  contact: string;
  status: AccountStatus;
} | null;

/** A record with its creator. */
export interface DataCenterRecord {
  row: DataCenterRow;
  creator: CreatorFields;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function selectRecords<Extra extends Record<string, SQL>>(db: Database, extra: Extra = {} as Extra) {
  return db
    .select({
      row: dataCenters,
      // Drizzle decides whether a left-joined object is null from its first column: keep a NOT NULL one first.
      creator: {
        email: users.email,
        name: users.name,
        firstName: users.firstName,
        lastName: users.lastName,
        contact: users.contact,
        status: users.status,
      },
      ...extra,
    })
    .from(dataCenters)
    .leftJoin(users, eq(users.id, dataCenters.createdBy));
}

/** A record by the console's id; undefined when unknown (or not a UUID at all). */
export async function findDataCenter(db: Database, id: string): Promise<DataCenterRecord | undefined> {
  if (!UUID.test(id)) return undefined;
  const [record] = await selectRecords(db).where(eq(dataCenters.id, id));
  return record;
}

/** A record by instance name and region; undefined when unknown. */
export async function findDataCenterByRef(db: Database, ref: InstanceRef): Promise<DataCenterRecord | undefined> {
  const [record] = await selectRecords(db).where(and(eq(dataCenters.region, ref.region), eq(dataCenters.name, ref.name)));
  return record;
}

/** The name and the state, each searched by its own trigram index (migrations 0003 and 0030). */
const NAME_SEARCH: SearchText = { index: 'data_centers_name_trgm_idx', text: sql`${dataCenters.name}`, column: { table: 'data_centers', name: 'name' } };
const STATE_SEARCH: SearchText = {
  index: 'data_centers_state_name_trgm_idx',
  text: sql`${dataCenters.stateName}`,
  column: { table: 'data_centers', name: 'state_name' },
};

/**
 * Matches `q` against the name, the state, and the region's code or city label, ignoring case: each
 * arm read by its own index (the region by data_centers_region_name_idx), never the whole table (issue 28 §4).
 */
async function search(db: Database, q: string): Promise<SQL | undefined> {
  if (!q) return undefined;
  const regions = regionsMatching(q);
  const [byName, byState] = await Promise.all([searchMatch(db, NAME_SEARCH, q), searchMatch(db, STATE_SEARCH, q)]);
  return or(byName, byState, regions.length > 0 ? inArray(dataCenters.region, regions) : undefined);
}

/** The list's order, newest first, as data_centers_created_idx spells it read backwards. */
const NEWEST_FIRST: OrderKey[] = [
  { expr: dataCenters.createdAt, type: 'timestamptz', descending: true },
  { expr: dataCenters.id, type: 'uuid', descending: true },
];

/**
 * One page of records, newest first, keyset-paged (issue 28 §4), with its capped count and each
 * record's live lead count by data_centers.id (`clients`, read in the same query).
 * @throws HttpError 400 for a cursor that is not one of this list
 */
export async function pageDataCenters(
  db: Database,
  query: DataCenterListQuery,
): Promise<{ records: DataCenterRecord[]; clients: Map<string, number>; meta: KeysetMeta }> {
  const { rows, meta } = await keysetPage({
    keys: NEWEST_FIRST,
    position: query,
    pageSize: query.pageSize,
    source: { db, id: dataCenters.id, from: dataCenters, where: await search(db, query.q), searched: Boolean(query.q) },
    fetch: (window) =>
      selectRecords(db, { cursor: cursorColumn(NEWEST_FIRST), clients: liveLeadCounter.column(qualified(dataCenters.id)), ...countAlong(window) })
        .where(window.where)
        .orderBy(...window.orderBy)
        .limit(window.limit)
        .offset(window.offset),
  });
  return { records: rows.map(({ row, creator }) => ({ row, creator })), clients: new Map(rows.map((r) => [r.row.id, r.clients])), meta };
}

/** Up to `limit` records last seen in transition (pending, rebooting, stopping, shutting down), oldest first. */
export async function unsettledDataCenters(db: Database, limit: number): Promise<DataCenterRow[]> {
  return db
    .select()
    .from(dataCenters)
    .where(inArray(dataCenters.stateName, [...TRANSITIONAL_STATES]))
    .orderBy(dataCenters.refreshedAt)
    .limit(limit);
}

/** Records a new instance. @returns its id. @throws the driver's unique violation when the name is taken */
export async function insertDataCenter(
  db: Database,
  values: { instance: CloudInstance; region: string; price: number; createdBy: string },
): Promise<string> {
  const [row] = await db
    .insert(dataCenters)
    .values({
      name: values.instance.name,
      region: values.region,
      bundleId: values.instance.bundleId,
      price: values.price,
      createdBy: values.createdBy,
      stateName: values.instance.state.name,
      snapshot: values.instance,
    })
    .returning({ id: dataCenters.id });
  return row!.id;
}

/** Stores the instance as the cloud reports it now. */
export async function saveSnapshot(db: Database, id: string, instance: CloudInstance): Promise<void> {
  await db
    .update(dataCenters)
    .set({ snapshot: instance, stateName: instance.state.name, refreshedAt: new Date() })
    .where(eq(dataCenters.id, id));
}

/** Marks records as just checked, so the next refresh of instances in transition takes others first. */
export async function touchDataCenters(db: Database, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.update(dataCenters).set({ refreshedAt: new Date() }).where(inArray(dataCenters.id, [...ids]));
}

/** Forgets an instance that no longer exists. */
export async function deleteDataCenter(db: Database, id: string): Promise<void> {
  await db.delete(dataCenters).where(eq(dataCenters.id, id));
}
