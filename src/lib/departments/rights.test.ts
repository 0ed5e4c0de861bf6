import { describe, expect, it } from 'vitest';
import { actionsFor, departmentRights, DEPARTMENT_RIGHTS } from '~/lib/departments/rights';
import { designationRights, DESIGNATION_RIGHTS } from '~/lib/designations/rights';

const holder = (...permissions: string[]) => ({ is_super_admin: false, role: { permissions } });

describe('departments and designations actionsFor', () => {
  it('archives an active unit and restores an archived one, by the rights held', () => {
    const all = departmentRights(holder(...Object.values(DEPARTMENT_RIGHTS).flat()));
    expect(actionsFor({ status: 'active' }, all)).toEqual(['edit', 'archive', 'delete']);
    expect(actionsFor({ status: 'archived' }, all)).toEqual(['edit', 'restore', 'delete']);
  });
  it("reads each domain's own permissions", () => {
    const designer = holder(DESIGNATION_RIGHTS.edit[0]);
    expect(actionsFor({ status: 'active' }, departmentRights(designer))).toEqual([]);
    expect(actionsFor({ status: 'active' }, designationRights(designer))).toEqual(['edit', 'archive']);
  });
});
