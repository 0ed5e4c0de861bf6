/** Reading instances (issue 4 points 1 and 4): the list and one instance, fresh from the cloud. */
import { isDeepStrictEqual } from 'node:util';
import type { DataCenter } from '~/lib/data-centers/model';
import type { DataCenterListQuery } from '~/lib/data-centers/schemas';
import type { KeysetMeta } from '~/lib/list-query';
import type { CloudInstance } from '~/server/cloud/provider';
import { mayForget, refOf, type DataCenterContext } from '~/server/data-centers/instance-context';
import { deleteDataCenter, findDataCenter, pageDataCenters, touchDataCenters } from '~/server/data-centers/records';
import { notFound } from '~/server/http/errors';
import { log } from '~/server/log';

/** One page of the list with its keyset paging facts (issue 28 §4). */
export interface DataCenterPage {
  items: DataCenter[];
  meta: KeysetMeta;
}

/** One page of instances, newest first; `q` searches name, state and region (code or city). */
export async function listInstances(ctx: DataCenterContext, query: DataCenterListQuery): Promise<DataCenterPage> {
  await settleInFlight(ctx);
  const { records, clients, meta } = await pageDataCenters(ctx.db, query);
  return { items: await ctx.toDtos(records, clients), meta };
}

/** One instance by the console's id, fresh from the cloud. @throws 404 when unknown or gone */
export async function getInstance(ctx: DataCenterContext, id: string): Promise<DataCenter> {
  const record = await findDataCenter(ctx.db, id);
  if (!record) throw notFound('Data center not found');
  const [dto] = await ctx.toDtos([await ctx.refresh(record)]);
  return dto!;
}

const keyOf = (region: string, name: string) => `${region}/${name}`;

/**
 * Brings the records of instances in transition up to date before a list is drawn, so that the
 * list and a search by state see where they have got to. A cloud failure leaves the last-seen
 * state in place: the list still answers.
 */
async function settleInFlight({ db, cloud, remember, unsettled }: DataCenterContext): Promise<void> {
  const rows = await unsettled();
  if (rows.length === 0) return;
  let instances: CloudInstance[];
  try {
    instances = await cloud.getInstances(rows.map(refOf));
  } catch (error) {
    log.warn('could not refresh instances in transition', { error: error instanceof Error ? error.message : String(error) });
    return;
  }
  const fresh = new Map(instances.map((i) => [keyOf(i.region, i.name), i]));
  const unchanged: string[] = [];
  for (const row of rows) {
    const instance = fresh.get(keyOf(row.region, row.name));
    if (!instance) {
      if (mayForget(row)) await deleteDataCenter(db, row.id);
    } else if (isDeepStrictEqual(instance, row.snapshot)) {
      unchanged.push(row.id);
    } else {
      await remember({ row, creator: null }, instance);
    }
  }
  await touchDataCenters(db, unchanged);
}
