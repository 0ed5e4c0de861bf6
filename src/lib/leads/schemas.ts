/**
 * Yup schemas of the leads API (issue 5), shared by the registration/edit forms (browser) and the
 * routes (server). Name, email and phone follow spec §5; the subdomain is a DNS label (issue 5 point 1).
 */
import '~/lib/schemas/locale';
import { number, object, string, type InferType } from 'yup';
import { ACTIVITY_TYPES, LEAD_STATUSES, LEAD_VIEWS } from '~/lib/leads/model';
import { PAGE_SIZE } from '~/lib/paginator';
import { emailField, nameField, phoneNumberField } from '~/lib/auth/schemas';
import { SUBDOMAIN_MESSAGES, subdomainProblem } from '~/lib/leads/subdomain';

// The rules live in ~/lib/subdomain (yup-free, for the form's live hint); re-exported here.
export {
  RESERVED_SUBDOMAINS,
  SUBDOMAIN_MAX,
  SUBDOMAIN_MESSAGES,
  SUBDOMAIN_MIN,
  SUBDOMAIN_RULES,
  subdomainHint,
  subdomainProblem,
  type SubdomainHint,
} from '~/lib/leads/subdomain';

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
  /** Optional business category (issue 13 §1); '' or null for none. */
  categoryId: string()
    .transform((v: unknown) => (v === '' ? null : v))
    .uuid('Business category not found')
    .nullable()
    .optional(),
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
  /** A business category id (issue 13 §1). */
  category: string().transform(emptyAsUndefined).uuid('Business category not found').optional(),
});
export type LeadListQuery = InferType<typeof leadListQuerySchema>;

/** GET /leads/get-all-lead-activities query: `type` CREATION or DELETE (both when absent). */
export const leadActivityQuerySchema = object({
  type: string().transform(emptyAsUndefined).oneOf(ACTIVITY_TYPES).optional(),
});
export type LeadActivityQuery = InferType<typeof leadActivityQuerySchema>;
