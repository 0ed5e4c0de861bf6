import { describe, expect, it } from 'vitest';
import { changedPatch, fieldOf, OI_FIELDS, settingFields } from '~/lib/settings/form';
import type { SettingsView } from '~/lib/settings/registry';

const view = {
  leadsDomain: { value: 'clients.example.net', locked: true },
  defaultTrialDays: { value: 14, locked: false },
  resellerApplicationOrigins: { value: ['https://a.example'], locked: false },
} as Partial<SettingsView>;

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
});
