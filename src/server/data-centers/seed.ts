/**
 * Demo data centers (issue 4): a few simulated instances created by the demo super admin across
 * regions — most running, one stopped, one with a static IP — seeded only with the demo data and
 * only on the simulator (they would not exist on a real Lightsail account).
 */
import { eq } from 'drizzle-orm';
import type { RegionCode } from '~/lib/data-centers/regions';
import { users } from '~/server/auth/schema';
import { findBundle } from '~/server/cloud/catalog';
import { simulatorProvider } from '~/server/cloud/simulator';
import type { Database } from '~/server/db/client';
import { insertDataCenter } from '~/server/data-centers/records';

interface DemoInstance {
  name: string;
  region: RegionCode;
  zone: string;
  blueprintId: string;
  bundleId: string;
  stopped?: boolean;
  staticIp?: boolean;
}

/** The demo instances: five regions, one static IP, one stopped. */
export const DEMO_INSTANCES: readonly DemoInstance[] = [
  { name: 'reseller-web-1', region: 'us-east-1', zone: 'us-east-1a', blueprintId: 'wordpress', bundleId: 'small_3_0', staticIp: true },
  { name: 'leads-app-eu', region: 'eu-central-1', zone: 'eu-central-1b', blueprintId: 'nodejs', bundleId: 'medium_3_0' },
  { name: 'mumbai-api', region: 'ap-south-1', zone: 'ap-south-1a', blueprintId: 'ubuntu_22_04', bundleId: 'micro_3_0' },
  { name: 'tokyo-cache', region: 'ap-northeast-1', zone: 'ap-northeast-1c', blueprintId: 'debian_12', bundleId: 'nano_3_0' },
  { name: 'staging-london', region: 'eu-west-2', zone: 'eu-west-2a', blueprintId: 'lamp_8_bitnami', bundleId: 'small_3_0', stopped: true },
];

/** Creates the demo instances, settled at once, as created by `creatorEmail`. */
export async function seedDemoDataCenters(db: Database, creatorEmail: string): Promise<void> {
  const [creator] = await db.select({ id: users.id }).from(users).where(eq(users.email, creatorEmail));
  if (!creator) throw new Error(`The demo creator ${creatorEmail} is missing; seed the demo accounts first.`);
  // No delay: the demo starts from settled instances whatever SIMULATOR_DELAY_MS says.
  const cloud = simulatorProvider({ db, delayMs: 0 });
  for (const demo of DEMO_INSTANCES) {
    const ref = { name: demo.name, region: demo.region };
    let instance = await cloud.createInstance({ ...ref, availabilityZone: demo.zone, blueprintId: demo.blueprintId, bundleId: demo.bundleId });
    if (demo.staticIp) instance = await cloud.attachStaticIp(ref);
    if (demo.stopped) instance = await cloud.stopInstance(ref);
    const price = findBundle(demo.bundleId)?.price ?? 0;
    await insertDataCenter(db, { instance, region: demo.region, price, createdBy: creator.id });
  }
}
