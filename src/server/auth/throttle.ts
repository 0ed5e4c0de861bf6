/**
 * Sign-in throttling: after `limit` failed attempts for one key (an email or an IP) within `windowMs`,
 * further attempts are refused until the oldest failure leaves the window. Kept in memory: the
 * console is one process, and a restart forgetting failures is acceptable.
 */
export class LoginThrottle {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly limit = 5,
    private readonly windowMs = 15 * 60 * 1000,
    private readonly now: () => number = Date.now,
  ) {}

  private recent(key: string): number[] {
    const since = this.now() - this.windowMs;
    const kept = (this.failures.get(key) ?? []).filter((t) => t > since);
    if (kept.length) this.failures.set(key, kept);
    else this.failures.delete(key);
    return kept;
  }

  /** True when any of `keys` has reached the limit. */
  isBlocked(keys: string[]): boolean {
    return keys.some((key) => this.recent(key).length >= this.limit);
  }

  /** Counts one failed attempt against every key. */
  fail(keys: string[]): void {
    for (const key of keys) this.failures.set(key, [...this.recent(key), this.now()]);
  }

  /** Forgets the failures of `key` (after a successful sign-in for that email). */
  clear(key: string): void {
    this.failures.delete(key);
  }
}
