/**
 * Demo roles beyond the four of DESIGN.md (issue 11 §1), so that the roles list has more than one
 * page and the editor has realistic examples. None is held by a demo account.
 */
import { sql } from 'drizzle-orm';
import { crud, P, type Permission } from '~/lib/permissions';
import { resolvePermissions } from '~/lib/roles/implied';
import { roles } from '~/server/auth/schema';
import type { Database } from '~/server/db/client';

/** Descriptions of the four demo roles of DESIGN.md. */
export const DEMO_ROLE_DESCRIPTIONS: Record<string, string> = {
  super_admin: 'Every permission, new ones included. A system role: it cannot be changed or deleted.',
  inventory_manager: 'Runs the inventory: data centers, leads, packages, resellers and customers.',
  hr_manager: 'Manages people and access: employees, departments, designations, roles and permissions.',
  viewer: 'Reads the inventory without changing anything.',
};

const leads = (...actions: Array<'add' | 'edit' | 'delete' | 'view' | 'single_lead_information'>) =>
  actions.map((a) => crud('oi', a, 'allleads'));

/** code → [description, the permissions chosen (implied ones are added)]; each shows its code's words capitalised. */
const EXTRA_ROLES: Record<string, [string, Permission[]]> = {
  sales_clerk: ['Registers leads and follows them up.', [P.B_PROFILE, ...leads('add', 'edit', 'view', 'single_lead_information'), P.OI_LEAD_REGISTERATION]],
  sales_manager: ['Leads the sales team: every lead, the tracker and the packages.', [P.B_PROFILE, ...leads('add', 'edit', 'delete', 'view', 'single_lead_information'), P.OI_LEAD_ACTIVITY_TRACKER, P.OI_LEAD_REGISTERATION, P.OI_PACKAGES]],
  support_agent: ['Answers customers: reads their accounts and live leads.', [P.B_PROFILE, crud('oi', 'view', 'customer_users'), crud('oi', 'single_lead_information', 'existingleads')]],
  support_lead: ['Support agents plus impersonation of customer users.', [P.B_PROFILE, crud('oi', 'impersonate', 'customer_users'), crud('oi', 'edit', 'existingleads')]],
  billing_officer: ['Handles package requests and upgrades.', [P.B_PROFILE, crud('oi', 'edit', 'packages'), P.OI_UPGRADE_PACKAGE_REQUEST, crud('oi', 'add', 'upgrade_package_request'), crud('oi', 'edit', 'upgrade_package_request')]],
  network_operator: ['Starts, stops and reboots data centers.', [P.B_PROFILE, ...(['start', 'stop', 'reboot', 'view_single_data_center'] as const).map((a) => crud('oi', a, 'datacenter'))]],
  cloud_engineer: ['Creates and removes data centers.', [P.B_PROFILE, ...(['add', 'delete', 'start', 'stop', 'reboot', 'view_single_data_center'] as const).map((a) => crud('oi', a, 'datacenter'))]],
  reseller_manager: ['Registers and follows resellers.', [P.B_PROFILE, P.OI_RESELLERS_REGISTERATION, P.OI_LIST_OF_ONLINE_RESELLERS, P.OI_ALL_RESELLERS]],
  catalogue_editor: ['Keeps the business categories and packages up to date.', [P.B_PROFILE, crud('oi', 'edit', 'businesscategories'), crud('oi', 'add', 'businesscategories'), crud('oi', 'add', 'packages'), crud('oi', 'duplicate', 'packages')]],
  recruiter: ['Adds employees and reads departments and designations.', [P.B_PROFILE, crud('ou', 'add', 'employee'), crud('ou', 'view', 'department'), crud('ou', 'view', 'designation')]],
  access_auditor: ['Reads roles, permissions and super admins without changing them.', [P.B_PROFILE, crud('ou', 'view', 'roles'), crud('ou', 'view', 'permission'), crud('ou', 'view', 'listofsuperadmin')]],
  helpdesk: ['Reads the help pages and the profile only.', [P.B_PROFILE, crud('ou', 'view', 'help')]],
};

/** 'sales_clerk' → 'Sales Clerk'. */
const titleCase = (code: string) => code.replace(/(^|_)([a-z])/g, (_, gap: string, ch: string) => `${gap ? ' ' : ''}${ch.toUpperCase()}`);

/** Inserts the extra demo roles and describes the four of DESIGN.md. */
export async function seedDemoRoles(db: Database): Promise<void> {
  const rows = [
    ...Object.entries(EXTRA_ROLES).map(([name, [description, chosen]]) => ({ name, label: titleCase(name), description, permissions: resolvePermissions(chosen) })),
  ];
  await db.insert(roles).values(rows).onConflictDoNothing();
  for (const [name, description] of Object.entries(DEMO_ROLE_DESCRIPTIONS)) {
    await db.update(roles).set({ description }).where(sql`${roles.name} = ${name}`);
  }
}
