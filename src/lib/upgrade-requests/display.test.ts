import { describe, expect, it } from 'vitest';
import { describeProration, formatDifference } from '~/lib/upgrade-requests/display';

describe('upgrade request money', () => {
  it('names a charge, a credit and nothing', () => {
    expect(describeProration(667, 'USD')).toBe('Charge $6.67');
    expect(describeProration(-8219, 'USD')).toBe('Credit $82.19');
    expect(describeProration(0, 'USD')).toBe('No charge');
  });

  it('signs a monthly price difference', () => {
    expect(formatDifference(1000, 'USD')).toBe('+$10.00');
    expect(formatDifference(-250, 'USD')).toBe('−$2.50');
  });
});
