/**
 * The profile's two tabs, 'Update Profile' and 'Change Password' (spec §2), as a segmented switcher
 * with keyboard support (arrow keys move between tabs).
 */
import { useId, useState, type KeyboardEvent } from 'react';
import type { UserDetails } from '~/lib/types';
import { ChangePasswordForm } from '~/islands/profile/ChangePasswordForm';
import { UpdateProfileForm } from '~/islands/profile/UpdateProfileForm';

export type ProfileTab = 'profile' | 'password';

const TABS: Array<{ id: ProfileTab; label: string }> = [
  { id: 'profile', label: 'Update Profile' },
  { id: 'password', label: 'Change Password' },
];

export function ProfileTabs(props: { user: UserDetails; initialTab?: ProfileTab }) {
  const [tab, setTab] = useState<ProfileTab>(props.initialTab ?? 'profile');
  const id = useId();

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const next = tab === 'profile' ? 'password' : 'profile';
    setTab(next);
    document.getElementById(`${id}-${next}`)?.focus();
  };

  return (
    <div className="flex flex-col gap-5">
      <div role="tablist" aria-label="Profile" className="inline-flex self-start rounded-lg bg-slate-100 p-1" onKeyDown={onKeyDown}>
        {TABS.map((t) => (
          <button
            key={t.id}
            id={`${id}-${t.id}`}
            type="button"
            role="tab"
            aria-selected={tab === t.id}
            aria-controls={`${id}-${t.id}-panel`}
            tabIndex={tab === t.id ? 0 : -1}
            onClick={() => setTab(t.id)}
            className={`rounded-md px-4 py-1.5 text-sm font-medium ${tab === t.id ? 'bg-white text-primary shadow-sm' : 'text-slate-600 hover:text-slate-900'}`}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-${tab}-panel`} aria-labelledby={`${id}-${tab}`}>
        {tab === 'profile' ? <UpdateProfileForm user={props.user} /> : <ChangePasswordForm userId={props.user.id} />}
      </div>
    </div>
  );
}

/** The /profile page's island. */
export default ProfileTabs;
