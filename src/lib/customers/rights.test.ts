import { describe, expect, it } from 'vitest';
import { actionsFor, customerRights, CUSTOMER_RIGHTS } from '~/lib/customers/rights';

const holder = (...permissions: string[]) => ({ is_super_admin: false, role: { permissions } });
const editor = customerRights(holder(...CUSTOMER_RIGHTS.edit));

describe('customers actionsFor', () => {
  it('offers the status change and creates a secret the customer lacks, rotates the one it has', () => {
    expect(actionsFor({ hasSiteSecret: false }, editor)).toEqual(['change-status', 'create-secret']);
    expect(actionsFor({ hasSiteSecret: true }, editor)).toEqual(['change-status', 'rotate-secret']);
  });
  it('offers nothing to a reader without oi:edit::customers', () => {
    const reader = customerRights(holder('oi:access::customers'));
    expect(reader.read).toBe(true);
    expect(actionsFor({ hasSiteSecret: true }, reader)).toEqual([]);
  });
  it('needs the page code too: oi:edit::customers alone edits nothing', () => {
    expect(actionsFor({ hasSiteSecret: false }, customerRights(holder('oi:edit::customers')))).toEqual([]);
  });
});
