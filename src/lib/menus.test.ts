import { describe, expect, it } from 'vitest';
import { buildMenu, filterMenu, OI_MENU, OU_MENU } from '~/lib/menus';
import { ALL_PERMISSIONS, crud, P } from '~/lib/permissions';
import { DEMO_ROLES } from '~/server/db/seed';

const role = (...permissions: string[]) => ({ is_super_admin: false, role: { permissions } });
const titles = (tabs: ReadonlyArray<{ title: string }>) => tabs.map((t) => t.title);

describe('filterMenu (spec §6 "Menu visibility")', () => {
  it('shows a tab whose permission is held', () => {
    expect(titles(filterMenu(OU_MENU, role(P.OU_HELP)))).toEqual(['Help']);
  });

  it('shows a tab without its permission when one of its sub-tabs is permitted, with only that sub-tab', () => {
    const [leads, ...rest] = filterMenu(OI_MENU, role(P.OI_LEAD_ACTIVITY_TRACKER)).filter((t) => t.title === 'Leads');
    expect(rest).toEqual([]);
    expect(titles(leads!.subTabs)).toEqual(['Leads Status Tracker']);
  });

  it('filters sub-tabs one by one even when the tab itself is permitted', () => {
    const [users] = filterMenu(OU_MENU, role(P.OU_USERS, P.OU_ROLES, P.OU_DEPARTMENTS));
    expect(users!.title).toBe('Users');
    expect(titles(users!.subTabs)).toEqual(['Roles', 'Departments']);
  });

  it("hides a registration page from a role that may open it but not add (the viewer, issue 26 defect 12)", () => {
    const registrations = (user: ReturnType<typeof role>) =>
      filterMenu(OI_MENU, user)
        .flatMap((t) => t.subTabs)
        .filter((s) => /Registration/.test(s.title))
        .map((s) => s.path);
    const viewer = role(...DEMO_ROLES.viewer!);
    expect(registrations(viewer)).toEqual([]);
    // The viewer still has the other sub-tabs of those tabs.
    expect(titles(filterMenu(OI_MENU, viewer).find((t) => t.title === 'Packages')!.subTabs)).toEqual(['Packages', 'Upgrade Packages Request']);
    expect(registrations(role(P.OI_PACKAGE_REGISTERATION, crud('oi', 'add', 'packages')))).toEqual(['/owner-inventory/dashboard/packages/registration']);
    expect(registrations(role(P.OI_LEAD_REGISTERATION, crud('oi', 'add', 'existingleads')))).toEqual(['/owner-inventory/dashboard/leads/registration']);
    expect(registrations(role(P.OI_RESELLERS_REGISTERATION, crud('oi', 'edit', 'resellers')))).toEqual(['/owner-inventory/dashboard/resellers/reseller-registration']);
    expect(registrations(role(...DEMO_ROLES.inventory_manager!))).toHaveLength(3);
  });

  it('always shows OI Settings, whose permission is empty', () => {
    expect(titles(filterMenu(OI_MENU, role()))).toEqual(['Settings']);
    expect(titles(filterMenu(OU_MENU, role()))).toEqual([]);
  });

  it('shows everything to a super admin', () => {
    const superAdmin = { is_super_admin: true, role: { permissions: [] } };
    expect(titles(filterMenu(OI_MENU, superAdmin))).toEqual(titles(OI_MENU));
    expect(filterMenu(OU_MENU, superAdmin)[1]!.subTabs).toHaveLength(6);
  });

  it('names the tabs as the spec does', () => {
    const all = role(...ALL_PERMISSIONS);
    const subTitles = filterMenu(OI_MENU, all).flatMap((t) => titles(t.subTabs));
    expect(subTitles).toContain('Upgrade Packages Request');
    expect(subTitles).toContain('Leads Status Tracker');
  });
});

describe('buildMenu', () => {
  const all = role(...ALL_PERMISSIONS);

  it('links a tab with sub-tabs to its first permitted sub-tab', () => {
    const tabs = buildMenu(OU_MENU, role(P.OU_DEPARTMENTS, P.OU_ROLES), '/owner-universe/dashboard');
    expect(tabs.find((t) => t.title === 'Users')!.href).toBe('/owner-universe/dashboard/users/roles');
  });

  it('marks the active tab and sub-tab from the path', () => {
    const tabs = buildMenu(OI_MENU, all, '/owner-inventory/dashboard/general/data-center/abc');
    const general = tabs.find((t) => t.title === 'General')!;
    expect(general.active).toBe(true);
    expect(general.subTabs.filter((s) => s.active).map((s) => s.title)).toEqual(['Data Center']);
    expect(tabs.filter((t) => t.active).map((t) => t.title)).toEqual(['General']);
  });

  it('marks the dashboard only on its own path', () => {
    expect(buildMenu(OI_MENU, all, '/owner-inventory/dashboard').filter((t) => t.active).map((t) => t.title)).toEqual(['Dashboard Inventory']);
  });

  it('marks the Packages sub-tab, not Registration, on the packages list', () => {
    const packages = buildMenu(OI_MENU, all, '/owner-inventory/dashboard/packages/registration').find((t) => t.title === 'Packages')!;
    expect(packages.subTabs.filter((s) => s.active).map((s) => s.title)).toEqual(['Registration']);
  });
});
