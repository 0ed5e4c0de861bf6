import { describe, expect, it } from 'vitest';
import { rowActions, statusDisplay, type SuperAdminRights } from '~/lib/super-admins/view';

const all: SuperAdminRights = { edit: true, invite: true, delete: true, meId: 'me' };
const open = '2030-01-01T00:00:00.000Z';

describe('rowActions', () => {
  it('offers resend and revoke on an open invitation, resend only once the link is gone', () => {
    expect(rowActions({ id: 'a', status: 'invited', invitationExpiresAt: open }, all)).toEqual(['resend', 'revoke', 'delete']);
    expect(rowActions({ id: 'a', status: 'invited', invitationExpiresAt: null }, all)).toEqual(['resend', 'delete']);
  });

  it('never offers disabling or deleting your own account', () => {
    expect(rowActions({ id: 'me', status: 'active', invitationExpiresAt: null }, all)).toEqual([]);
    expect(rowActions({ id: 'a', status: 'active', invitationExpiresAt: null }, all)).toEqual(['disable', 'delete']);
    expect(rowActions({ id: 'a', status: 'disabled', invitationExpiresAt: null }, all)).toEqual(['enable', 'delete']);
  });

  it('follows the rights: an editor who is not a super admin may disable but not invite or delete', () => {
    const editor = { ...all, invite: false, delete: false };
    expect(rowActions({ id: 'a', status: 'active', invitationExpiresAt: null }, editor)).toEqual(['disable']);
    expect(rowActions({ id: 'a', status: 'invited', invitationExpiresAt: open }, editor)).toEqual(['revoke']);
    expect(rowActions({ id: 'a', status: 'invited', invitationExpiresAt: open }, { ...editor, edit: false })).toEqual([]);
  });
});

describe('statusDisplay', () => {
  it('says when an invitation can no longer be used', () => {
    expect(statusDisplay({ status: 'invited', invitationExpiresAt: open })).toEqual({ label: 'Invited', tone: 'primary' });
    expect(statusDisplay({ status: 'invited', invitationExpiresAt: null }).note).toBe('Link expired or revoked');
    expect(statusDisplay({ status: 'disabled', invitationExpiresAt: null }).label).toBe('Disabled');
  });
});
