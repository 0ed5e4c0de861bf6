import { describe, expect, it } from 'vitest';
import { actionsFor, upgradeRights, UPGRADE_RIGHTS } from '~/lib/upgrade-requests/rights';

const holder = (...permissions: string[]) => ({ is_super_admin: false, role: { permissions } });
const all = upgradeRights(holder(...Object.values(UPGRADE_RIGHTS).flat()));

describe('upgrade requests actionsFor', () => {
  it('approves, rejects and cancels a pending request', () => {
    expect(actionsFor({ status: 'pending' }, all)).toEqual(['approve', 'reject', 'cancel']);
  });
  it('offers nothing on a decided request', () => {
    for (const status of ['approved', 'rejected', 'cancelled'] as const) expect(actionsFor({ status }, all)).toEqual([]);
  });
  it('decides with oi:approve only, cancels with oi:edit only', () => {
    expect(actionsFor({ status: 'pending' }, upgradeRights(holder('oi:approve::upgrade_package_request')))).toEqual(['approve', 'reject']);
    expect(actionsFor({ status: 'pending' }, upgradeRights(holder('oi:edit::upgrade_package_request')))).toEqual(['cancel']);
  });
  it('gives a reader of the queue nothing', () => {
    const reader = upgradeRights(holder('oi:access::upgrade_package_request'));
    expect(reader.read).toBe(true);
    expect(actionsFor({ status: 'pending' }, reader)).toEqual([]);
  });
});
