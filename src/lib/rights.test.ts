import { describe, expect, it } from 'vitest';
import { allowed, rightsOf } from '~/lib/rights';

const holder = (...permissions: string[]) => ({ is_super_admin: false, role: { permissions } });

describe('rightsOf', () => {
  it('gives an action only to who holds every permission it lists', () => {
    const table = { manage: ['oi:access::all_resellers', 'oi:edit::resellers'], read: [] } as never;
    expect(rightsOf(table, holder('oi:access::all_resellers'))).toEqual({ manage: false, read: true });
    expect(rightsOf(table, holder('oi:access::all_resellers', 'oi:edit::resellers'))).toEqual({ manage: true, read: true });
    expect(rightsOf(table, { is_super_admin: true, role: { permissions: [] } })).toEqual({ manage: true, read: true });
    expect(rightsOf(table, null)).toEqual({ manage: false, read: true });
  });
});

describe('allowed', () => {
  it('keeps the actions whose condition holds, in order', () => {
    expect(allowed([['edit', true], ['archive', false], ['delete', true]])).toEqual(['edit', 'delete']);
  });
});
