import { describe, expect, it } from 'vitest';
import { isRegion, REGION_CODES, REGIONS, regionLabel, regionsMatching } from '~/lib/data-centers/regions';

describe('regions (spec §3)', () => {
  it('are the 13 of the spec, in its order, with their city labels', () => {
    expect(REGIONS.map((r) => `${r.code} ${r.label}`)).toEqual([
      'us-east-1 Virginia',
      'ap-southeast-1 Singapore',
      'us-east-2 Ohio',
      'us-west-2 Oregon',
      'eu-west-1 Ireland',
      'eu-west-2 London',
      'eu-west-3 Paris',
      'eu-central-1 Frankfurt',
      'ap-northeast-2 Seoul',
      'ap-northeast-1 Tokyo',
      'ap-southeast-2 Sydney',
      'ap-south-1 Mumbai',
      'eu-north-1 Stockholm',
    ]);
    expect(new Set(REGION_CODES).size).toBe(13);
  });

  it('label a code by its city and leave an unknown code as it is', () => {
    expect(regionLabel('us-east-1')).toBe('Virginia');
    expect(regionLabel('ap-northeast-2')).toBe('Seoul');
    expect(regionLabel('sa-east-1')).toBe('sa-east-1');
  });

  it('tell a region code from anything else', () => {
    expect(isRegion('eu-north-1')).toBe(true);
    for (const value of ['EU-NORTH-1', 'sa-east-1', '', undefined, 1, null]) expect(isRegion(value)).toBe(false);
  });

  it('match search text against codes and city labels, ignoring case', () => {
    expect(regionsMatching('tokyo')).toEqual(['ap-northeast-1']);
    expect(regionsMatching(' LONDON ')).toEqual(['eu-west-2']);
    expect(regionsMatching('us-east')).toEqual(['us-east-1', 'us-east-2']);
    expect(regionsMatching('')).toEqual([]);
    expect(regionsMatching('atlantis')).toEqual([]);
  });
});
