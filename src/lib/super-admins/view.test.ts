import { describe, expect, it } from 'vitest';
import { statusDisplay } from '~/lib/super-admins/view';

const open = '2030-01-01T00:00:00.000Z';

describe('statusDisplay', () => {
  it('says when an invitation can no longer be used', () => {
    expect(statusDisplay({ status: 'invited', invitationExpiresAt: open })).toEqual({ label: 'Invited', tone: 'primary' });
    expect(statusDisplay({ status: 'invited', invitationExpiresAt: null }).note).toBe('Link expired or revoked');
    expect(statusDisplay({ status: 'disabled', invitationExpiresAt: null }).label).toBe('Disabled');
  });
});
