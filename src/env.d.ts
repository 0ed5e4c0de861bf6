/// <reference types="astro/client" />

/** package.json's version, fixed at build time (astro.config.mjs). */
declare const __CONSOLE_VERSION__: string;
/** When the console was built, ISO 8601 (astro.config.mjs). */
declare const __CONSOLE_BUILT_AT__: string;

declare namespace App {
  interface Locals {
    /** The signed-in user's details (spec §3); undefined on public pages for a visitor without a session. */
    user?: import('~/lib/types').UserDetails;
    /** An HTTP client to the backend, carrying the visitor's session token when there is one. */
    http: import('~/lib/api/http').Http;
    /** A one-time toast set before a redirect (e.g. 'Session expired. Please login again.'), shown once. */
    flash?: import('~/lib/flash').Flash;
    /** The settings pages draw with: zone and format of dates, company, support email, locale, currency (issue 15 §2); the defaults on public pages. */
    display: import('~/lib/settings/registry').DisplaySettings;
    /** The permission a page needs that the user's role lacks, set before rewriting to the 403 page (issue 26 defect 12). */
    missingPermission?: string;
  }
}
