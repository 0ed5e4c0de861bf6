import { describe, expect, it } from 'vitest';
import { actionsFor, SUPER_ADMIN_RIGHTS, superAdminRights } from '~/lib/super-admins/rights';

const ALL = Object.values(SUPER_ADMIN_RIGHTS).flat();
const all = superAdminRights({ id: 'me', is_super_admin: true, role: { permissions: [] } });
const open = '2030-01-01T00:00:00.000Z';

describe('super admins actionsFor (issue 11 §3, issue 27 §1)', () => {
  it('offers resend and revoke on an open invitation, resend only once the link is gone', () => {
    expect(actionsFor({ id: 'a', status: 'invited', invitationExpiresAt: open }, all)).toEqual(['resend', 'revoke', 'delete']);
    expect(actionsFor({ id: 'a', status: 'invited', invitationExpiresAt: null }, all)).toEqual(['resend', 'delete']);
  });

  it('never offers disabling or deleting your own account', () => {
    expect(actionsFor({ id: 'me', status: 'active', invitationExpiresAt: null }, all)).toEqual([]);
    expect(actionsFor({ id: 'a', status: 'active', invitationExpiresAt: null }, all)).toEqual(['disable', 'delete']);
    expect(actionsFor({ id: 'a', status: 'disabled', invitationExpiresAt: null }, all)).toEqual(['enable', 'delete']);
  });

  it('offers nothing to a role that is not a super admin, whatever it holds', () => {
    const hr = superAdminRights({ id: 'hr', is_super_admin: false, role: { permissions: ALL } });
    expect(hr).toMatchObject({ view: true, add: false, edit: false, delete: false });
    expect(actionsFor({ id: 'a', status: 'active', invitationExpiresAt: null }, hr)).toEqual([]);
  });

  it('follows the permissions of a super admin whose rights are narrowed', () => {
    const editor = { ...all, add: false, delete: false };
    expect(actionsFor({ id: 'a', status: 'active', invitationExpiresAt: null }, editor)).toEqual(['disable']);
    expect(actionsFor({ id: 'a', status: 'invited', invitationExpiresAt: open }, editor)).toEqual(['revoke']);
    expect(actionsFor({ id: 'a', status: 'invited', invitationExpiresAt: open }, { ...editor, edit: false })).toEqual([]);
  });
});
