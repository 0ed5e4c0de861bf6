import { describe, expect, it } from 'vitest';
import { homeFor, matchRoute, missingFor, ROUTES } from '~/lib/routes';
import type { UserDetails } from '~/lib/types';

const user = (permissions: string[]): UserDetails => ({ id: '1', email: 'a@b.c', contact: '', is_super_admin: false, role: { name: 'r', label: 'R', permissions } });

describe('matchRoute', () => {
  it('matches exact paths, parameters and a trailing slash', () => {
    expect(matchRoute('/')?.public).toBe(true);
    expect(matchRoute('/reset-password/abc')?.public).toBe(true);
    expect(matchRoute('/owner-inventory/dashboard/general/data-center/42')?.permission).toBe('oi:view_single_data_center::datacenter');
    expect(matchRoute('/owner-inventory/dashboard/')?.permission).toBe('oi:access::dashboard_inventory');
  });

  it('marks the instance detail page live: it reads the cloud as it renders, so it is kept for seconds only', () => {
    expect(matchRoute('/owner-inventory/dashboard/general/data-center/42')?.live).toBe(true);
    expect(matchRoute('/owner-inventory/dashboard/general/data-center')?.live).toBeUndefined();
  });

  it("names what a page needs that the user lacks: its area code, then what its records need (issue 26 defect 12)", () => {
    const page = matchRoute('/owner-inventory/dashboard/general/business-categories')!;
    expect(missingFor(user([]), page)).toBe('oi:access::business_categories');
    expect(missingFor(user(['oi:access::business_categories']), page)).toBe('oi:view::businesscategories');
    expect(missingFor(user(['oi:access::business_categories', 'oi:view::businesscategories']), page)).toBeUndefined();
    expect(missingFor(user([]), matchRoute('/forbidden')!)).toBeUndefined();
    // The same rule in OU as in OI: an OU page names its OU code.
    expect(missingFor(user(['oi:access::oi']), matchRoute('/owner-universe/dashboard/users/roles')!)).toBe('ou:access::roles');
    for (const list of ['/owner-universe/dashboard/users/employees', '/owner-universe/dashboard/human-resource/employees']) {
      expect(missingFor(user(['ou:access::employees']), matchRoute(list)!)).toBe('ou:view::employee');
      expect(missingFor(user(['ou:access::employees', 'ou:view::employee']), matchRoute(list)!)).toBeUndefined();
    }
  });

  it('knows no other path', () => {
    expect(matchRoute('/nope')).toBeUndefined();
    expect(matchRoute('/owner-inventory/dashboard/general/data-center/1/extra')).toBeUndefined();
  });

  it('guards every non-public route except the 403 page and OI settings', () => {
    const open = ROUTES.filter((r) => !r.public && r.permission === '').map((r) => r.pattern);
    expect(open).toEqual(['/forbidden', '/owner-inventory/dashboard/settings/general']);
  });

  it('has the OJ and OA trees behind their umbrella codes', () => {
    expect(matchRoute('/owner-jungle/dashboard/leads/all-leads')?.permission).toBe('oj:access::oj');
    expect(matchRoute('/owner-analytic/dashboard/settings/general')?.permission).toBe('oa:access::oa');
  });
});

describe('homeFor', () => {
  it('is OU with ou:access::ou, else OI', () => {
    expect(homeFor(user(['ou:access::ou']))).toBe('/owner-universe/dashboard');
    expect(homeFor(user(['oi:access::oi']))).toBe('/owner-inventory/dashboard');
  });
});
