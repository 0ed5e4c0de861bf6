import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OI_FIGURE_PERMISSIONS, OU_FIGURE_PERMISSIONS } from '~/lib/dashboards/model';
import { auditLog } from '~/server/audit/schema';
import { roles, users } from '~/server/auth/schema';
import { customers } from '~/server/customers/schema';
import { dataCenters } from '~/server/data-centers/schema';
import { leadActivities, leads } from '~/server/leads/schema';
import { packages } from '~/server/packages/schema';
import { resellers } from '~/server/resellers/schema';
import { closeTemplate, createTestBackend, type TestBackend } from '~/server/testing/backend';
import { call, signIn } from '~/server/testing/client';
import { upgradeRequests } from '~/server/upgrade-requests/schema';

let t: TestBackend;
let admin: string;
beforeEach(async () => {
  t = await createTestBackend();
  admin = await signIn(t.app, 'superadmin@example.com');
});
afterEach(() => t.close());
afterAll(closeTemplate);

const DAY = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY);

async function board(name: 'ou' | 'oi', period = '7d', token = admin) {
  const res = await call(t.app, 'GET', `/dashboards/${name}?period=${period}`, undefined, { token });
  expect(res.status).toBe(200);
  return res.body.data as { period: string; from: string; to: string; figures: Record<string, any> };
}

/** Gives the demo role `role` exactly `permissions` (before its holder signs in). */
async function setRole(role: string, permissions: string[]) {
  await t.database.db.update(roles).set({ permissions }).where(eq(roles.name, role));
}

async function aLead(createdAt: Date, convertedAt: Date | null = null) {
  const [dc] = await t.database.db.select({ id: dataCenters.id }).from(dataCenters).limit(1);
  const n = Math.random().toString(36).slice(2, 10);
  const [row] = await t.database.db
    .insert(leads)
    .values({ name: `Fixture ${n}`, email: `${n}@fixture.example`, phone: '+923001234567', company: 'Fixture', subdomain: `fx-${n}`, dataCenterId: dc!.id, status: 'active', createdAt, convertedAt })
    .returning();
  return row!;
}

async function activity(leadId: string, status: 'SUCCESS' | 'FAILED', createdAt: Date) {
  await t.database.db.insert(leadActivities).values({ leadId, leadName: 'Fixture', subDomain: 'fx', status, type: 'CREATION', createdAt });
}

async function aCustomer(code: string, status: 'trial' | 'active' | 'cancelled', cycle: 'monthly' | 'yearly', createdAt: Date) {
  const [p] = await t.database.db.select().from(packages).where(eq(packages.code, code));
  await t.database.db.insert(customers).values({
    businessName: `Customer ${Math.random()}`,
    ownerName: 'Owner',
    ownerEmail: 'owner@fixture.example',
    ownerPhone: '+923001234567',
    packageId: p!.id,
    status,
    billingCycle: cycle,
    currentPeriodStart: createdAt,
    currentPeriodEnd: new Date(createdAt.getTime() + 30 * DAY),
    subdomain: `cust-${Math.random().toString(36).slice(2, 8)}`,
    createdAt,
  });
  return p!;
}

