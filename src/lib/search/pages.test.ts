import { describe, expect, it } from 'vitest';
import { ALL_PERMISSIONS, crud, P } from '~/lib/permissions';
import { matchPages, pagesFor } from '~/lib/search/pages';
import type { UserDetails } from '~/lib/types';

const user = (...permissions: string[]): UserDetails => ({ id: 'u', email: 'u@example.com', contact: '', is_super_admin: false, role: { name: 'r', label: 'R', permissions } });
const titles = (q: string, u: UserDetails) => matchPages(u, q).map((r) => r.title);

describe('matchPages (issue 29 §1: every sidebar page the user may open, by title)', () => {
  it('finds a page by part of its title, ignoring case, with its place and path', () => {
    expect(matchPages(user(...ALL_PERMISSIONS), 'tracker')).toEqual([
      { type: 'page', id: '/owner-inventory/dashboard/leads/all-leads-status-tracker', title: 'Leads Status Tracker', subtitle: 'Inventory › Leads', url: '/owner-inventory/dashboard/leads/all-leads-status-tracker' },
    ]);
  });

  it("finds a sub-page by its tab's title and its own, those named by the query first", () => {
    expect(titles('leads reg', user(...ALL_PERMISSIONS))).toEqual(['Registration']);
    const leads = titles('leads', user(...ALL_PERMISSIONS));
    expect(leads.slice(0, 3)).toEqual(['All Leads', 'Existing Leads', 'Leads Status Tracker']);
    expect(leads).toContain('Registration');
  });

  it('offers no page the user may not open: not in their sidebar, or refused by its guard', () => {
    expect(titles('leads', user(P.OU_OU, P.OU_EMPLOYEES, crud('ou', 'view', 'employee')))).toEqual([]);
    expect(titles('employees', user(P.OU_EMPLOYEES, crud('ou', 'view', 'employee')))).toEqual(['Employees']);
    // The sidebar offers Employees for its access code, but the page also needs to read employees.
    expect(titles('employees', user(P.OU_EMPLOYEES))).toEqual([]);
  });

  it('offers the pages open to everyone to every user, and a page once', () => {
    expect(titles('general', user())).toEqual(['General']);
    const paths = pagesFor(user(...ALL_PERMISSIONS)).map((p) => p.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('finds nothing for a blank query', () => {
    expect(matchPages(user(...ALL_PERMISSIONS), '   ')).toEqual([]);
  });
});
