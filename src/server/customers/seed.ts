/**
 * Demo customers (issue 14 §5): 40 more demo leads registered through the leads service, converted
 * through the customers service (so each has its owner user, package history and audit entry), then
 * spread over packages, resellers and every status, with 150 customer users in all. The leads of the
 * leads seed stay unconverted, ready to be converted by hand. Batched where the product's own path
 * is not needed, so start-up stays quick.
 */
import { asc, eq, sql } from 'drizzle-orm';
import type { CustomerStatus } from '~/lib/customers/model';
import type { CustomerUserRole, CustomerUserStatus } from '~/lib/customer-users/model';
import { SYSTEM_AUDIT } from '~/server/audit/record';
import { users } from '~/server/auth/schema';
import { businessCategories } from '~/server/business-categories/schema';
import { simulatorProvider } from '~/server/cloud/simulator';
import { customerUsers } from '~/server/customer-users/schema';
import { customerService } from '~/server/customers/service';
import { dataCenters } from '~/server/data-centers/schema';
import { dataCenterService } from '~/server/data-centers/service';
import type { Database } from '~/server/db/client';
import { simulatorDns } from '~/server/leads/dns';
import { leadsService } from '~/server/leads/service';
import { packages } from '~/server/packages/schema';
import { resellers } from '~/server/resellers/schema';

const FIRST = ['Amina', 'Bashir', 'Celia', 'Dawood', 'Elena', 'Farhan', 'Grace', 'Hamza', 'Iqra', 'Jonas'];
const LAST = ['Aslam', 'Brennan', 'Chaudhry', 'Duarte', 'Evans', 'Fazal', 'Gill', 'Haider', 'Ibrahim', 'Jensen'];
const STAFF_FIRST = ['Adeel', 'Bushra', 'Camila', 'Danish', 'Esha', 'Faisal', 'Gul', 'Hiba', 'Irfan', 'Javeria', 'Kamran', 'Lina', 'Moiz', 'Noor', 'Omar', 'Parveen'];
const STAFF_LAST = ['Abbasi', 'Bhatti', 'Cruz', 'Dar', 'Elahi', 'Farooq', 'Ghani', 'Hashmi', 'Iqbal', 'Javed', 'Khattak', 'Lodhi', 'Mirza'];
const TRADES = ['Bakery', 'Dental Care', 'Fitness Studio', 'Book Shop', 'Print House', 'Cycle Works', 'Tailors', 'Opticians'];
const TOWNS = ['Lahore', 'Quetta', 'Multan', 'Sialkot', 'Hunza'];

/** 40 customers: status by position, so every status is present and trials and actives dominate. */
const STATUS_CYCLE: CustomerStatus[] = ['active', 'trial', 'active', 'past_due', 'active', 'trial', 'suspended', 'active', 'cancelled', 'active'];
const COUNT = 40;
const USERS_TOTAL = 150;
const DAY_MS = 24 * 60 * 60 * 1000;

const slug = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

/**
 * Seeds the demo customers as `creatorEmail` over the demo data centers, packages and resellers.
 * @throws Error when the creator or a running data center is missing
 */
