import { describe, expect, it } from 'vitest';
import { actionsFor, packageRights, PACKAGE_RIGHTS } from '~/lib/packages/rights';

const holder = (...permissions: string[]) => ({ is_super_admin: false, role: { permissions } });

describe('packages actionsFor', () => {
  it('draws what the rights allow, archive or activate by the status', () => {
    const all = packageRights(holder(...Object.values(PACKAGE_RIGHTS).flat()));
    expect(actionsFor({ status: 'active' }, all)).toEqual(['edit', 'duplicate', 'archive', 'delete']);
    expect(actionsFor({ status: 'archived' }, all)).toEqual(['edit', 'duplicate', 'activate', 'delete']);
    expect(actionsFor({ status: 'draft' }, packageRights(holder(PACKAGE_RIGHTS.duplicate[0])))).toEqual(['duplicate']);
    expect(actionsFor({ status: 'draft' }, packageRights(holder()))).toEqual([]);
  });
});
