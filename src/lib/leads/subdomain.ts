/**
 * The subdomain rules of a lead (issue 5 point 1): a DNS label of 3 to 63 characters, lowercase
 * letters, digits and hyphens, not starting or ending with a hyphen, not reserved. Plain functions
 * without yup, so the registration form's live hint costs no validation library at first paint;
 * schemas/leads.ts builds the yup field on them and re-exports them.
 */

export const SUBDOMAIN_MIN = 3;
export const SUBDOMAIN_MAX = 63;

/** Labels kept for the business's own services; a lead can never take them. */
export const RESERVED_SUBDOMAINS: ReadonlySet<string> = new Set([
  'www',
  'mail',
  'admin',
  'api',
  'ftp',
  'smtp',
  'imap',
  'pop',
  'pop3',
  'mx',
  'ns',
  'ns1',
  'ns2',
  'webmail',
  'localhost',
  'console',
]);

/** One message per subdomain rule, so the form says exactly what to fix. */
export const SUBDOMAIN_MESSAGES = {
  required: 'Subdomain is required',
  characters: 'Subdomain may contain only lowercase letters, digits and hyphens',
  tooShort: 'Subdomain must be at least 3 characters long',
  tooLong: 'Subdomain must not be longer than 63 characters',
  hyphen: 'Subdomain must not start or end with a hyphen',
  reserved: 'This subdomain is reserved',
} as const;

/** The rules in one sentence, shown before anything is typed. */
export const SUBDOMAIN_RULES = '3 to 63 characters: lowercase letters, digits and hyphens, not starting or ending with a hyphen';

/**
 * The first subdomain rule that `value` breaks, or undefined when it is a valid label.
 * @param value the label as typed, without the domain (surrounding spaces are ignored)
 */
export function subdomainProblem(value: string): string | undefined {
  const label = value.trim();
  if (label === '') return SUBDOMAIN_MESSAGES.required;
  if (!/^[a-z0-9-]+$/.test(label)) return SUBDOMAIN_MESSAGES.characters;
  if (label.length < SUBDOMAIN_MIN) return SUBDOMAIN_MESSAGES.tooShort;
  if (label.length > SUBDOMAIN_MAX) return SUBDOMAIN_MESSAGES.tooLong;
  if (label.startsWith('-') || label.endsWith('-')) return SUBDOMAIN_MESSAGES.hyphen;
  if (RESERVED_SUBDOMAINS.has(label)) return SUBDOMAIN_MESSAGES.reserved;
  return undefined;
}

/** A live hint under the subdomain input: what to type, what is wrong, or the resulting address. */
export interface SubdomainHint {
  tone: 'info' | 'error' | 'success';
  text: string;
}

/**
 * The live format hint of the registration form (issue 5 point 4).
 * @param value what is typed so far
 * @param domain the leads zone (LEADS_DOMAIN) when the page knows it, to show the full address
 */
export function subdomainHint(value: string, domain?: string): SubdomainHint {
  const label = value.trim();
  if (label === '') return { tone: 'info', text: SUBDOMAIN_RULES };
  const problem = subdomainProblem(label);
  if (problem) return { tone: 'error', text: problem };
  return { tone: 'success', text: domain ? `Your site: ${label}.${domain}` : 'Valid subdomain' };
}
