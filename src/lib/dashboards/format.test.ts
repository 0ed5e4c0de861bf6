import { describe, expect, it } from 'vitest';
import { describeChange, formatCount, formatDay, formatMinor, formatPercent } from '~/lib/dashboards/format';

describe('dashboard formats', () => {
  it('follow the locale and currency of the settings', () => {
    expect(formatCount(12345, 'en-US')).toBe('12,345');
    expect(formatCount(12345, 'de-DE')).toBe('12.345');
    expect(formatMinor(123456, 'USD', 'en-US')).toBe('$1,234.56');
    expect(formatMinor(123456, 'EUR', 'de-DE')).toBe('1.234,56\u00a0€');
    expect(formatPercent(12.5, 'en-US')).toBe('12.5%');
    expect(formatDay('2026-11-03', 'en-GB')).toBe('3 Nov');
  });

  it('describes a change with its direction in words', () => {
    expect(describeChange(12.5, 'en-US')).toEqual({ direction: 'up', text: 'up 12.5%' });
    expect(describeChange(-3, 'en-US')).toEqual({ direction: 'down', text: 'down 3%' });
    expect(describeChange(0, 'en-US')).toEqual({ direction: 'flat', text: 'no change' });
    expect(describeChange(null, 'en-US')).toEqual({ direction: 'none', text: 'no previous figure' });
  });
});
