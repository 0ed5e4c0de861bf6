import { describe, expect, it } from 'vitest';
import { diffChanges } from '~/server/audit/record';

describe('diffChanges', () => {
  it('keeps only the fields that changed, as [before, after]', () => {
    expect(diffChanges({ name: 'a', notes: 'x', n: 1 }, { name: 'b', notes: 'x', n: 1 })).toEqual({ name: ['a', 'b'] });
  });

  it('treats a missing side as null, so a creation lists every field', () => {
    expect(diffChanges(null, { name: 'a', tags: ['x'] })).toEqual({ name: [null, 'a'], tags: [null, ['x']] });
  });

  it('never writes a secret value, but says that it changed', () => {
    const changes = diffChanges({ passwordHash: 'old' }, { passwordHash: 'new' });
    expect(changes).toEqual({ passwordHash: ['[redacted]', '[redacted]'] });
    expect(JSON.stringify(changes)).not.toContain('new');
  });

  it('compares only the named fields when given', () => {
    expect(diffChanges({ a: 1, b: 1 }, { a: 2, b: 2 }, ['b'])).toEqual({ b: [1, 2] });
  });
});
