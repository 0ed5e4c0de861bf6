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

  it('offers bundles and packages as a choice by name, keeping a current value it does not know (issue 26 §8)', () => {
    const oi: VisibleSettings = {
      defaultBundleId: { value: 'small_3_0', locked: false, editable: true },
      defaultPackageId: { value: 'gone-package', locked: false, editable: true },
      defaultRegion: { value: 'us-east-1', locked: false, editable: true },
    };
    const fields = settingFields(OI_FIELDS, oi, {
      defaultBundleId: [{ value: 'small_3_0', label: 'Small: 2 vCPU' }],
      defaultPackageId: [{ value: 'p1', label: 'Basic (BASIC)' }],
    });
    const [region, bundle, pack] = fields;
    expect(region).toMatchObject({ kind: 'text', hint: 'A region code such as us-east-1; empty for none.' });
    expect(region?.choices).toBeUndefined();
    expect(bundle).toMatchObject({ kind: 'select', value: 'small_3_0', choices: [{ value: 'small_3_0', label: 'Small: 2 vCPU' }], hint: 'The size new instances get unless another is chosen.' });
    expect(pack?.choices).toEqual([{ value: 'p1', label: 'Basic (BASIC)' }, { value: 'gone-package', label: 'gone-package' }]);
    expect(changedPatch(fields, { defaultBundleId: 'small_3_0', defaultPackageId: 'p1' })).toEqual({ defaultPackageId: 'p1' });
  });
});
