import { describe, expect, it } from 'vitest';
import { ALL_PERMISSIONS, can, crud, isPermission, P } from '~/lib/permissions';

describe('permission catalog', () => {
  it("holds the spec's strings verbatim, typos included", () => {
    for (const code of [
      'b:access::profile',
      'oi:access::package_registeration',
      'oi:access::resellers_registeration',
      'oi:access::lead_registeration',
      'ou:access::list_of_super_admin',
      'ou:access_export_pdf_button::employee',
      'oi:view_single_data_center::datacenter',
      'oi:single_lead_information::existingleads',
      'oi:impersonate::customer_users',
      'ou:update_password::employee',
    ]) {
      expect(isPermission(code), code).toBe(true);
    }
  });

  it('has every code once, each in the module:action::resource form', () => {
    expect(new Set(ALL_PERMISSIONS).size).toBe(ALL_PERMISSIONS.length);
    for (const code of ALL_PERMISSIONS) expect(code).toMatch(/^(b|ou|oi|oa|oj):[a-z_]+::[a-z_]+$/);
    // 5 umbrella/basic + 10 ou + 19 oi access codes, and the CRUD table of spec §6.
    const crudCount = 4 * 2 + 8 + 4 * 3 + 2 + 1 * 3 + 4 + 5 * 2 + 2 + 7 + 4;
    // Issue 11 adds ou:view::audit_log, issue 14 oi:approve::upgrade_package_request and oi:edit::customers,
    // issue 27 oi:add|edit::upgrade_package_request and oi:edit::setting.
    expect(ALL_PERMISSIONS).toHaveLength(5 + 10 + 19 + crudCount + 4 + 3);
  });

  it('builds CRUD codes', () => {
    expect(crud('oi', 'start', 'datacenter')).toBe('oi:start::datacenter');
    expect(crud('ou', 'add', 'department')).toBe('ou:add::department');
  });
});

describe('can', () => {
  const viewer = { is_super_admin: false, role: { permissions: [P.OI_DATA_CENTER] } };
  it('grants what the role holds and nothing else', () => {
    expect(can(viewer, P.OI_DATA_CENTER)).toBe(true);
    expect(can(viewer, crud('oi', 'start', 'datacenter'))).toBe(false);
  });
  it('opens an empty permission to all, and gives a super admin everything', () => {
    expect(can(viewer, '')).toBe(true);
    expect(can({ is_super_admin: true, role: { permissions: [] } }, P.OU_OU)).toBe(true);
    expect(can(undefined, P.OU_OU)).toBe(false);
  });
});
