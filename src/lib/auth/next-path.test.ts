import { describe, expect, it } from 'vitest';
import { safeNextPath } from '~/lib/auth/next-path';
import { signInLink } from '~/lib/auth/sign-in-link';

const LEADS = '/owner-inventory/dashboard/leads/all-leads';

describe('safeNextPath', () => {
  it('accepts a console page with its query', () => {
    expect(safeNextPath(`${LEADS}?q=acme&page=2`)).toBe(`${LEADS}?q=acme&page=2`);
    expect(safeNextPath('/owner-inventory/dashboard/general/data-center/5d1c')).toBe('/owner-inventory/dashboard/general/data-center/5d1c');
    expect(safeNextPath('/profile')).toBe('/profile');
  });

  it('keeps a query that itself contains a URL', () => {
    expect(safeNextPath(`${LEADS}?q=https://acme.example`)).toBe(`${LEADS}?q=https://acme.example`);
  });

  it.each([
    ['protocol-relative', '//evil.com'],
    ['protocol-relative with a path', '//evil.com/owner-inventory/dashboard'],
    ['backslash', '/\\evil.com'],
    ['backslashes only', '\\\\evil.com'],
    ['absolute URL', 'https://evil.com'],
    ['absolute URL to a console path', 'https://evil.com/owner-inventory/dashboard'],
    ['encoded slashes', '/%2F%2Fevil.com'],
    ['encoded slashes after a route', '/owner-inventory/%2F%2Fevil.com'],
    ['encoded backslash', '/%5Cevil.com'],
    ['encoded backslash, lowercase', '/%5cevil.com'],
    ['javascript: scheme', 'javascript:alert(1)'],
    ['javascript: after a slash', '/javascript:alert(1)'],
    ['data: scheme', 'data:text/html,hi'],
    ['tab inside', '/\t/evil.com'],
    ['newline inside', '/owner-inventory/dashboard\n'],
    ['encoded newline', '/owner-inventory/dashboard%0a'],
    ['double slash inside the path', '/owner-inventory//dashboard'],
    ['dot segments out of the console', '/owner-inventory/dashboard/../../evil'],
    ['malformed percent-encoding', '/owner-inventory/dashboard%E0%A4%A'],
    ['no route', '/nowhere'],
    ['the public sign-in page', '/?next=/profile'],
    ['a public page', '/reset-password/abc'],
    ['relative without a slash', 'owner-inventory/dashboard'],
    ['empty', ''],
    ['very long', `${LEADS}?q=${'a'.repeat(2100)}`],
  ])('refuses %s', (_name, raw) => {
    expect(safeNextPath(raw)).toBeUndefined();
  });

  it('refuses a missing value', () => {
    expect(safeNextPath(null)).toBeUndefined();
    expect(safeNextPath(undefined)).toBeUndefined();
  });
});

describe('signInLink', () => {
  it('keeps the target as an encoded next, and none for /', () => {
    expect(signInLink(`${LEADS}?q=acme`)).toBe('/?next=%2Fowner-inventory%2Fdashboard%2Fleads%2Fall-leads%3Fq%3Dacme');
    expect(signInLink('/')).toBe('/');
  });
});