describe('GET /dashboards/oi', () => {
  it('answers every OI figure to a super admin, with the window of the period', async () => {
    for (const [period, days] of [['7d', 7], ['30d', 30], ['90d', 90], ['1y', 365]] as const) {
      const data = await board('oi', period);
      expect(data.period).toBe(period);
      expect(Date.parse(data.to) - Date.parse(data.from)).toBe(days * DAY);
      expect(Object.keys(data.figures).sort()).toEqual(Object.keys(OI_FIGURE_PERMISSIONS).sort());
      expect(data.figures.leadsPerDay.series.length).toBeGreaterThanOrEqual(days);
    }
    const fallback = await call(t.app, 'GET', '/dashboards/oi', undefined, { token: admin });
    expect(fallback.body.data.period).toBe('30d');
  });

  it('shows the demo registrations spread over the days they are dated, not all on the day the data was made', async () => {
    const { series, value } = (await board('oi', '90d')).figures.leadsPerDay;
    const perDay = series.map((d: { success: number; failed: number }) => d.success + d.failed);
    expect(value).toBeGreaterThanOrEqual(40);
    expect(Math.max(...perDay)).toBeLessThanOrEqual(5);
  });

  it('counts leads per day by outcome, the failure rate and the conversion rate within the period', async () => {
    const before7 = (await board('oi', '7d')).figures;
    const before30 = (await board('oi', '30d')).figures;
    const recent = await aLead(ago(2), ago(1));
    const older = await aLead(ago(10));
    await activity(recent.id, 'SUCCESS', ago(2));
    await activity(recent.id, 'SUCCESS', ago(2));
    await activity(recent.id, 'FAILED', ago(2));
    await activity(older.id, 'FAILED', ago(10));
    const week = (await board('oi', '7d')).figures;
    expect(week.leadsPerDay.value - before7.leadsPerDay.value).toBe(3);
    expect(week.leadsPerDay.previous - before7.leadsPerDay.previous).toBe(1);
    const day = week.leadsPerDay.series.find((d: any) => d.day === ago(2).toISOString().slice(0, 10));
    expect(day).toMatchObject({ success: expect.any(Number), failed: expect.any(Number) });
    expect(day.success).toBeGreaterThanOrEqual(2);
    const month = (await board('oi', '30d')).figures;
    expect(month.leadsPerDay.value - before30.leadsPerDay.value).toBe(4);
  });

  it('computes the failure rate and conversion rate exactly on an empty history', async () => {
    await t.database.db.execute(sql`delete from lead_activities`);
    // The demo leads (and the conversions of the demo customers) move out of both windows.
    await t.database.db.execute(sql`update leads set created_at = now() - interval '400 days', converted_at = converted_at - interval '400 days'`);
    const lead = await aLead(ago(1), ago(1));
    await aLead(ago(1));
    await aLead(ago(3));
    await aLead(ago(9));
    await activity(lead.id, 'SUCCESS', ago(1));
    await activity(lead.id, 'FAILED', ago(1));
    await activity(lead.id, 'FAILED', ago(1));
    await activity(lead.id, 'SUCCESS', ago(8));
    const { figures } = await board('oi', '7d');
    expect(figures.provisioningFailureRate).toEqual({ value: 66.7, previous: 0, change: null });
    expect(figures.conversionRate).toEqual({ value: 33.3, previous: 0, change: null });
    expect(figures.leadsPerDay).toMatchObject({ value: 3, previous: 1, change: 200 });
  });

  it('counts customers by package and status and the MRR of active subscriptions, yearly ones ÷ 12', async () => {
    const before = (await board('oi', '7d')).figures;
    const starter = await aCustomer('STARTER', 'active', 'monthly', ago(2));
    const business = await aCustomer('BUSINESS', 'active', 'yearly', ago(20));
    await aCustomer('BUSINESS', 'trial', 'monthly', ago(3));
    await aCustomer('STARTER', 'cancelled', 'monthly', ago(3));
    const { figures } = await board('oi', '7d');
    expect(figures.customersByStatus.value - before.customersByStatus.value).toBe(4);
    expect(figures.customersByStatus.previous - before.customersByStatus.previous).toBe(1);
    const status = (key: string) => figures.customersByStatus.series.find((s: any) => s.key === key).value - (before.customersByStatus.series.find((s: any) => s.key === key)?.value ?? 0);
    expect([status('active'), status('trial'), status('cancelled')]).toEqual([2, 1, 1]);
    const pkg = (name: string, f: any) => f.customersByPackage.series.find((s: any) => s.label === name)?.value ?? 0;
    expect(pkg('Starter', figures) - pkg('Starter', before)).toBe(1);
    expect(pkg('Business', figures) - pkg('Business', before)).toBe(2);
    const added = starter.monthlyPrice + Math.round(business.yearlyPrice / 12);
    expect(figures.mrr.value - before.mrr.value).toBe(added);
    expect(figures.mrr.previous - before.mrr.previous).toBe(Math.round(business.yearlyPrice / 12));
    expect(figures.mrr.series.at(-1).value).toBe(figures.mrr.value);
    expect(figures.mrr.currency).toBe(starter.currency);
  });

  it('sums the bundle prices of running instances and counts instances by state', async () => {
    const { figures } = await board('oi', '30d');
    const rows = await t.database.db.select().from(dataCenters);
    const running = rows.filter((r) => r.stateName === 'running');
    expect(figures.runningMonthlyCost.value).toBe(Math.round(running.reduce((a, r) => a + r.price, 0) * 100));
    expect(figures.runningMonthlyCost.currency).toBe('USD');
    expect(figures.instancesByState.value).toBe(rows.length);
    expect(figures.instancesByState.series.find((s: any) => s.key === 'running').value).toBe(running.length);
  });

  it('counts the pending reseller applications and upgrade requests', async () => {
    const pending = (await t.database.db.select().from(resellers).where(eq(resellers.status, 'pending'))).length;
    const { figures } = await board('oi', '30d');
    expect(figures.pendingResellerApplications.value).toBe(pending);
    const queued = (await t.database.db.select().from(upgradeRequests).where(eq(upgradeRequests.status, 'pending'))).length;
    expect(queued).toBeGreaterThan(0);
    expect(figures.pendingUpgradeRequests.value).toBe(queued);
  });

  it('answers the same figures again until the data changes, then the new ones at once', async () => {
    const first = await board('oi');
    expect((await board('oi')).figures).toEqual(first.figures);
    const lead = await aLead(ago(1));
    await activity(lead.id, 'SUCCESS', ago(1));
    expect((await board('oi')).figures.leadsPerDay.value).toBe(first.figures.leadsPerDay.value + 1);
  });

  it('leaves out the figures whose list the caller may not view', async () => {
    await setRole('viewer', ['oi:access::dashboard_inventory', 'oi:view::datacenter', 'oi:access::customers']);
    const viewer = await signIn(t.app, 'viewer@example.com');
    const { figures } = await board('oi', '30d', viewer);
    expect(Object.keys(figures).sort()).toEqual(['customersByPackage', 'customersByStatus', 'instancesByState', 'mrr', 'runningMonthlyCost', 'settingChanges']);
    await setRole('viewer', ['oi:access::dashboard_inventory']);
    const bare = await signIn(t.app, 'viewer@example.com');
    // The OI settings are open to everyone signed in; their changes to whoever opens the dashboard.
    expect(Object.keys((await board('oi', '30d', bare)).figures)).toEqual(['settingChanges']);
  });

  it('lists a change of the leads domain with its before and after (issue 27 §4)', async () => {
    const inventory = await signIn(t.app, 'inventory@example.com');
    const before = (await board('oi', '7d', inventory)).figures.settingChanges;
    expect(before).toMatchObject({ value: 0, series: [] });
    await call(t.app, 'PATCH', '/settings', { companyName: 'Acme' }, { token: admin });
    await call(t.app, 'PATCH', '/settings', { leadsDomain: 'attacker-controlled.example', defaultTrialDays: 7 }, { token: inventory });
    const { value, series } = (await board('oi', '7d', inventory)).figures.settingChanges;
    expect(value).toBe(1);
    expect(series).toEqual([
      expect.objectContaining({ actorName: 'Imran Khan', key: 'leadsDomain', before: 'leads.example.com', after: 'attacker-controlled.example' }),
      expect.objectContaining({ key: 'defaultTrialDays', before: 14, after: 7 }),
    ]);
  });

  it('refuses a caller without the dashboard code (403) and a bad period (400)', async () => {
    const hr = await signIn(t.app, 'hr@example.com');
    expect((await call(t.app, 'GET', '/dashboards/oi', undefined, { token: hr })).status).toBe(403);
    for (const bad of ['2w', '7D', ' 7d', '30', 'all']) {
      const res = await call(t.app, 'GET', `/dashboards/oi?period=${encodeURIComponent(bad)}`, undefined, { token: admin });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Period must be one of 7d, 30d, 90d, 1y');
    }
    expect((await call(t.app, 'GET', '/dashboards/oi')).status).toBe(401);
  });
});

