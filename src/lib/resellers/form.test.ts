import { describe, expect, it } from 'vitest';
import { resellerFormSchema } from '~/lib/resellers/form';
import { toFormValues, toResellerInput } from '~/lib/resellers/form-values';
import { toBasisPoints, toPercent } from '~/lib/resellers/model';

const typed = (commissionRate: string) => ({ ...toFormValues(), companyName: 'Acme', firstName: 'Ali', lastName: 'Raza', email: 'ali@acme.example', phone: '+923001234567', city: 'Lahore', commissionRate });

describe('reseller form', () => {
  it('takes a percentage with at most two decimals, 0 to 100', async () => {
    await expect(resellerFormSchema.validate(typed('12.5'))).resolves.toMatchObject({ commissionRate: '12.5' });
    await expect(resellerFormSchema.validate(typed('100.5'))).rejects.toThrow('Commission rate must be between 0 and 100');
    await expect(resellerFormSchema.validate(typed('1.234'))).rejects.toThrow('Commission rate must be a percentage with at most two decimals, such as 12.50');
    await expect(resellerFormSchema.validate(typed(''))).rejects.toThrow('Commission rate is required');
  });

  it('starts new resellers in Pakistan at 0.00 % and sends the rate as a number', () => {
    expect(toFormValues()).toMatchObject({ country: 'Pakistan', commissionRate: '0.00' });
    expect(toResellerInput(typed('7.25'), ['p1'])).toMatchObject({ commissionRate: 7.25, categoryId: null, packageIds: ['p1'] });
  });

  it('stores percentages as basis points without float drift', () => {
    expect(toBasisPoints(0.29)).toBe(29);
    expect(toBasisPoints(12.34)).toBe(1234);
    expect(toPercent(1234)).toBe(12.34);
  });
});
