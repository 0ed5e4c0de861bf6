/**
 * Demo packages (issue 13 §4): twelve plans over the demo categories, so the packages list has a
 * second page; one archived, one draft, some with allowed upgrades.
 */
import type { PackageLimits, PackageStatus } from '~/lib/packages/model';
import type { Database } from '~/server/db/client';
import { packages, packageUpgrades } from '~/server/packages/schema';

interface DemoPackage {
  name: string;
  code: string;
  category: string | null;
  /** Monthly price in cents; the yearly price is ten months (two free). */
  monthly: number;
  setupFee?: number;
  trialDays?: number;
  limits: PackageLimits;
  features: string[];
  status?: PackageStatus;
  resellerVisible?: boolean;
  upgrades?: string[];
}

const L = (users: number | null, storageGb: number | null, transferGb: number | null, customDomains: number | null, emailAccounts: number | null): PackageLimits => ({
  users,
  storageGb,
  transferGb,
  customDomains,
  emailAccounts,
});

const DEMO: DemoPackage[] = [
  { name: 'Starter', code: 'STARTER', category: 'Retail & E-commerce', monthly: 499, trialDays: 14, limits: L(1, 10, 100, 1, 5), features: ['Free SSL', 'Daily backups'], resellerVisible: true, upgrades: ['BUSINESS', 'BUSINESS-PLUS'] },
  { name: 'Business', code: 'BUSINESS', category: 'Retail & E-commerce', monthly: 1499, limits: L(5, 50, 500, 5, 25), features: ['Free SSL', 'Daily backups', 'Staging site'], resellerVisible: true, upgrades: ['BUSINESS-PLUS', 'ENTERPRISE'] },
  { name: 'Business Plus', code: 'BUSINESS-PLUS', category: 'Retail & E-commerce', monthly: 2999, limits: L(15, 150, 1500, 20, 100), features: ['Free SSL', 'Hourly backups', 'Staging site', 'Priority support'], resellerVisible: true, upgrades: ['ENTERPRISE'] },
  { name: 'Enterprise', code: 'ENTERPRISE', category: null, monthly: 9900, setupFee: 25000, limits: L(null, 1000, null, null, null), features: ['Dedicated resources', 'Hourly backups', '99.99% uptime SLA', 'Account manager'] },
  { name: 'Clinic Basic', code: 'CLINIC-BASIC', category: 'Healthcare', monthly: 1999, trialDays: 30, limits: L(5, 25, 250, 2, 20), features: ['Encrypted storage', 'Appointment booking'], upgrades: ['CLINIC-PRO'] },
  { name: 'Clinic Pro', code: 'CLINIC-PRO', category: 'Healthcare', monthly: 4999, setupFee: 5000, limits: L(25, 200, 2000, 10, 100), features: ['Encrypted storage', 'Appointment booking', 'Patient portal'] },
  { name: 'Campus', code: 'CAMPUS', category: 'Education', monthly: 2499, trialDays: 30, limits: L(50, 100, 1000, 3, 200), features: ['Learning portal', 'Video storage'], resellerVisible: true },
  { name: 'Hotel Suite', code: 'HOTEL-SUITE', category: 'Hospitality', monthly: 3499, limits: L(10, 80, 800, 5, 50), features: ['Booking engine', 'Multilingual site'] },
  { name: 'Agency Reseller 10', code: 'AGENCY-10', category: 'Agencies', monthly: 5999, limits: L(10, 250, 2500, 10, 250), features: ['White label', 'Client billing'], resellerVisible: true, upgrades: ['AGENCY-50'] },
  { name: 'Agency Reseller 50', code: 'AGENCY-50', category: 'Agencies', monthly: 19999, limits: L(50, 1000, 10000, 50, 1000), features: ['White label', 'Client billing', 'Priority support'], resellerVisible: true },
  { name: 'Consultant Pro', code: 'CONSULT-PRO', category: 'Professional Services', monthly: 1299, limits: L(3, 30, 300, 2, 15), features: ['Client portal', 'E-signatures'], status: 'draft' },
  { name: 'Legacy Shared', code: 'LEGACY-SHARED', category: null, monthly: 299, limits: L(1, 2, 20, 1, 2), features: ['Shared hosting'], status: 'archived', upgrades: ['STARTER'] },
];

/** Inserts the demo packages over the categories `categoryIds` (by name). */
export async function seedDemoPackages(db: Database, categoryIds: Map<string, string>): Promise<void> {
  const rows = await db
    .insert(packages)
    .values(
      DEMO.map((p) => ({
        name: p.name,
        code: p.code,
        categoryId: p.category ? (categoryIds.get(p.category) ?? null) : null,
        description: `${p.name}: ${p.features.join(', ').toLowerCase()}.`,
        monthlyPrice: p.monthly,
        yearlyPrice: p.monthly * 10,
        setupFee: p.setupFee ?? 0,
        trialDays: p.trialDays ?? 0,
        limitUsers: p.limits.users,
        limitStorageGb: p.limits.storageGb,
        limitTransferGb: p.limits.transferGb,
        limitCustomDomains: p.limits.customDomains,
        limitEmailAccounts: p.limits.emailAccounts,
        features: p.features,
        status: p.status ?? 'active',
        resellerVisible: p.resellerVisible ?? false,
      })),
    )
    .returning({ id: packages.id, code: packages.code });
  const id = new Map(rows.map((r) => [r.code, r.id]));
  const edges = DEMO.flatMap((p) => (p.upgrades ?? []).map((to) => ({ packageId: id.get(p.code)!, targetId: id.get(to)! })));
  await db.insert(packageUpgrades).values(edges);
}
