import { describe, expect, it } from 'vitest';

import { headerCells } from '~/components/list/headers';
import { employeeList } from '~/lib/employees/list';
import type { Column } from '~/lib/list/columns';

const url = new URL('http://console.test/owner-universe/dashboard/users/employees?status=active&page=3');
const columns: Column[] = [
  { label: 'Name <Email>', sort: 'name' },
  { label: 'Joined', kind: 'date', sort: 'joined' },
  { label: 'Role' },
  { label: 'Actions', kind: 'actions' },
];

describe('headerCells', () => {
  it('marks the current order for screen readers and links its header to the other direction, back on the first page', () => {
    const drawn = headerCells(columns, employeeList, url, '-joined');
    expect(typeof drawn).toBe('string');
    const joined = drawn.match(/<th[^>]*>(?:(?!<\/th>).)*Joined(?:(?!<\/th>).)*<\/th>/)?.[0];
    expect(joined).toContain('aria-sort="descending"');
    expect(joined).toContain('&#9660;');
    expect(joined).toContain('href="/owner-universe/dashboard/users/employees?status=active&amp;sort=joined"');
  });

  it('leaves other headers unmarked, escapes labels, and reads the actions label to screen readers only', () => {
    const drawn = headerCells(columns, employeeList, url, '-joined');
    expect(drawn.match(/aria-sort/g)).toHaveLength(1);
    expect(drawn).toContain('Name &lt;Email&gt;');
    expect(drawn).toContain('<th scope="col">Role</th>');
    expect(drawn).toContain('<th scope="col" class="w-px whitespace-nowrap text-right relative"><span class="sr-only">Actions</span></th>');
  });
});
