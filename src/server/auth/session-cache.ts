/**
 * A short-lived in-process cache of resolved sessions, so that a page view does not query the
 * database for the same session again and again. Every change this process makes to a session or
 * its user (logout, revocation, profile or password change) drops the affected entries at once;
 * `ttlMs` bounds how long a change made elsewhere (another process, the database by hand) takes.
 */
export class SessionCache<T extends { userId: string }> {
  private readonly entries = new Map<string, { value: T; until: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
    private readonly maxEntries = 10_000,
  ) {}

  get(tokenHash: string): T | undefined {
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    if (entry.until <= this.now()) {
      this.entries.delete(tokenHash);
      return undefined;
    }
    return entry.value;
  }

  set(tokenHash: string, value: T): void {
    if (this.ttlMs <= 0) return;
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(tokenHash, { value, until: this.now() + this.ttlMs });
  }

  /** Forgets one session. */
  drop(tokenHash: string): void {
    this.entries.delete(tokenHash);
  }


  /** Forgets everything (a role changed, or invalidations from other processes may have been missed). */
  clear(): void {
    this.entries.clear();
  }

  /** Forgets every session of a user. */
  dropUser(userId: string): void {
    for (const [hash, entry] of this.entries) if (entry.value.userId === userId) this.entries.delete(hash);
  }
}
