/** The search service (issue 29 §1): the palette's search over one database. */
import type { UserDetails } from '~/lib/types';
import type { Database } from '~/server/db/client';
import { search } from '~/server/search/search';

/** Builds the search: `(q, user)` → the results `user` may see, grouped. */
export function searchService({ db }: { db: Database }) {
  return (q: string, user: UserDetails) => search(db, user, q);
}
