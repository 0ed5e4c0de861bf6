import { describe, expect, it } from 'vitest';
import { fieldMessages } from '~/lib/schemas/test-messages';
import {
  createLeadSchema,
  leadListQuerySchema,
  SUBDOMAIN_MESSAGES,
  SUBDOMAIN_RULES,
  subdomainHint,
  subdomainProblem,
  updateLeadSchema,
} from '~/lib/leads/schemas';


const valid = {
  name: 'Ada Lovelace',
  email: 'Ada@Example.com',
  phone: '+923001234567',
  company: 'Analytical Engines',
  subdomain: 'ada-engines',
  dataCenterId: 'dc-1',
};

describe('subdomain rules (issue 5 point 1)', () => {
  it.each([
    ['', SUBDOMAIN_MESSAGES.required],
    ['Acme', SUBDOMAIN_MESSAGES.characters],
    ['acme_site', SUBDOMAIN_MESSAGES.characters],
    ['acme.site', SUBDOMAIN_MESSAGES.characters],
    ['ab', SUBDOMAIN_MESSAGES.tooShort],
    ['a'.repeat(64), SUBDOMAIN_MESSAGES.tooLong],
    ['-acme', SUBDOMAIN_MESSAGES.hyphen],
    ['acme-', SUBDOMAIN_MESSAGES.hyphen],
    ['www', SUBDOMAIN_MESSAGES.reserved],
    ['admin', SUBDOMAIN_MESSAGES.reserved],
    ['localhost', SUBDOMAIN_MESSAGES.reserved],
  ])('refuses %j with its own message', (value, message) => {
    expect(subdomainProblem(value)).toBe(message);
  });

  it.each(['abc', 'a1-b2', '123', 'a'.repeat(63), 'www2'])('accepts %j', (value) => {
    expect(subdomainProblem(value)).toBeUndefined();
  });

  it('gives a live hint: rules, problem, or the resulting address', () => {
    expect(subdomainHint('')).toEqual({ tone: 'info', text: SUBDOMAIN_RULES });
    expect(subdomainHint('Ab')).toEqual({ tone: 'error', text: SUBDOMAIN_MESSAGES.characters });
    expect(subdomainHint('acme', 'leads.example.com')).toEqual({ tone: 'success', text: 'Your site: acme.leads.example.com' });
    expect(subdomainHint('acme').tone).toBe('success');
  });
});

describe('create lead schema', () => {
  it('requires every field but notes', async () => {
    expect(await fieldMessages(createLeadSchema, {})).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      phone: 'Phone Number is required',
      company: 'Company is required',
      subdomain: 'Subdomain is required',
      dataCenterId: 'Data center is required',
    });
  });

  it('applies the spec §5 contact rules and the subdomain rules', async () => {
    expect(await fieldMessages(createLeadSchema, { ...valid, name: 'A', email: 'nope', phone: '1'.repeat(31), subdomain: 'api' })).toEqual({
      name: 'Name should be at least 2 characters long',
      email: 'Invalid email address',
      phone: 'Phone Number should not be greater than 30 characters long',
      subdomain: SUBDOMAIN_MESSAGES.reserved,
    });
  });

  it('trims and lower-cases the email', async () => {
    const out = await createLeadSchema.validate({ ...valid, subdomain: '  ada-engines ' });
    expect(out).toMatchObject({ email: 'ada@example.com', subdomain: 'ada-engines' });
  });
});

describe('update lead schema', () => {
  it('needs only the id and checks what is given', async () => {
    const id = '0b5f3f57-3bd2-4a57-9a8e-0d0f8f1e2a11';
    expect(await fieldMessages(updateLeadSchema, { id })).toEqual({});
    expect(await fieldMessages(updateLeadSchema, { id, subdomain: '-x-' })).toEqual({ subdomain: SUBDOMAIN_MESSAGES.hyphen });
    expect(await fieldMessages(updateLeadSchema, {})).toEqual({ id: 'Required' });
  });
});

describe('lead list query', () => {
  it('defaults to the first page of 10 of all leads and casts strings', async () => {
    // No page means the first one; a keyset cursor may come without a page number (issue 9 §6).
    expect(await leadListQuerySchema.validate({})).toEqual({ q: '', pageSize: 10, view: 'all', last: false });
    expect(await leadListQuerySchema.validate({ q: ' acme ', page: '3', pageSize: '25', status: 'failed', view: 'existing' })).toEqual({
      q: 'acme',
      page: 3,
      pageSize: 25,
      status: 'failed',
      view: 'existing',
      last: false,
    });
    expect(await leadListQuerySchema.validate({ status: '', page: '' })).toMatchObject({ page: 1 });
  });

  it('refuses bad values', async () => {
    expect(Object.keys(await fieldMessages(leadListQuerySchema, { page: '0', pageSize: '1000', status: 'gone' })).sort()).toEqual([
      'page',
      'pageSize',
      'status',
    ]);
  });
});
