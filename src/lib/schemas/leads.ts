/**
 * Yup schemas of the leads API (issue 5), shared by the registration/edit forms (browser) and the
 * routes (server). Name, email and phone follow spec §5; the subdomain is a DNS label (issue 5 point 1).
 */
import '~/lib/schemas/locale';
import { number, object, string, type InferType } from 'yup';
import { ACTIVITY_TYPES, LEAD_STATUSES, LEAD_VIEWS } from '~/lib/leads';
import { PAGE_SIZE } from '~/lib/paginator';
import { emailField, nameField, phoneNumberField } from '~/lib/schemas/auth';

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

const subdomainField = string()
  .trim()
  .required(SUBDOMAIN_MESSAGES.required)
  .test('subdomain', SUBDOMAIN_MESSAGES.characters, (value, context) => {
    if (value === undefined) return true;
    const problem = subdomainProblem(value);
    return problem ? context.createError({ message: problem }) : true;
  });

const uuidMessage = 'Invalid input';

/** POST /leads/create-lead body. `dataCenterId` is the hosting instance's id. */
export const createLeadSchema = object({
  name: nameField,
  email: emailField,
  phone: phoneNumberField,
  company: string()
    .trim()
    .required('Company is required')
    .max(200, 'Company should not be greater than 200 characters long'),
  subdomain: subdomainField,
  dataCenterId: string().trim().required('Data center is required'),
  notes: string().trim().max(2000, 'Notes should not be greater than 2000 characters long').nullable().optional(),
});
export type CreateLeadInput = InferType<typeof createLeadSchema>;

/** `{id}` of a lead: DELETE /leads/delete-lead, POST /leads/retry-lead. */
export const leadIdSchema = object({
  id: string().trim().required('Required').uuid(uuidMessage),
});
export type LeadIdInput = InferType<typeof leadIdSchema>;

/** PATCH /leads/update-lead body: `{id, ...fields}`; a field left out is unchanged. */
export const updateLeadSchema = createLeadSchema.partial().concat(leadIdSchema);
export type UpdateLeadInput = InferType<typeof updateLeadSchema>;

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

/**
 * GET /leads/get-all-lead query: search `q` (name, email, company, subdomain), 1-based `page`,
 * `pageSize` (10 by default, at most 100), `status` filter and `view` ('existing' = live subdomains).
 */
export const leadListQuerySchema = object({
  q: string().trim().max(200, 'Search should not be greater than 200 characters long').default(''),
  page: number().transform((v, raw) => (raw === '' ? 1 : v)).integer().min(1).default(1),
  pageSize: number().transform((v, raw) => (raw === '' ? PAGE_SIZE : v)).integer().min(1).max(100).default(PAGE_SIZE),
  status: string().transform(emptyAsUndefined).oneOf(LEAD_STATUSES).optional(),
  view: string().transform(emptyAsUndefined).oneOf(LEAD_VIEWS).default('all'),
});
export type LeadListQuery = InferType<typeof leadListQuerySchema>;

/** GET /leads/get-all-lead-activities query: `type` CREATION or DELETE (both when absent). */
export const leadActivityQuerySchema = object({
  type: string().transform(emptyAsUndefined).oneOf(ACTIVITY_TYPES).optional(),
});
export type LeadActivityQuery = InferType<typeof leadActivityQuerySchema>;
