import { describe, expect, it } from 'vitest';
import { lastSeenLabel } from '~/lib/customers/display';

describe('lastSeenLabel', () => {
  it("says 'Never' for a user never seen, on every page that shows it", () => {
    expect(lastSeenLabel(null, {})).toBe('Never');
  });
  it('writes a visit in the settings’ zone and format', () => {
    expect(lastSeenLabel('2026-03-01T09:30:00Z', { timeZone: 'Asia/Karachi', dateFormat: 'YYYY-MM-DD HH:mm' })).toBe('2026-03-01 14:30');
  });
});
