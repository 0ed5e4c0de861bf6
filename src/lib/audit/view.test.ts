import { describe, expect, it } from 'vitest';
import { cursorLinks, fieldLabel, filterHref, formatAuditValue, readAuditQuery } from '~/lib/audit/view';

const url = (query: string) => new URL(`http://x/owner-universe/dashboard/settings/audit-log${query}`);

describe('audit-log page helpers', () => {
  it('reads the filters and only one cursor from the URL', () => {
    expect(readAuditQuery(url('?action=lead.update&entityType=lead&cursor=40&after=50&last=1&junk=1'))).toEqual({
      action: 'lead.update',
      entityType: 'lead',
      cursor: '40',
    });
    expect(readAuditQuery(url('?last=1'))).toEqual({ last: 1 });
  });

  it('keeps the filters on every paging link and drops the old cursor', () => {
    const links = cursorLinks(url('?action=lead.update&cursor=40'), { prevCursor: '39', nextCursor: '30' });
    expect(links).toEqual({
      first: '/owner-universe/dashboard/settings/audit-log?action=lead.update',
      previous: '/owner-universe/dashboard/settings/audit-log?action=lead.update&after=39',
      next: '/owner-universe/dashboard/settings/audit-log?action=lead.update&cursor=30',
      last: '/owner-universe/dashboard/settings/audit-log?action=lead.update&last=1',
    });
    expect(cursorLinks(url(''), { prevCursor: null, nextCursor: null })).toEqual({ first: null, previous: null, next: null, last: null });
  });

  it('returns to the first page when a filter changes', () => {
    expect(filterHref(url('?last=1&action=x'), { actor: 'a1', action: null })).toBe('/owner-universe/dashboard/settings/audit-log?actor=a1');
  });

  it('shows values and field names readably', () => {
    expect([null, '', 'a', 3, ['x'], { a: 1 }].map(formatAuditValue)).toEqual(['—', '—', 'a', '3', '["x"]', '{"a":1}']);
    expect(fieldLabel('dataCenterId')).toBe('Data center id');
    expect(fieldLabel('public_ip')).toBe('Public ip');
  });
});
