import { describe, expect, it } from 'vitest';
import * as schemas from '~/lib/leads/schemas';
import * as rules from '~/lib/leads/subdomain';

describe('lib/subdomain', () => {
  it('is what schemas/leads re-exports, so the server and the live hint judge alike', () => {
    expect(schemas.subdomainHint).toBe(rules.subdomainHint);
    expect(schemas.subdomainProblem).toBe(rules.subdomainProblem);
    expect(schemas.SUBDOMAIN_MESSAGES).toBe(rules.SUBDOMAIN_MESSAGES);
  });

  it('hints the rules, then the first broken one, then the address', () => {
    expect(rules.subdomainHint('').tone).toBe('info');
    expect(rules.subdomainHint('ab')).toEqual({ tone: 'error', text: rules.SUBDOMAIN_MESSAGES.tooShort });
    expect(rules.subdomainHint('acme', 'leads.example.com')).toEqual({ tone: 'success', text: 'Your site: acme.leads.example.com' });
  });
});
