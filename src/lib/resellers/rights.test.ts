import { describe, expect, it } from 'vitest';
import { actionsFor, resellerRights, RESELLER_RIGHTS } from '~/lib/resellers/rights';

const holder = (...permissions: string[]) => ({ is_super_admin: false, role: { permissions } });
const all = resellerRights(holder(...Object.values(RESELLER_RIGHTS).flat()));

describe('resellers actionsFor', () => {
  it('decides pending applications in the queue only', () => {
    expect(actionsFor({ status: 'pending' }, all, 'queue')).toEqual(['approve', 'reject']);
    expect(actionsFor({ status: 'rejected' }, all, 'queue')).toEqual([]);
  });
  it('manages every reseller in All Resellers: suspend the active, reactivate the suspended', () => {
    expect(actionsFor({ status: 'active' }, all, 'all')).toEqual(['edit', 'suspend', 'delete']);
    expect(actionsFor({ status: 'suspended' }, all, 'all')).toEqual(['edit', 'reactivate', 'delete']);
    expect(actionsFor({ status: 'pending' }, all, 'all')).toEqual(['edit', 'delete']);
  });
  it('gives nothing without oi:edit::resellers, whatever the page codes', () => {
    const viewer = resellerRights(holder('oi:access::all_resellers', 'oi:access::list_of_online_resellers'));
    expect(actionsFor({ status: 'active' }, viewer, 'all')).toEqual([]);
    expect(actionsFor({ status: 'pending' }, viewer, 'queue')).toEqual([]);
  });
});
