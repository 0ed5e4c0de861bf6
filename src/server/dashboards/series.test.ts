import { describe, expect, it } from 'vitest';
import { periodWindow } from '~/lib/dashboards/period';
import { memo } from '~/server/dashboards/series';

describe('memo', () => {
  it('runs a lazy query once however many figures await it', async () => {
    let runs = 0;
    // Like a Drizzle query: nothing runs until then() is called, and each then() runs it again.
    const lazyQuery: PromiseLike<number[]> = { then: (resolve) => Promise.resolve(resolve?.([++runs])) as never };
    const window = periodWindow('30d', new Date('2026-11-23T10:00:00Z'));
    const first = await memo(window, 'rows', () => lazyQuery);
    const second = await memo(window, 'rows', () => lazyQuery);
    expect([first, second, runs]).toEqual([[1], [1], 1]);
    // Another dashboard read (another window object) reads again.
    expect(await memo(periodWindow('30d', new Date('2026-11-23T10:00:00Z')), 'rows', () => lazyQuery)).toEqual([2]);
  });
});
