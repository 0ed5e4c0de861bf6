/**
 * Demo leads (issue 5 point 5): registered through the leads service on the demo data centers, so
 * every row and activity is what the product itself would have written — most creations succeed,
 * those on the stopped instance fail with its message (some retried, failing again), and a dozen
 * leads are deleted. The lead status tracker then has more than one page on both tabs. Timestamps
 * are backdated over the last six weeks afterwards. Simulator only, like the demo data centers.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import { users } from '~/server/auth/schema';
import { dataCenters } from '~/server/data-centers/schema';
import type { Database } from '~/server/db/client';
import { simulatorProvider } from '~/server/cloud/simulator';
import { simulatorDns } from '~/server/leads/dns';
import { dataCenterService } from '~/server/data-centers/service';
import { leadActivities, leads } from '~/server/leads/schema';
import { leadsService } from '~/server/leads/service';

const PEOPLE = [
  ['Ayesha Malik', 'Crescent Textiles'],
  ['Bilal Ahmed', 'Indus Logistics'],
  ['Chen Wei', 'Jade Garden Foods'],
  ['Daniela Rossi', 'Rossi Interiors'],
  ['Emeka Okafor', 'Lagos Solar'],
  ['Fatima Zahra', 'Atlas Travel'],
  ['Gustavo Lima', 'Lima Coffee Roasters'],
  ['Hannah Schmidt', 'Schmidt Bakery'],
  ['Imran Qureshi', 'Qureshi Motors'],
  ['Julia Novak', 'Novak Design Studio'],
  ['Kenji Sato', 'Sato Robotics'],
  ['Leila Haddad', 'Cedar Clinics'],
  ['Mateo Garcia', 'Garcia Surf School'],
  ['Nadia Karim', 'Karim Legal'],
  ['Oliver Brown', 'Brown & Sons Hardware'],
  ['Priya Sharma', 'Lotus Yoga'],
  ['Quentin Moreau', 'Moreau Wines'],
  ['Rania Aziz', 'Aziz Jewellers'],
  ['Samuel Mensah', 'Accra Fresh Market'],
  ['Tara Singh', 'Singh Tutoring'],
  ['Usman Tariq', 'Tariq Electronics'],
  ['Valentina Cruz', 'Cruz Florist'],
  ['William Clarke', 'Clarke Accounting'],
  ['Xu Ming', 'Ming Tea House'],
  ['Yasmin Farouk', 'Nile Tours'],
  ['Zainab Hussain', 'Hussain Pharmacy'],
  ['Arjun Mehta', 'Mehta Textiles'],
  ['Beatriz Souza', 'Souza Pet Care'],
  ['Carlos Mendes', 'Mendes Auto Repair'],
  ['Dina Petrova', 'Petrova Language School'],
] as const;

/** Every fifth lead goes to the stopped instance, so its creation fails. */
const FAILS = (i: number) => i % 5 === 2;
/** Leads deleted later: a dozen, among them two whose creation failed (7, 22). */
const DELETED = new Set([0, 1, 3, 4, 7, 9, 13, 16, 19, 21, 22, 24]);
/** Failed leads retried once (their instance is still stopped, so the retry fails too). */
const RETRIED = new Set([17, 22]);

const DAY_MS = 24 * 60 * 60 * 1000;

function slug(company: string): string {
  return company
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * Registers, retries and deletes the demo leads as `creatorEmail`, on the demo data centers.
 * @param domain LEADS_DOMAIN
 * @throws Error when the creator or a running and a stopped data center are missing
 */
export async function seedDemoLeads(db: Database, creatorEmail: string, domain: string): Promise<void> {
  const [creator] = await db.select({ id: users.id }).from(users).where(eq(users.email, creatorEmail));
  if (!creator) throw new Error(`The demo creator ${creatorEmail} is missing; seed the demo accounts first.`);
  const hosts = await db.select({ id: dataCenters.id, state: dataCenters.stateName }).from(dataCenters).orderBy(dataCenters.createdAt);
  const running = hosts.filter((h) => h.state === 'running');
  const stopped = hosts.find((h) => h.state === 'stopped');
  if (running.length === 0 || !stopped) throw new Error('The demo leads need a running and a stopped demo data center.');

  const service = leadsService({
    db,
    dns: simulatorDns(db),
    hosts: dataCenterService({ db, cloud: simulatorProvider({ db, delayMs: 0 }) }),
    domain: () => domain,
  });

  // Oldest first, so that "newest first" lists show the last registered on top.
  const now = Date.now();
  const ids: string[] = [];
  for (const [i, [name, company]] of PEOPLE.entries()) {
    const host = FAILS(i) ? stopped : running[i % running.length]!;
    const { lead } = await service.create(
      {
        name,
        email: `${name.split(' ')[0]!.toLowerCase()}@${slug(company)}.example`,
        phone: `+92300${String(1000000 + i * 7919).slice(-7)}`,
        company,
        subdomain: slug(company),
        dataCenterId: host.id,
        notes: i % 3 === 0 ? 'Asked for a two-week trial.' : null,
      },
      creator.id,
    );
    ids.push(lead.id);
    if (RETRIED.has(i)) await service.retry(lead.id);
  }
  for (const i of DELETED) await service.remove(ids[i]!);

  // Spread the history over the last six weeks: lead i registered (42 - 1.3 i) days ago, its
  // retry a few hours later, its deletion 2–9 days after registration (never in the future).
  for (const [i, id] of ids.entries()) {
    const createdAt = new Date(now - (42 - 1.3 * i) * DAY_MS - (i % 7) * 3_600_000);
    const history = await db.select().from(leadActivities).where(eq(leadActivities.leadId, id)).orderBy(leadActivities.createdAt);
    const deleteAt = new Date(Math.min(now - 3_600_000, createdAt.getTime() + (2 + (i % 8)) * DAY_MS));
    for (const [n, activity] of history.entries()) {
      const at = activity.type === 'DELETE' ? deleteAt : new Date(createdAt.getTime() + n * 4 * 3_600_000);
      await db.update(leadActivities).set({ createdAt: at }).where(eq(leadActivities.id, activity.id));
    }
    await db.update(leads).set({ createdAt }).where(eq(leads.id, id));
  }
  await db.execute(sql`
    update leads set updated_at = greatest(leads.created_at, (select max(a.created_at) from lead_activities a where a.lead_id = leads.id))
    where ${inArray(leads.id, ids)}`);
}
