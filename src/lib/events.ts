/**
 * Window events that hydrate islands on demand (see directives/event.ts).
 */

/** Opens (and on first use hydrates) the profile modal. */
export const PROFILE_EVENT = 'owner-console:open-profile';

/** Opens (and on first use hydrates) the command palette (issue 29 §1). */
export const PALETTE_EVENT = 'owner-console:open-palette';
