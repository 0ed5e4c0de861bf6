import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { bulkSchema } from '~/lib/list/bulk-schema';
import { reasonSchema, resellerListQuerySchema } from '~/lib/resellers/schemas';

const schema = bulkSchema(['suspend', 'reactivate'] as const, resellerListQuerySchema, { suspend: reasonSchema });
const ID = '00000000-0000-4000-8000-000000000001';

async function refusal(input: unknown): Promise<string> {
  try {
    await schema.validate(input, { abortEarly: false, stripUnknown: true });
  } catch (error) {
    if (error instanceof ValidationError) return error.errors[0]!;
  }
  return 'accepted';
}

describe('bulkSchema', () => {
  it('takes ids or a filter of the list, with the single action’s reason', async () => {
    expect(await schema.validate({ action: 'suspend', ids: [ID], reason: ' Unpaid ' })).toMatchObject({ action: 'suspend', ids: [ID], reason: 'Unpaid' });
    const byFilter = await schema.validate({ action: 'reactivate', filter: { status: 'suspended', q: 'karachi', page: 3 } }, { stripUnknown: true });
    expect(byFilter.filter).toMatchObject({ status: 'suspended', q: 'karachi' });
    expect(byFilter.filter).not.toHaveProperty('page');
    expect(byFilter.reason).toBe('');
  });

  it('refuses an unknown action, a missing reason, both or neither selection, too many ids and a bad filter', async () => {
    expect(await refusal({ action: 'delete', ids: [ID] })).toBe('Action must be one of suspend, reactivate');
    expect(await refusal({ action: 'suspend', ids: [ID] })).toBe('Reason is required');
    expect(await refusal({ action: 'reactivate' })).toBe('Choose the rows: ids or a filter, not both');
    expect(await refusal({ action: 'reactivate', ids: [ID], filter: {} })).toBe('Choose the rows: ids or a filter, not both');
    expect(await refusal({ action: 'reactivate', ids: Array.from({ length: 10_001 }, () => ID) })).toBe('At most 10,000 rows may be changed at once');
    expect(await refusal({ action: 'reactivate', ids: 'all' })).toBe('Ids must be a list');
    expect(await refusal({ action: 'reactivate', filter: { status: 'gone' } })).toBe('Status must be pending, active, suspended or rejected');
  });
});
