import { describe, expect, it } from 'vitest';
import { ACCESS_MESSAGES } from '~/server/access/manage';

describe('ACCESS_MESSAGES', () => {
  it('names the role and the missing permissions by their labels (issue 26 defect 4)', () => {
    expect(ACCESS_MESSAGES.grant('sales_manager', ['oi:view::datacenter'])).toBe(
      'You cannot give the role Sales manager: it holds a permission you do not have: View data centers.',
    );
    expect(ACCESS_MESSAGES.manage('sales_manager', ['oi:view::datacenter', 'oi:add::packages'])).toBe(
      'You cannot manage an employee with the role Sales manager: it holds permissions you do not have: View data centers and Add packages.',
    );
  });

  it('past three, says how many and names three', () => {
    const missing = ['oi:view::datacenter', 'oi:add::packages', 'oi:edit::packages', 'oi:delete::packages', 'oi:edit::customers'];
    expect(ACCESS_MESSAGES.grant('inventory_manager', missing)).toBe(
      'You cannot give the role Inventory manager: it holds 5 permissions you do not have, among them View data centers, Add packages, and Edit packages.',
    );
  });

  it('names permissions one cannot grant by their labels too', () => {
    expect(ACCESS_MESSAGES.grantPermissions(['oi:view::datacenter'])).toBe('You cannot grant a permission you do not have: View data centers.');
    expect(ACCESS_MESSAGES.changeRole('hr_manager', ['oi:add::packages'])).toBe(
      'You cannot change the role Hr manager: it holds a permission you do not have: Add packages.',
    );
  });
});
