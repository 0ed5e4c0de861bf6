import { describe, expect, it } from 'vitest';
import { sessionReads } from '~/server/session-reads';

/** Session reads over a data version and a clock the test moves, with a read that counts its calls. */
function setUp(ttlMs = 5000) {
  const state = { version: 'v1' as string | undefined, now: 1_000, reads: 0, failVersion: false, ttlAsked: 0 };
  const reads = sessionReads(
    async () => {
      if (state.failVersion) throw new Error('terminating connection due to administrator command');
      return state.version;
    },
    async () => {
      state.ttlAsked += 1;
      return ttlMs;
    },
    () => state.now,
  );
  const me = (token = 'token-a') => reads.read(token, 'me', async () => `${token} read ${++state.reads}`);
  return { state, reads, me };
}

describe('sessionReads', () => {
  it('answers a session read again from the last view while the data version is unchanged', async () => {
    const { state, me } = setUp();
    expect(await me()).toBe('token-a read 1');
    expect(await me()).toBe('token-a read 1');
    expect(state.reads).toBe(1);
  });

  it('reads again once a commit moved the data version (a sign-out, a role change, a settings change)', async () => {
    const { state, me } = setUp();
    await me();
    state.version = 'v2';
    expect(await me()).toBe('token-a read 2');
  });

  it('keeps each session apart, and each read of a session apart', async () => {
    const { state, reads, me } = setUp();
    expect(await me('token-a')).toBe('token-a read 1');
    expect(await me('token-b')).toBe('token-b read 2');
    expect(await reads.read('token-a', 'display', async () => 'display')).toBe('display');
    expect(await me('token-a')).toBe('token-a read 1');
    expect(state.reads).toBe(2);
  });

  it('reads again after the time the backend keeps a session, however still the data (a session may run out)', async () => {
    const { state, me } = setUp(5000);
    await me();
    state.now += 4999;
    expect(await me()).toBe('token-a read 1');
    state.now += 2;
    expect(await me()).toBe('token-a read 2');
  });

  it('does not keep a read that failed (a 401, an outage)', async () => {
    const { reads } = setUp();
    let calls = 0;
    const failing = () => reads.read('token-a', 'me', async () => {
      calls += 1;
      throw new Error('401');
    });
    await expect(failing()).rejects.toThrow('401');
    await expect(failing()).rejects.toThrow('401');
    expect(calls).toBe(2);
  });

  it('keeps nothing when the data version cannot be known (a remote backend, or the database cannot say)', async () => {
    const { state, me } = setUp();
    state.version = undefined;
    await me();
    await me();
    state.version = 'v1';
    state.failVersion = true;
    await me();
    expect(state.reads).toBe(3);
  });

  it('asks nothing more without a data version: behind a remote backend, the embedded one is never opened for its settings', async () => {
    const { state, me } = setUp();
    state.version = undefined;
    await me();
    expect(state.ttlAsked).toBe(0);
  });

  it('keeps nothing when the backend keeps no session (SESSION_CACHE_MS=0)', async () => {
    const { state, me } = setUp(0);
    await me();
    await me();
    expect(state.reads).toBe(2);
  });
});
