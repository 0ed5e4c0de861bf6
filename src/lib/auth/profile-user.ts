/**
 * What the profile modal and page show and edit of the signed-in staff member (spec §2 "Top bar"):
 * not the role's permissions, which every page would otherwise carry twice, about 4 kB, in the
 * island's props (issue 28 §1).
 */
import type { UserDetails } from '~/lib/types';

export type ProfileUser = Omit<UserDetails, 'role'> & { role: Pick<UserDetails['role'], 'name' | 'label'> };

/** `user` without its role's permissions. */
export function profileUser(user: UserDetails): ProfileUser {
  return { ...user, role: { name: user.role.name, label: user.role.label } };
}
