import { describe, expect, it } from 'vitest';
import { SessionCache } from '~/server/auth/session-cache';

describe('SessionCache', () => {
  it('answers until the TTL runs out', () => {
    let now = 0;
    const cache = new SessionCache<{ userId: string }>(1000, () => now);
    cache.set('a', { userId: 'u1' });
    expect(cache.get('a')).toEqual({ userId: 'u1' });
    now = 999;
    expect(cache.get('a')).toBeDefined();
    now = 1000;
    expect(cache.get('a')).toBeUndefined();
  });

  it('drops one session, or every session of a user, at once', () => {
    const cache = new SessionCache<{ userId: string }>(60_000);
    cache.set('a', { userId: 'u1' });
    cache.set('b', { userId: 'u1' });
    cache.set('c', { userId: 'u2' });
    cache.drop('c');
    expect(cache.get('c')).toBeUndefined();
    cache.dropUser('u1');
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBeUndefined();
  });

  it('caches nothing with a TTL of 0', () => {
    const cache = new SessionCache<{ userId: string }>(0);
    cache.set('a', { userId: 'u1' });
    expect(cache.get('a')).toBeUndefined();
  });
});
