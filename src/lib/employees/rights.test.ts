import { describe, expect, it } from 'vitest';
import { actionsFor, EMPLOYEE_RIGHTS, employeeRights } from '~/lib/employees/rights';

const holder = (...permissions: string[]) => ({ is_super_admin: false, role: { permissions } });
const all = employeeRights(holder(...Object.values(EMPLOYEE_RIGHTS).flat()));
const viewer = { id: 'me', grantable: new Set(['staff']) };
const row = (status: 'active' | 'invited' | 'disabled', id = 'them', roleId = 'staff') => ({ id, status, roleId });

describe('employees actionsFor', () => {
  it('offers disable on an active employee, enable on a disabled one and resend on an invited one', () => {
    expect(actionsFor(row('active'), all, viewer)).toEqual(['edit', 'disable', 'password', 'delete']);
    expect(actionsFor(row('disabled'), all, viewer)).toEqual(['edit', 'enable', 'password', 'delete']);
    expect(actionsFor(row('invited'), all, viewer)).toEqual(['edit', 'password', 'resend', 'delete']);
  });

  it('never offers to edit, disable or delete your own account', () => {
    expect(actionsFor(row('active', 'me'), all, viewer)).toEqual(['password']);
  });

  it('offers nothing on an employee whose role the viewer may not grant (issue 27 §1)', () => {
    expect(actionsFor(row('active', 'them', 'inventory_manager'), all, viewer)).toEqual([]);
  });

  it('draws only what the permissions allow', () => {
    expect(actionsFor(row('invited'), employeeRights(holder(...EMPLOYEE_RIGHTS.add)), viewer)).toEqual(['resend']);
    expect(actionsFor(row('active'), employeeRights(holder(...EMPLOYEE_RIGHTS.password)), viewer)).toEqual(['password']);
    expect(actionsFor(row('active'), employeeRights(holder(...EMPLOYEE_RIGHTS.view)), viewer)).toEqual([]);
    expect(employeeRights(holder('ou:access_import_button::employee'))).toMatchObject({ import: true, exportExcel: false, exportPdf: false });
  });
});
