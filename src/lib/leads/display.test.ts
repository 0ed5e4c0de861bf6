import { describe, expect, it } from 'vitest';
import { LEAD_STATUSES } from '~/lib/leads/model';
import { LEAD_STATUS_FILTERS, leadStatusDisplay, readStatusFilter } from '~/lib/leads/display';

describe('leadStatusDisplay', () => {
  it('labels every lead status with a tone: live green, failed red, pending amber, deleted grey', () => {
    expect(LEAD_STATUSES.map((s) => leadStatusDisplay(s))).toEqual([
      { label: 'Pending', tone: 'warning' },
      { label: 'Active', tone: 'success' },
      { label: 'Failed', tone: 'danger' },
      { label: 'Deleted', tone: 'neutral' },
    ]);
  });

  it('shows an unknown status as it is', () => {
    expect(leadStatusDisplay('archived')).toEqual({ label: 'archived', tone: 'neutral' });
  });
});

describe('readStatusFilter', () => {
  const read = (query: string) => readStatusFilter(new URL(`http://x/all-leads${query}`));

  it('reads a known status and ignores anything else', () => {
    expect(read('?status=failed')).toBe('failed');
    expect(read('?status=deleted')).toBe('deleted');
    expect(read('')).toBeUndefined();
    expect(read('?status=')).toBeUndefined();
    expect(read('?status=FAILED')).toBeUndefined();
    expect(read('?status=drop+table')).toBeUndefined();
  });

  it('offers All first, then every status once', () => {
    expect(LEAD_STATUS_FILTERS[0]).toEqual({ value: '', label: 'All' });
    expect(LEAD_STATUS_FILTERS.slice(1).map((f) => f.value).sort()).toEqual([...LEAD_STATUSES].sort());
  });
});
