import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { log } from '~/server/log';
import { DAY_MS, scheduleDailyJobs, type DailyJob, type Leadership } from '~/server/jobs/scheduler';

const CHECK_MS = 60_000;

/** A leadership this test hands out and takes back. */
function fakeLeadership(leads: boolean) {
  const state = { leads, released: false };
  const leadership: Leadership = {
    acquire: async () => state.leads,
    release: async () => void (state.released = true),
  };
  return { state, leadership };
}

function recordingJobs(runs: string[]): DailyJob[] {
  return [
    { name: 'sessions', run: async () => (runs.push('sessions'), 2) },
    { name: 'outbox', run: async () => (runs.push('outbox'), 1), everyProcess: true },
  ];
}

/** Lets the scheduler's awaited steps settle. */
const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubEnv('LOG_LEVEL', 'silent');
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
});

describe('scheduleDailyJobs (issue 24 §2)', () => {
  it('runs every job at once in the process that leads, then again only a day later', async () => {
    const runs: string[] = [];
    const { leadership } = fakeLeadership(true);
    const schedule = scheduleDailyJobs({ jobs: recordingJobs(runs), leadership, checkMs: CHECK_MS });
    await settle();
    expect(runs).toEqual(['outbox', 'sessions']);
    await vi.advanceTimersByTimeAsync(DAY_MS - CHECK_MS);
    expect(runs).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(CHECK_MS);
    expect(runs).toEqual(['outbox', 'sessions', 'outbox', 'sessions']);
    await schedule.stop();
  });

  it('runs only its own files\' job in a process that does not lead, and the rest once it takes the lead', async () => {
    const runs: string[] = [];
    const { state, leadership } = fakeLeadership(false);
    const schedule = scheduleDailyJobs({ jobs: recordingJobs(runs), leadership, checkMs: CHECK_MS });
    await settle();
    expect(runs).toEqual(['outbox']);
    await vi.advanceTimersByTimeAsync(CHECK_MS);
    expect(runs).toEqual(['outbox']);
    // The leading process stopped: this one takes the lead at its next look and runs the shared jobs then.
    state.leads = true;
    await vi.advanceTimersByTimeAsync(CHECK_MS);
    expect(runs).toEqual(['outbox', 'sessions']);
    await schedule.stop();
    expect(state.released).toBe(true);
  });

  it('runs the other jobs when one fails, and when the leadership cannot be asked', async () => {
    const runs: string[] = [];
    const jobs: DailyJob[] = [
      { name: 'audit', run: async () => Promise.reject(new Error('boom')) },
      ...recordingJobs(runs),
    ];
    const unreachable: Leadership = { acquire: async () => Promise.reject(new Error('connect ECONNREFUSED')), release: async () => {} };
    await scheduleDailyJobs({ jobs, leadership: unreachable, checkMs: CHECK_MS }).stop();
    expect(runs).toEqual(['outbox']);
    await scheduleDailyJobs({ jobs, leadership: fakeLeadership(true).leadership, checkMs: CHECK_MS }).stop();
    expect(runs).toEqual(['outbox', 'outbox', 'sessions']);
  });

  it('leaves a quiet job that did nothing out of the log line, which names the schedule', async () => {
    const info = vi.spyOn(log, 'info');
    const analysed = [0, 2];
    const jobs: DailyJob[] = [{ name: 'statistics', run: async () => analysed.shift() ?? 0, quiet: true }];
    const schedule = scheduleDailyJobs({ jobs, leadership: fakeLeadership(true).leadership, intervalMs: CHECK_MS, checkMs: CHECK_MS, label: 'statistics upkeep' });
    await settle();
    expect(info).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(CHECK_MS);
    expect(info).toHaveBeenCalledExactlyOnceWith('statistics upkeep ran', { removed: { statistics: 2 } });
    await schedule.stop();
    info.mockRestore();
  });
});
