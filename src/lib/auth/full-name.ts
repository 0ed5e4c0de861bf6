/**
 * A user's full name as the console writes it in lists and the audit log: a super admin's `name`,
 * else first and last name (spec §3), else the email.
 */
import type { UserDetails } from '~/lib/types';

export function fullName(user: Pick<UserDetails, 'email' | 'name' | 'first_name' | 'last_name'>): string {
  const name = user.name || [user.first_name, user.last_name].filter(Boolean).join(' ');
  return name.trim() || user.email;
}
