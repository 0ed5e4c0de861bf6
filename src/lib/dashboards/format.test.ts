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

  it('print the same text for a value seen before, also once thousands of others came between', () => {
    const first = { count: formatCount(987654, 'en-US'), money: formatMinor(98765, 'USD', 'en-US'), day: formatDay('2026-02-28', 'en-US') };
    expect(formatCount(987654, 'de-DE')).toBe('987.654');
    for (let n = 0; n < 5000; n++) {
      expect(formatCount(n, 'en-US')).toBe(n.toLocaleString('en-US'));
      formatMinor(n, 'USD', 'en-US');
    }
    expect({ count: formatCount(987654, 'en-US'), money: formatMinor(98765, 'USD', 'en-US'), day: formatDay('2026-02-28', 'en-US') }).toEqual(first);
    expect(first).toEqual({ count: '987,654', money: '$987.65', day: 'Feb 28' });
    expect(formatMinor(98765, 'EUR', 'en-US')).toBe('€987.65');
  });

  it('describes a change with its direction in words', () => {
    expect(describeChange(12.5, 'en-US')).toEqual({ direction: 'up', text: 'up 12.5%' });
    expect(describeChange(-3, 'en-US')).toEqual({ direction: 'down', text: 'down 3%' });
    expect(describeChange(0, 'en-US')).toEqual({ direction: 'flat', text: 'no change' });
    expect(describeChange(null, 'en-US')).toEqual({ direction: 'none', text: 'no previous figure' });
  });
});
