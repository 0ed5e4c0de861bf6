/**
 * Yup schemas of the leads API (issue 5), shared by the registration/edit forms (browser) and the
 * routes (server). Name, email and phone follow spec §5; the subdomain is a DNS label (issue 5 point 1).
 */
import '~/lib/schemas/locale';
import { boolean, object, string, type InferType } from 'yup';
import { LEAD_BULK_ACTIONS } from '~/lib/leads/bulk';
import { ACTIVITY_TYPES, LEAD_STATUSES, LEAD_VIEWS } from '~/lib/leads/model';
import { bulkSchema } from '~/lib/list/bulk-schema';
import { CURSOR_PATTERN, PAGE_SIZE } from '~/lib/paginator';
import { emailField, nameField, phoneNumberField } from '~/lib/auth/schemas';
import { ID_MAX, NOTES_MAX, pageField, pageSizeField, searchField, text } from '~/lib/schemas/fields';
import { SUBDOMAIN_MAX, SUBDOMAIN_MESSAGES, subdomainProblem } from '~/lib/leads/subdomain';

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

const subdomainField = text({ label: 'Subdomain', max: SUBDOMAIN_MAX, maxMessage: SUBDOMAIN_MESSAGES.tooLong })
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
  company: text({ label: 'Company', max: 200 }).required('Company is required'),
  subdomain: subdomainField,
  dataCenterId: text({ label: 'Data center', max: ID_MAX }).required('Data center is required'),
  notes: text({ label: 'Notes', max: NOTES_MAX }).nullable().optional(),
  /** Optional business category (issue 13 §1); '' or null for none. */
  categoryId: text({ label: 'Business category', max: ID_MAX })
    .transform((v: unknown) => (v === '' ? null : v))
    .uuid('Business category not found')
    .nullable()
    .optional(),
});
export type CreateLeadInput = InferType<typeof createLeadSchema>;

/** `{id}` of a lead: DELETE /leads/delete-lead, POST /leads/retry-lead. */
export const leadIdSchema = object({
  id: text({ label: 'Id', max: ID_MAX }).required('Required').uuid(uuidMessage),
});
export type LeadIdInput = InferType<typeof leadIdSchema>;

/** PATCH /leads/update-lead body: `{id, ...fields}`; a field left out is unchanged. */
export const updateLeadSchema = createLeadSchema.partial().concat(leadIdSchema);
export type UpdateLeadInput = InferType<typeof updateLeadSchema>;

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

const cursorField = () => text({ label: 'Page cursor', max: ID_MAX }).transform(emptyAsUndefined).matches(CURSOR_PATTERN, 'Invalid page cursor').optional();

/**
 * GET /leads/get-all-lead query: search `q` (name, email, company, subdomain), 1-based `page`,
 * `pageSize` (10 by default, at most 100), `status` filter and `view` ('existing' = live subdomains).
 * Keyset paging (issue 9 §6): `after` (the next page: rows older than that cursor), `before` (the
 * previous page) or `last=true` (the final page); `page` then only labels the page, and may be left
 * out when it is not known.
 */
export const leadListQuerySchema = object({
  q: searchField(),
  // Absent with a keyset cursor whose page number is unknown (issue 9 §6).
  page: pageField().default(undefined).optional(),
  after: cursorField(),
  before: cursorField(),
  last: boolean().default(false),
  pageSize: pageSizeField(PAGE_SIZE),
  status: string().transform(emptyAsUndefined).oneOf(LEAD_STATUSES).optional(),
  view: string().transform(emptyAsUndefined).oneOf(LEAD_VIEWS).default('all'),
  /** A business category id (issue 13 §1). */
  category: text({ label: 'Business category', max: ID_MAX }).transform(emptyAsUndefined).uuid('Business category not found').optional(),
});
export type LeadListQuery = InferType<typeof leadListQuerySchema>;

/** GET /leads/get-all-lead-activities query: `type` CREATION or DELETE (both when absent). */
export const leadActivityQuerySchema = object({
  type: string().transform(emptyAsUndefined).oneOf(ACTIVITY_TYPES).optional(),
});
export type LeadActivityQuery = InferType<typeof leadActivityQuerySchema>;

/** POST /leads/bulk body (issue 29 §2): delete or retry the ids or the rows the list's filter matches. */
export const leadBulkSchema = bulkSchema(LEAD_BULK_ACTIONS, leadListQuerySchema);
export type LeadBulkInput = InferType<typeof leadBulkSchema>;
