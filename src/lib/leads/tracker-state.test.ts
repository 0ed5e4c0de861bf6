import { describe, expect, it } from 'vitest';
import { readTrackerState, trackerHref } from '~/lib/leads/tracker-state';

const PATH = 'http://console.test/owner-inventory/dashboard/leads/all-leads-status-tracker';

describe('tracker state in the URL (issue 10 §2)', () => {
  it('reads the tab, search and page, with the first tab and page 1 by default', () => {
    expect(readTrackerState(new URL(PATH))).toEqual({ type: 'CREATION', q: '', page: 1 });
    expect(readTrackerState(new URL(`${PATH}?tab=deleted&q=acme&page=3`))).toEqual({ type: 'DELETE', q: 'acme', page: 3 });
    expect(readTrackerState(new URL(`${PATH}?tab=nonsense&page=-2`))).toEqual({ type: 'CREATION', q: '', page: 1 });
  });

  it('writes only what differs from the defaults and keeps other parameters', () => {
    expect(trackerHref(new URL(`${PATH}?tab=deleted&page=4`), { type: 'CREATION', q: '', page: 1 })).toBe('/owner-inventory/dashboard/leads/all-leads-status-tracker');
    expect(trackerHref(new URL(`${PATH}?x=1`), { type: 'DELETE', q: 'a b', page: 2 })).toBe('/owner-inventory/dashboard/leads/all-leads-status-tracker?x=1&tab=deleted&q=a+b&page=2');
  });

  it('reads back what it writes', () => {
    const state = { type: 'DELETE', q: 'staging london', page: 7 } as const;
    expect(readTrackerState(new URL(trackerHref(new URL(PATH), state), PATH))).toEqual(state);
  });
});
