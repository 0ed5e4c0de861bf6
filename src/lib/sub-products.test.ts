import { describe, expect, it } from 'vitest';
import { P } from '~/lib/permissions';
import { selectedSubProduct, SUB_PRODUCTS, switcherOptions, switchTo } from '~/lib/sub-products';

const role = (...permissions: string[]) => ({ is_super_admin: false, role: { permissions } });
const values = (list: Array<{ value: string }>) => list.map((o) => o.value);
const product = (code: string) => SUB_PRODUCTS.find((p) => p.value === code)!;

describe('switcherOptions (spec §6)', () => {
  it('lists only the permitted sub-products', () => {
    expect(values(switcherOptions(role(P.OI_OI)))).toEqual(['OI']);
    expect(values(switcherOptions(role(P.OU_OU, P.OA_OA)))).toEqual(['OU', 'OA']);
  });
  it('is hidden without any umbrella permission', () => {
    expect(switcherOptions(role(P.OI_DATA_CENTER))).toEqual([]);
  });
  it('shows all four to a super admin', () => {
    expect(values(switcherOptions({ is_super_admin: true, role: { permissions: [] } }))).toEqual(['OU', 'OI', 'OJ', 'OA']);
  });
});

describe('switchTo (spec §2 "Sidebar")', () => {
  it('stays when the path is already under the base path', () => {
    expect(switchTo(product('OI'), '/owner-inventory/dashboard/leads/all-leads')).toEqual({
      kind: 'navigate',
      href: '/owner-inventory/dashboard/leads/all-leads',
    });
  });
  it('goes to the base path + /dashboard otherwise', () => {
    expect(switchTo(product('OU'), '/owner-inventory/dashboard/leads/all-leads')).toEqual({ kind: 'navigate', href: '/owner-universe/dashboard' });
    expect(switchTo(product('OI'), '/profile')).toEqual({ kind: 'navigate', href: '/owner-inventory/dashboard' });
  });
  it('refuses OJ and OA with a coming-soon message naming the area', () => {
    expect(switchTo(product('OJ'), '/profile')).toEqual({ kind: 'coming-soon', message: 'Owner Jungle is coming soon.' });
    expect(switchTo(product('OA'), '/profile')).toEqual({ kind: 'coming-soon', message: 'Owner Analytic is coming soon.' });
  });
});

describe('selectedSubProduct (spec §4)', () => {
  it('follows the URL, defaulting to OU', () => {
    expect(selectedSubProduct(role(P.OU_OU), '/owner-inventory/dashboard')).toBe('OI');
    expect(selectedSubProduct(role(P.OU_OU), '/profile')).toBe('OU');
  });
  it('forces OI for a user without ou:access::ou', () => {
    expect(selectedSubProduct(role(P.OI_OI), '/profile')).toBe('OI');
  });
});
