import { describe, expect, it } from 'vitest';
import { listFailureStatus, recordFailureStatus } from '~/lib/page-status';

describe('page statuses after a failed API call', () => {
  it('a list: the refused query is the visitor\'s (400), anything else the API\'s failure (502)', () => {
    expect([400, 404, 500, 502, 503].map(listFailureStatus)).toEqual([400, 502, 502, 502, 502]);
  });

  it('a record: a malformed or unknown id is not found (404), a failure 502', () => {
    expect([400, 404, 500, 503].map(recordFailureStatus)).toEqual([404, 404, 502, 502]);
  });
});
