import { describe, expect, it } from 'vitest';
import { buildClaims, handoffUrl, siteOrigin } from '~/server/impersonation/claims';

describe('hand-off claims', () => {
  const input = {
    issuer: 'https://console.example.com',
    audience: siteOrigin('acme.leads.example.com'),
    customerUserId: 'cu-1',
    actor: { id: 'staff-1', name: 'Sara Khan' },
    jti: 'imp-1',
    issuedAt: new Date('2026-11-23T10:00:00.900Z'),
    minutes: 15,
  };

  it('names the console, the customer site, the user and the staff member as actor', () => {
    expect(buildClaims(input)).toEqual({
      iss: 'https://console.example.com',
      aud: 'https://acme.leads.example.com',
      sub: 'cu-1',
      act: { sub: 'staff-1', name: 'Sara Khan' },
      jti: 'imp-1',
      iat: 1795428000,
      exp: 1795428000 + 15 * 60,
    });
  });

  it('expires after the chosen minutes, counted from the whole second it was issued', () => {
    const claims = buildClaims({ ...input, minutes: 60 });
    expect(claims.exp - claims.iat).toBe(3600);
  });

  it('puts the token in the URL fragment of the site, escaped', () => {
    expect(handoffUrl('https://acme.leads.example.com', 'a.b+c')).toBe('https://acme.leads.example.com/impersonate#token=a.b%2Bc');
  });
});
