import { describe, expect, it } from 'vitest';
import { LEAD_STATUSES } from '~/lib/leads/model';
import { leadStatusDisplay, LEAD_STATUS_DISPLAY } from '~/lib/leads/display';
import { statusSegments } from '~/lib/list/segments';

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

  it('filters by All first, then every status once, live ones first', () => {
    expect(statusSegments(LEAD_STATUS_DISPLAY).map((s) => s.label)).toEqual(['All', 'Active', 'Pending', 'Failed', 'Deleted']);
    expect(Object.keys(LEAD_STATUS_DISPLAY).sort()).toEqual([...LEAD_STATUSES].sort());
  });
});
