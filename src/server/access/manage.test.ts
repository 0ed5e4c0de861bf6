import { describe, expect, it } from 'vitest';
import { ACCESS_MESSAGES } from '~/server/access/manage';

describe('ACCESS_MESSAGES', () => {
  it('names the role as typed and the missing permissions by their labels (issue 26 defects 4, 8)', () => {
    expect(ACCESS_MESSAGES.grant('Sales Manager', ['oi:view::datacenter'])).toBe(
      'You cannot give the role Sales Manager: it holds a permission you do not have: View data centers.',
    );
    expect(ACCESS_MESSAGES.manage('Sales Manager', ['oi:view::datacenter', 'oi:add::packages'])).toBe(
      'You cannot manage an employee with the role Sales Manager: it holds permissions you do not have: View data centers and Add packages.',
    );
  });

  it('past three, says how many and names three', () => {
    const missing = ['oi:view::datacenter', 'oi:add::packages', 'oi:edit::packages', 'oi:delete::packages', 'oi:edit::customers'];
    expect(ACCESS_MESSAGES.grant('Inventory Manager', missing)).toBe(
      'You cannot give the role Inventory Manager: it holds 5 permissions you do not have, among them View data centers, Add packages, and Edit packages.',
    );
  });

  it('names permissions one cannot grant by their labels too', () => {
    expect(ACCESS_MESSAGES.grantPermissions(['oi:view::datacenter'])).toBe('You cannot grant a permission you do not have: View data centers.');
    expect(ACCESS_MESSAGES.changeRole('HR Manager', ['oi:add::packages'])).toBe(
      'You cannot change the role HR Manager: it holds a permission you do not have: Add packages.',
    );
  });
});
