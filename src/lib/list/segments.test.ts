import { describe, expect, it } from 'vitest';
import { statusSegments } from '~/lib/list/segments';

describe('statusSegments', () => {
  it('offers All, then every status with its badge label, in the display order', () => {
    expect(statusSegments({ active: { label: 'Active' }, archived: { label: 'Archived' } })).toEqual([
      { value: '', label: 'All' },
      { value: 'active', label: 'Active' },
      { value: 'archived', label: 'Archived' },
    ]);
  });
});
