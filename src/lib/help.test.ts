import { describe, expect, it } from 'vitest';
import { partStates } from '~/lib/help';

describe('help page parts (issue 15 §3)', () => {
  it('names each part and its state', () => {
    expect(partStates({ database: 'up', cloudProvider: 'lightsail', mail: 'smtp' })).toEqual([
      { part: 'Database', state: 'Up', ok: true },
      { part: 'Cloud provider', state: 'AWS Lightsail', ok: true },
      { part: 'Mail', state: 'SMTP server', ok: true },
    ]);
    expect(partStates({ database: 'down', cloudProvider: 'simulator', mail: 'outbox' })[0]).toEqual({ part: 'Database', state: 'Down', ok: false });
    expect(partStates(undefined)).toEqual([{ part: 'Backend', state: 'Not answering', ok: false }]);
  });
});
