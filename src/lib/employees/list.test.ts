import { describe, expect, it } from 'vitest';
import { employeeList, employeeSelects, exportHref } from '~/lib/employees/list';
import { readQuery } from '~/lib/list/spec';

const DEPT = '0b8a3c52-8a52-4c9e-9d55-2f6f7f1f2a11';

describe('employees list', () => {
  it('orders by name when the URL names no order, and reads the filters', async () => {
    const { query, problem } = await readQuery(employeeList, new URL(`http://x/?department=${DEPT}&status=invited`));
    expect(problem).toBe('');
    expect(query).toMatchObject({ sort: 'name', department: DEPT, status: 'invited', q: '' });
    expect(employeeList.sorts).toContain('-lastSignIn');
  });

  it('exports the list as searched, filtered and sorted, never one page of it', async () => {
    const { query } = await readQuery(employeeList, new URL(`http://x/?q=ali&department=${DEPT}&sort=-joined&after=abc&pageSize=25`));
    const href = new URL(exportHref(query, 'pdf'), 'http://x');
    expect(href.pathname).toBe('/api/v1/employees/export');
    expect(Object.fromEntries(href.searchParams)).toEqual({ format: 'pdf', q: 'ali', department: DEPT, sort: '-joined' });
  });
});

describe('employeeSelects', () => {
  it('names each designation with its department, and leaves out a filter whose choices the user may not read', () => {
    const selects = employeeSelects({
      departments: [{ id: 'd1', name: 'Sales', status: 'active' }],
      designations: [{ id: 'g1', title: 'Account Executive', departmentId: 'd1', status: 'active' }],
      roles: [],
    } as never);
    expect(selects.map((s) => s.name)).toEqual(['department', 'designation']);
    expect(selects[1]!.options).toEqual([{ value: 'g1', label: 'Account Executive (Sales)' }]);
  });
});
