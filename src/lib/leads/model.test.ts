import { describe, expect, it } from 'vitest';
import { activityErrorText, activityStatusTone, searchActivities, type LeadActivity } from '~/lib/leads/model';

const activity = (over: Partial<LeadActivity>): LeadActivity => ({
  id: 'a',
  leadId: 'l',
  leadName: 'Ada Lovelace',
  subDomain: 'ada',
  errorMessage: null,
  status: 'SUCCESS',
  type: 'CREATION',
  createdAt: '2026-11-20T15:45:00Z',
  ...over,
});

const list = [
  activity({ id: '1' }),
  activity({ id: '2', leadName: 'Grace Hopper', subDomain: 'cobol', status: 'FAILED', errorMessage: 'Instance "dc-paris" is not running' }),
  activity({ id: '3', leadName: 'Alan Turing', subDomain: 'enigma', type: 'DELETE', createdAt: '2026-10-01T08:05:00Z' }),
];

describe('searchActivities (spec §2: client-side over all fields)', () => {
  it('returns the list itself for a blank query', () => {
    expect(searchActivities(list, '  ')).toBe(list);
  });

  it('matches any field, ignoring case', () => {
    const ids = (q: string) => searchActivities(list, q).map((a) => a.id);
    expect(ids('ADA')).toEqual(['1']);
    expect(ids('cobol')).toEqual(['2']);
    expect(ids('not running')).toEqual(['2']);
    expect(ids('failed')).toEqual(['2']);
    expect(ids('delete')).toEqual(['3']);
    expect(ids('no error found')).toEqual(['1', '3']);
    expect(ids('2026-10-01 08:05 am')).toEqual(['3']);
    expect(ids('zzz')).toEqual([]);
  });

  it('needs every word to match', () => {
    expect(searchActivities(list, 'grace failed').map((a) => a.id)).toEqual(['2']);
    expect(searchActivities(list, 'grace success')).toEqual([]);
  });

  it('searches dates as shown in the given time zone', () => {
    expect(searchActivities(list, '01:05 PM', 'Asia/Karachi').map((a) => a.id)).toEqual(['3']);
  });
});

describe('tracker display helpers', () => {
  it("shows 'No Error Found' without a message", () => {
    expect(activityErrorText({ errorMessage: null })).toBe('No Error Found');
    expect(activityErrorText({ errorMessage: 'boom' })).toBe('boom');
  });

  it('colours SUCCESS green, FAILED red, anything else primary', () => {
    expect([activityStatusTone('SUCCESS'), activityStatusTone('FAILED'), activityStatusTone('PENDING')]).toEqual(['success', 'danger', 'primary']);
  });
});
