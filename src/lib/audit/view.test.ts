import { describe, expect, it } from 'vitest';
import { actionLabel, entityTypeLabel, fieldLabel, filterHref, formatAuditValue, readAuditDays } from '~/lib/audit/view';

const url = (query: string) => new URL(`http://x/owner-universe/dashboard/settings/audit-log${query}`);

describe('audit-log page helpers', () => {
  it('returns to the first page when a filter changes', () => {
    expect(filterHref(url('?last=true&action=x'), { actor: 'a1', action: null })).toBe('/owner-universe/dashboard/settings/audit-log?actor=a1');
    expect(filterHref(url('?page=3&after=abc&before=def&q=sara'), { action: 'lead.update' })).toBe('/owner-universe/dashboard/settings/audit-log?q=sara&action=lead.update');
  });

  it('shows values and field names readably', () => {
    expect([null, '', 'a', 3, ['x'], { a: 1 }].map(formatAuditValue)).toEqual(['—', '—', 'a', '3', '["x"]', '{"a":1}']);
    expect(fieldLabel('dataCenterId')).toBe('Data center id');
    expect(fieldLabel('public_ip')).toBe('Public ip');
  });
});

describe('the date range in the settings\' format (issue 26 defect 10)', () => {
  const path = '/owner-universe/dashboard/settings/audit-log';
  it('sends days typed in the settings\' format back to the URL as YYYY-MM-DD, keeping the other filters', () => {
    expect(readAuditDays(url('?action=lead.update&from=27%2F11%2F2026&to=2026-11-30&cursor=4'), 'DD/MM/YYYY HH:mm')).toEqual({
      redirect: `${path}?action=lead.update&from=2026-11-27&to=2026-11-30&cursor=4`,
    });
    expect(readAuditDays(url('?to=11%2F30%2F2026'), 'MM/DD/YYYY hh:mm A')).toEqual({ redirect: `${path}?to=2026-11-30` });
  });

  it('leaves a URL the API reads as it is, and names the format of a day it cannot read', () => {
    expect(readAuditDays(url('?from=2026-11-27&to=2026-11-28T10:00:00Z'), 'DD/MM/YYYY HH:mm')).toEqual({});
    expect(readAuditDays(url(''), 'DD/MM/YYYY HH:mm')).toEqual({});
    expect(readAuditDays(url('?from=11%2F27%2F2026'), 'DD.MM.YYYY HH:mm')).toEqual({ error: 'Dates must be written as DD.MM.YYYY, such as 01.03.2026' });
    expect(readAuditDays(url('?to=yesterday'), 'YYYY-MM-DD hh:mm A')).toEqual({ error: 'Dates must be written as YYYY-MM-DD, such as 2026-03-01' });
  });
});

describe('audit actions and entities in words (issue 26 §8)', () => {
  it('reads an action as its entity and what was done, never its code', () => {
    expect(actionLabel('customer.site_secret_rotate')).toBe('Customer site secret rotated');
    expect(actionLabel('role.create')).toBe('Role created');
    expect(actionLabel('auth.login')).toBe('Account signed in');
    expect(actionLabel('auth.login_failed')).toBe('Account login failed');
    expect(actionLabel('employee.password_set')).toBe('Employee password set');
    expect(actionLabel('upgrade_request.create')).toBe('Upgrade request created');
    for (const action of ['impersonation_key.rotate', 'customer.package_change', 'permission.grant']) expect(actionLabel(action)).not.toMatch(/[._]/);
  });

  it('reads an entity type as words', () => {
    expect(entityTypeLabel('customer_user')).toBe('Customer user');
    expect(entityTypeLabel('business_category')).toBe('Business category');
    expect(entityTypeLabel('auth')).toBe('Account');
  });
});
