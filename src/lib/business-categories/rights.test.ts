import { describe, expect, it } from 'vitest';
import { actionsFor, categoryRights, CATEGORY_RIGHTS } from '~/lib/business-categories/rights';

const holder = (...permissions: string[]) => ({ is_super_admin: false, role: { permissions } });

describe('business categories actionsFor', () => {
  it('hides an active category and shows a hidden one, by the rights held', () => {
    const all = categoryRights(holder(...Object.values(CATEGORY_RIGHTS).flat()));
    expect(actionsFor({ status: 'active' }, all)).toEqual(['edit', 'hide', 'delete']);
    expect(actionsFor({ status: 'hidden' }, all)).toEqual(['edit', 'show', 'delete']);
    expect(actionsFor({ status: 'active' }, categoryRights(holder(CATEGORY_RIGHTS.view[0])))).toEqual([]);
  });
});
