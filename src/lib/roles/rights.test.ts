import { describe, expect, it } from 'vitest';
import { ALL_PERMISSIONS, crud, P } from '~/lib/permissions';
import { actionsFor, PERMISSION_RIGHTS, permissionActionsFor, permissionRights, ROLE_RIGHTS, roleRights } from '~/lib/roles/rights';

const OU = ALL_PERMISSIONS.filter((p) => p.startsWith('ou:') || p === P.B_PROFILE);
const hr = { is_super_admin: false, role: { name: 'hr_manager', permissions: OU } };
const admin = { is_super_admin: true, role: { name: 'super_admin', permissions: [] } };
const role = (name: string, permissions: readonly string[], system = false) => ({ name, permissions, system });

describe('roles actionsFor (issue 11 §1, issue 27 §1)', () => {
  it('offers a super admin every action on every role but the system one', () => {
    const rights = roleRights(admin);
    expect(actionsFor(role('viewer', [P.OI_OI]), rights)).toEqual(['edit', 'duplicate', 'delete']);
    expect(actionsFor(role('super_admin', ALL_PERMISSIONS, true), rights)).toEqual(['duplicate']);
  });

  it('offers no change of the role you hold, and nothing on a role holding what you lack', () => {
    const rights = roleRights(hr);
    expect(actionsFor(role('hr_manager', OU), rights)).toEqual(['duplicate']);
    expect(actionsFor(role('inventory_manager', [P.OI_OI, P.B_PROFILE]), rights)).toEqual([]);
    expect(actionsFor(role('recruiter', [crud('ou', 'add', 'employee')]), rights)).toEqual(['edit', 'duplicate', 'delete']);
  });

  it('follows the permissions: duplicating is adding', () => {
    const adder = { is_super_admin: false, role: { name: 'x', permissions: [...ROLE_RIGHTS.add, P.B_PROFILE] } };
    expect(actionsFor(role('helpdesk', [P.B_PROFILE]), roleRights(adder))).toEqual(['duplicate']);
  });
});

describe('permissions permissionActionsFor (issue 11 §2)', () => {
  const holding = (...permissions: string[]) => ({ is_super_admin: false, role: { name: 'x', permissions } });

  it('offers choosing the roles of a permission to who may edit permissions and list roles', () => {
    expect(permissionActionsFor(permissionRights(admin))).toEqual(['roles']);
    expect(permissionActionsFor(permissionRights(hr))).toEqual(['roles']);
    expect(permissionActionsFor(permissionRights(holding(...PERMISSION_RIGHTS.grant, ...ROLE_RIGHTS.view)))).toEqual(['roles']);
  });

  it('offers nothing without the permission to edit permissions, or without the roles list the dialog shows', () => {
    expect(permissionActionsFor(permissionRights(holding(...PERMISSION_RIGHTS.view, ...ROLE_RIGHTS.view)))).toEqual([]);
    expect(permissionActionsFor(permissionRights(holding(...PERMISSION_RIGHTS.grant)))).toEqual([]);
    expect(permissionActionsFor(permissionRights(null))).toEqual([]);
  });
});
