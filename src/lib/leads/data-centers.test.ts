import { describe, expect, it } from 'vitest';
import { dataCenterChoices, dataCenterOption } from '~/lib/leads/data-centers';

const dc = (id: string, name: string, state: string, region = 'us-east-1') => ({
  id,
  instance_name: name,
  instance_region: region,
  instance_state: { name: state, code: 16 },
});

const list = [dc('1', 'web-1', 'running'), dc('2', 'london', 'stopped', 'eu-west-2'), dc('3', 'tokyo', 'running', 'ap-northeast-1')];

describe('dataCenterOption', () => {
  it('names the instance and its city, and the state when it is not running', () => {
    expect(dataCenterOption(list[0]!)).toEqual({ id: '1', label: 'web-1 · Virginia', running: true });
    expect(dataCenterOption(list[1]!)).toEqual({ id: '2', label: 'london · London (stopped)', running: false });
  });
});

describe('dataCenterChoices', () => {
  it('offers a new lead the running data centers only, in order', () => {
    expect(dataCenterChoices(list).map((o) => o.id)).toEqual(['1', '3']);
  });

  it("keeps an edited lead's own data center whatever its state", () => {
    expect(dataCenterChoices(list, { id: '2', name: 'london' }).map((o) => o.label)).toEqual([
      'web-1 · Virginia',
      'london · London (stopped)',
      'tokyo · Tokyo',
    ]);
  });

  it('shows a data center the list does not hold (yet, or any more) under its name, first', () => {
    expect(dataCenterChoices([], { id: '9', name: 'gone-1' })).toEqual([{ id: '9', label: 'gone-1', running: false }]);
    expect(dataCenterChoices(list, { id: null, name: '' }).map((o) => o.id)).toEqual(['1', '3']);
  });
});
