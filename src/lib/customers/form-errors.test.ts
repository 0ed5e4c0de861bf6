import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { convertLeadSchema, updateCustomerSchema } from '~/lib/customers/schemas';
import { fieldErrors } from '~/lib/customers/form-errors';

const errorsOf = async (run: () => Promise<unknown>) => {
  try {
    await run();
  } catch (error) {
    if (error instanceof ValidationError) return fieldErrors(error);
    throw error;
  }
  return {};
};

describe('fieldErrors', () => {
  it('says a missing package and reason are required, not that they are malformed', async () => {
    const convert = await errorsOf(() => convertLeadSchema.validate({ packageId: '', billingCycle: 'monthly', trialDays: '14' }, { abortEarly: false }));
    expect(convert).toEqual({ packageId: 'Package is required' });
    const status = await errorsOf(() => updateCustomerSchema.validate({ status: 'suspended', reason: '' }, { abortEarly: false }));
    expect(status).toEqual({ reason: 'A reason is required to change the status' });
  });

  it('keeps the rule a present value breaks', async () => {
    const convert = await errorsOf(() => convertLeadSchema.validate({ packageId: 'x', billingCycle: 'weekly', trialDays: 400 }, { abortEarly: false }));
    expect(convert).toEqual({
      packageId: 'Package not found',
      billingCycle: 'Billing cycle must be monthly or yearly',
      trialDays: 'Trial days must be a whole number from 0 to 365',
    });
  });
});
