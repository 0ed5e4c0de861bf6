import { describe, expect, it } from 'vitest';
import { ALL_PERMISSIONS, crud, P } from '~/lib/permissions';
import { impliedBy, resolvePermissions } from '~/lib/roles/implied';
import { permissionMatrix } from '~/lib/roles/catalog';

describe('resolvePermissions (issue 11 §1 dependencies)', () => {
  it('brings the view and the page access codes of an action, as in the issue example', () => {
    expect(resolvePermissions([crud('oi', 'start', 'datacenter')])).toEqual(
      [crud('oi', 'start', 'datacenter'), crud('oi', 'view', 'datacenter'), P.OI_DATA_CENTER, P.OI_GENERAL, P.OI_OI].sort(),
    );
  });

  it('brings the tab and umbrella codes of a sub-tab access code', () => {
    expect(resolvePermissions([P.OU_ROLES])).toEqual([P.OU_ROLES, P.OU_USERS, P.OU_OU].sort());
  });

  it('adds no view where the catalog has none (packages)', () => {
    expect(resolvePermissions([crud('oi', 'add', 'packages')])).toEqual([crud('oi', 'add', 'packages'), P.OI_PACKAGES, P.OI_OI].sort());
  });

  it('drops unknown strings and keeps only catalog codes', () => {
    expect(resolvePermissions(['nope', P.B_PROFILE])).toEqual([P.B_PROFILE]);
    expect(resolvePermissions(ALL_PERMISSIONS)).toHaveLength(ALL_PERMISSIONS.length);
  });

  it('gives each implied code the chosen code that brings it', () => {
    const reasons = impliedBy([crud('ou', 'edit', 'roles')]);
    expect(reasons.get(crud('ou', 'view', 'roles'))).toBe(crud('ou', 'edit', 'roles'));
    expect(reasons.get(P.OU_OU)).toBe(crud('ou', 'edit', 'roles'));
    expect(reasons.has(crud('ou', 'edit', 'roles'))).toBe(false);
  });
});

describe('permissionMatrix', () => {
  it('holds every catalog code exactly once, access codes in their own row', () => {
    const groups = permissionMatrix();
    const codes = groups.flatMap((g) => g.rows.flatMap((r) => r.cells.map((c) => c.code)));
    expect(codes.sort()).toEqual([...ALL_PERMISSIONS].sort());
    const inventory = groups.find((g) => g.module === 'oi')!;
    expect(inventory.rows[0]!.title).toBe('Page access');
    expect(inventory.rows.find((r) => r.resource === 'datacenter')!.cells.map((c) => c.label)).toContain('view single data center');
  });
});
