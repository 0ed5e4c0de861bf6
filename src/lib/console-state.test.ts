import { describe, expect, it } from 'vitest';
import { consoleStateText } from '~/lib/console-state';
import type { UserDetails } from '~/lib/types';

const user = {
  id: 'u1',
  name: 'Zoë </script><!-- "quoted" & \u2028',
  email: 'zoe@example.com',
  role: { name: 'super_admin', label: 'Super Admin', permissions: ['ou:access::employees'] },
} as unknown as UserDetails;

describe('consoleStateText', () => {
  it('is JSON that reads back as the state, and cannot close its script element', () => {
    const text = consoleStateText({ selected: 'OU', user, pathname: '/owner-universe/<x>' });
    expect(JSON.parse(text)).toEqual({ selected: 'OU', user, pathname: '/owner-universe/<x>' });
    expect(text).not.toContain('<');
  });

  it('draws a changed user (another object, after a commit) with their new details', () => {
    consoleStateText({ selected: 'OU', user, pathname: '/a' });
    const renamed = { ...user, name: 'Zoe' } as UserDetails;
    expect(JSON.parse(consoleStateText({ selected: 'OI', user: renamed, pathname: '/b' }))).toEqual({ selected: 'OI', user: renamed, pathname: '/b' });
  });
});
