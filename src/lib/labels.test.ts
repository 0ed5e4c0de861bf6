import { describe, expect, it } from 'vitest';
import { permissionLabel } from '~/lib/labels';
import { ALL_PERMISSIONS } from '~/lib/permissions';

describe('human labels (issue 10 §4)', () => {
  it('name permissions by what they allow', () => {
    expect(permissionLabel('oi:view::datacenter')).toBe('View data centers');
    expect(permissionLabel('oi:access::data_center')).toBe('Open data centers');
    expect(permissionLabel('oi:single_lead_information::allleads')).toBe('Single lead information all leads');
    expect(permissionLabel('ou:add::listofsuperadmin')).toBe('Add super admins');
    expect(permissionLabel('oi:access::oi')).toBe('Open Owner Inventory');
  });
  it('never show a machine string for a catalog permission', () => {
    for (const code of ALL_PERMISSIONS) expect(permissionLabel(code)).not.toMatch(/::|:|_/);
  });
  it('keep an unknown code as it is', () => {
    expect(permissionLabel('x:y::z')).toBe('x:y::z');
  });
});