export async function seedDemoCustomers(db: Database, creatorEmail: string, domain: string): Promise<void> {
  const [creator] = await db.select({ id: users.id, name: users.name }).from(users).where(eq(users.email, creatorEmail));
  const running = await db.select({ id: dataCenters.id }).from(dataCenters).where(eq(dataCenters.stateName, 'running')).orderBy(asc(dataCenters.createdAt));
  if (!creator || running.length === 0) throw new Error('The demo customers need the demo creator and a running data center.');
  const [pkgs, sellers, categories] = await Promise.all([
    db.select({ id: packages.id }).from(packages).where(eq(packages.status, 'active')).orderBy(asc(packages.name)),
    db.select({ id: resellers.id }).from(resellers).where(eq(resellers.status, 'active')).orderBy(asc(resellers.companyName)),
    db.select({ id: businessCategories.id }).from(businessCategories).where(eq(businessCategories.status, 'active')).orderBy(asc(businessCategories.sortOrder)),
  ]);

  const leadService = leadsService({
    db,
    dns: simulatorDns(db),
    hosts: dataCenterService({ db, cloud: simulatorProvider({ db, delayMs: 0 }) }),
    domain: () => domain,
  });
  const service = customerService({ db, defaults: async () => ({ defaultPackageId: '', defaultTrialDays: 14, leadsDomain: domain }) });
  const audit = { ...SYSTEM_AUDIT, actor: { id: creator.id, name: creator.name ?? 'Sara Admin' } };

  const ids: string[] = [];
  for (let i = 0; i < COUNT; i++) {
    const first = FIRST[i % FIRST.length]!;
    const last = LAST[(i + Math.floor(i / LAST.length)) % LAST.length]!;
    const company = `${TOWNS[i % TOWNS.length]} ${TRADES[(i * 7) % TRADES.length]} ${i + 1}`;
    const { lead } = await leadService.create(
      {
        name: `${first} ${last}`,
        email: `${first.toLowerCase()}@${slug(company)}.example`,
        phone: `+92301${String(2000000 + i * 4513).slice(-7)}`,
        company,
        subdomain: slug(company),
        dataCenterId: running[i % running.length]!.id,
        categoryId: categories.length ? categories[i % categories.length]!.id : null,
        notes: null,
      },
      creator.id,
    );
    const status = STATUS_CYCLE[i % STATUS_CYCLE.length]!;
    const customer = await service.convert(
      lead.id,
      {
        packageId: pkgs[i % pkgs.length]!.id,
        billingCycle: i % 4 === 3 ? 'yearly' : 'monthly',
        resellerId: sellers.length && i % 3 !== 0 ? sellers[i % sellers.length]!.id : null,
        trialDays: status === 'trial' ? 14 : 0,
      },
      audit,
    );
    ids.push(customer.id);
  }

  // Backdate in a few statements: customer i converted (60 - 1.4 i) days ago, its lead four days
  // earlier; the period keeps its length; the status comes from STATUS_CYCLE with its reason.
  const now = Date.now();
  const plan = ids.map((id, i) => {
    const status = STATUS_CYCLE[i % STATUS_CYCLE.length]!;
    const reason = status === 'suspended' ? 'Payment failed three times.' : status === 'cancelled' ? 'Moved to another provider.' : '';
    return { id, at: new Date(now - (60 - 1.4 * i) * DAY_MS).toISOString(), status, reason, seen: status === 'cancelled' ? null : new Date(now - (i % 9) * DAY_MS).toISOString() };
  });
  const plans = sql`(select * from jsonb_to_recordset(${JSON.stringify(plan)}::jsonb) as p(id uuid, at timestamptz, status text, reason text, seen timestamptz))`;
  await db.execute(sql`
    update customers c set created_at = p.at, updated_at = p.at, status = p.status, status_reason = p.reason,
      current_period_start = p.at + (c.current_period_start - c.created_at), current_period_end = p.at + (c.current_period_end - c.created_at)
    from ${plans} p where c.id = p.id`);
  await db.execute(sql`update leads l set created_at = p.at - interval '4 days', converted_at = p.at from ${plans} p, customers c where c.id = p.id and l.id = c.lead_id`);
  // Their registration (the CREATION activity) dates with them: else "Leads created per day" spikes on the day the demo data was made.
  await db.execute(sql`update lead_activities a set created_at = l.created_at from leads l, customers c where c.lead_id = l.id and a.lead_id = l.id and a.type = 'CREATION'`);
  await db.execute(sql`update customer_package_history h set created_at = p.at from ${plans} p where h.customer_id = p.id`);
  await db.execute(sql`update customer_users u set created_at = p.at, last_seen_at = p.seen from ${plans} p where u.customer_id = p.id`);

  // The other 110 users: admins and staff over the customers, in one insert.
  const extra: (typeof customerUsers.$inferInsert)[] = [];
  for (let n = 0; n < USERS_TOTAL - COUNT; n++) {
    const customerId = ids[(n * 7) % ids.length]!;
    // 16 and 13 are coprime: every one of these users has a name of their own.
    const first = STAFF_FIRST[n % STAFF_FIRST.length]!;
    const last = STAFF_LAST[n % STAFF_LAST.length]!;
    const role: CustomerUserRole = n % 5 === 0 ? 'admin' : 'staff';
    const status: CustomerUserStatus = n % 11 === 0 ? 'disabled' : n % 7 === 0 ? 'invited' : 'active';
    extra.push({
      customerId,
      name: `${first} ${last}`,
      email: `${first.toLowerCase()}.${last.toLowerCase()}${n}@customers.example`,
      phone: `+92302${String(3000000 + n * 2719).slice(-7)}`,
      role,
      status,
      lastSeenAt: status === 'active' ? new Date(now - (n % 20) * DAY_MS - (n % 5) * 3_600_000) : null,
      createdAt: new Date(now - (50 - (n % 45)) * DAY_MS),
    });
  }
  await db.insert(customerUsers).values(extra);
}