describe('GET /dashboards/ou', () => {
  it('answers every OU figure to a super admin and none of them to the inventory manager', async () => {
    const data = await board('ou', '30d');
    expect(Object.keys(data.figures).sort()).toEqual(Object.keys(OU_FIGURE_PERMISSIONS).sort());
    const inventory = await signIn(t.app, 'inventory@example.com');
    expect((await call(t.app, 'GET', '/dashboards/ou', undefined, { token: inventory })).status).toBe(403);
    const hr = await signIn(t.app, 'hr@example.com');
    expect(Object.keys((await board('ou', '30d', hr)).figures).sort()).toEqual(Object.keys(OU_FIGURE_PERMISSIONS).sort());
  });

  it('counts sign-ins and failed sign-ins per day from the audit log, per period', async () => {
    const before = (await board('ou', '7d')).figures;
    const entry = (action: string, at: Date) => ({ action, entityType: 'user', at, actorName: 'x' });
    await t.database.db.insert(auditLog).values([entry('auth.login', ago(1)), entry('auth.login', ago(2)), entry('auth.login_failed', ago(2)), entry('auth.login_failed', ago(9)), entry('auth.login', ago(40))]);
    const week = (await board('ou', '7d')).figures;
    expect(week.signInsPerDay.value - before.signInsPerDay.value).toBe(2);
    expect(week.failedSignInsPerDay.value - before.failedSignInsPerDay.value).toBe(1);
    expect(week.failedSignInsPerDay.previous - before.failedSignInsPerDay.previous).toBe(1);
    expect(week.signInsPerDay.series.length).toBeGreaterThanOrEqual(7);
    const quarter = (await board('ou', '90d')).figures;
    expect(quarter.signInsPerDay.value).toBeGreaterThanOrEqual(3);
    expect(week.recentAudit.series).toHaveLength(10);
    expect(week.recentAudit.series[0].id).toBeGreaterThan(week.recentAudit.series[9].id);
  });

  it('counts employees by status and department, role holders, invitations and sessions', async () => {
    const { figures } = await board('ou', '30d');
    const employees = await t.database.db.select().from(users).where(sql`is_super_admin = false and deleted_at is null`);
    expect(figures.employeesByStatus.value).toBe(employees.length);
    expect(figures.employeesByDepartment.value).toBe(employees.length);
    expect(figures.pendingInvitations.value).toBe(employees.filter((e) => e.status === 'invited').length);
    // People per role reads each role's name as typed, never its code (issue 26 §8).
    expect(figures.roleHolders.series.find((r: any) => r.label === 'Viewer').value).toBeGreaterThanOrEqual(1);
    expect(figures.roleHolders.series.find((r: any) => r.label === 'HR Manager').value).toBeGreaterThanOrEqual(1);
    expect(figures.roleHolders.series.filter((r: any) => r.label.includes('_'))).toEqual([]);
    expect(figures.activeSessions.value).toBeGreaterThanOrEqual(1);
    await t.database.db.update(users).set({ deletedAt: new Date() }).where(eq(users.email, 'viewer@example.com'));
    expect((await board('ou', '30d')).figures.employeesByStatus.value).toBe(employees.length - 1);
  });

  it('leaves out the audit figures without ou:view::audit_log', async () => {
    await setRole('hr_manager', ['ou:access::dashboard', 'ou:view::employee']);
    const hr = await signIn(t.app, 'hr@example.com');
    expect(Object.keys((await board('ou', '7d', hr)).figures).sort()).toEqual(['activeSessions', 'employeesByDepartment', 'employeesByStatus', 'pendingInvitations']);
    expect((await call(t.app, 'GET', '/dashboards/ou?period=1w', undefined, { token: hr })).status).toBe(400);
  });
});
