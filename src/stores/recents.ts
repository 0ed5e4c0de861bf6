/**
 * The command palette's recent pages and records (issue 29 §1): the 8 most recently opened, newest
 * first, kept per user in the browser. They live under their own localStorage key, apart from the
 * root state, because logging out resets that (spec §3) while a user's recents should be there at
 * their next sign-in; they are keyed by user id, so a second account on the browser sees none of them.
 */
import { persistentAtom } from '@nanostores/persistent';
import type { SearchResult } from '~/lib/search/model';

/** A recent entry: a search result, or a page as it was loaded (type 'page'). */
export type Recent = SearchResult;

/** Per user id, newest first. */
export type RecentsByUser = Readonly<Record<string, readonly Recent[]>>;

export const RECENTS_KEY = 'owner-console:recents';
/** How many recents a user keeps. */
export const RECENTS_MAX = 8;

function decode(raw: string): RecentsByUser {
  try {
    const parsed: unknown = JSON.parse(raw);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as RecentsByUser) : {};
  } catch {
    return {};
  }
}

export const $recents = persistentAtom<RecentsByUser>(RECENTS_KEY, {}, { encode: JSON.stringify, decode });

/** `list` with `entry` first, any entry of the same URL removed, at most RECENTS_MAX long. */
export function withRecent(list: readonly Recent[], entry: Recent): Recent[] {
  return [entry, ...list.filter((r) => r.url !== entry.url)].slice(0, RECENTS_MAX);
}

/** Records that `userId` opened `entry` (from the palette: a record or a page). */
export function recordRecent(userId: string, entry: Recent): void {
  const all = $recents.get();
  $recents.set({ ...all, [userId]: withRecent(all[userId] ?? [], entry) });
}

/**
 * Records a page load of `userId`: the entry opened at exactly `url` (a record the palette opened)
 * moves first as it is; otherwise `page` does, kept by its path so that paging a list is one entry.
 */
export function recordVisit(userId: string, url: string, page: Recent): void {
  const list = $recents.get()[userId] ?? [];
  recordRecent(userId, list.find((r) => r.url === url) ?? page);
}

/** `userId`'s recents, newest first. */
export const recentsOf = (all: RecentsByUser, userId: string): readonly Recent[] => all[userId] ?? [];
