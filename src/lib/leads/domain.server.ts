/**
 * LEADS_DOMAIN as the pages see it (server only): the zone under which leads get their subdomains,
 * the same setting the backend reads (DESIGN.md "Configuration"). Pages use it only to preview an
 * address in the subdomain hint; the backend decides the real one.
 */

/** The leads zone, e.g. 'leads.example.com'. */
export function leadsDomain(): string {
  return process.env.LEADS_DOMAIN || 'leads.example.com';
}
