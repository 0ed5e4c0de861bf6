import { describe, expect, it } from 'vitest';
import { packageFormSchema } from '~/lib/packages/form';
import { toFormValues, toPackageInput } from '~/lib/packages/form-values';
import { formatMoney, toMajorText, toMinorUnits } from '~/lib/packages/money';

describe('money', () => {
  it('turns typed amounts into integer cents without float error', () => {
    expect(toMinorUnits('0.29')).toBe(29);
    expect(toMinorUnits('12.5')).toBe(1250);
    expect(toMinorUnits('1999')).toBe(199900);
    expect(toMinorUnits('-1')).toBeUndefined();
    expect(toMinorUnits('1.234')).toBeUndefined();
    expect(toMinorUnits('ten')).toBeUndefined();
  });

  it('shows cents back as typed text and with the currency', () => {
    expect(toMajorText(1205)).toBe('12.05');
    expect(formatMoney(123456, 'USD')).toBe('$1,234.56');
  });
});

describe('package form', () => {
  it('converts what staff type into the API body (cents, null for unlimited, trimmed features)', async () => {
    const values = await packageFormSchema.validate({ ...toFormValues(), name: 'Pro', code: 'pro-1', monthlyPrice: '19.99', yearlyPrice: '199', users: '5' });
    expect(toPackageInput(values, [' SSL ', ''], ['u1'], true)).toMatchObject({
      code: 'PRO-1',
      monthlyPrice: 1999,
      yearlyPrice: 19900,
      setupFee: 0,
      limits: { users: 5, storageGb: null },
      features: ['SSL'],
      allowedUpgradeIds: ['u1'],
      resellerVisible: true,
    });
  });

  it('says what is wrong with a typed amount or limit', async () => {
    const bad = packageFormSchema.validate({ ...toFormValues(), name: 'Pro', code: 'PRO', monthlyPrice: '19.999', yearlyPrice: '1', users: '2.5' }, { abortEarly: false });
    await expect(bad).rejects.toMatchObject({
      errors: expect.arrayContaining(['Monthly price must be an amount such as 12.50', 'Users must be a whole number (empty for unlimited)']),
    });
  });
});
