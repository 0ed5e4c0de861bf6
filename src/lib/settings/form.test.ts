import { describe, expect, it } from 'vitest';
import { changedPatch, fieldOf, OI_FIELDS, OU_FIELDS, settingFields, SUPER_ADMIN_ONLY_HINT } from '~/lib/settings/form';
import type { VisibleSettings } from '~/lib/settings/registry';

const view: VisibleSettings = {
  leadsDomain: { value: 'clients.example.net', locked: true, editable: true },
  defaultTrialDays: { value: 14, locked: false, editable: true },
  resellerApplicationOrigins: { value: ['https://a.example'], locked: false, editable: true },
};

describe('settings form fields (issue 15 §2)', () => {
  it('shows only the keys the caller may read, a locked one naming its variable', () => {
    const fields = settingFields(OI_FIELDS, view);
    expect(fields.map((f) => f.key)).toEqual(['leadsDomain', 'defaultTrialDays', 'resellerApplicationOrigins']);
    expect(fields[0]).toMatchObject({ locked: true, hint: 'Set by the environment (LEADS_DOMAIN)' });
    expect(fields[2]?.value).toBe('https://a.example');
  });

  it('sends only changed, unlocked fields, a list split by line', () => {
    const fields = settingFields(OI_FIELDS, view);
    const patch = changedPatch(fields, {
      leadsDomain: 'x.example.com',
      defaultTrialDays: '14',
      resellerApplicationOrigins: 'https://a.example\n https://b.example \n',
    });
    expect(patch).toEqual({ resellerApplicationOrigins: ['https://a.example', 'https://b.example'] });
    expect(fieldOf('resellerApplicationOrigins[1]')).toBe('resellerApplicationOrigins');
  });

  it('never sends a field the caller may not change, and says who may change the super admins\' policy (issue 27)', () => {
    const fields = settingFields(OU_FIELDS, {
      companyName: { value: 'Acme', locked: false, editable: true },
      requireTwoFactorForSuperAdmins: { value: false, locked: false, editable: false },
    });
    expect(fields.map((f) => [f.key, f.editable])).toEqual([
      ['companyName', true],
      ['requireTwoFactorForSuperAdmins', false],
    ]);
    expect(fields[1]!.hint).toBe(SUPER_ADMIN_ONLY_HINT);
    expect(changedPatch(fields, { companyName: 'Acme Ltd', requireTwoFactorForSuperAdmins: true })).toEqual({ companyName: 'Acme Ltd' });
  });
});
