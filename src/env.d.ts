/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    /** The signed-in user's details (spec §3); undefined on public pages for a visitor without a session. */
    user?: import('~/lib/types').UserDetails;
    /** An HTTP client to the backend, carrying the visitor's session token when there is one. */
    http: import('~/lib/api/http').Http;
    /** A one-time toast set before a redirect (e.g. 'Session expired. Please login again.'), shown once. */
    flash?: import('~/lib/flash').Flash;
  }
}
