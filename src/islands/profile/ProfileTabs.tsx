/**
 * The profile's tabs, 'Update Profile' and 'Change Password' (spec §2) and 'Security' (issue 16), as a
 * segmented switcher with keyboard support (arrow keys move between tabs).
 */
import { useId, useState, type KeyboardEvent } from 'react';
import type { DateStyle } from '~/lib/dates';
import type { ProfileUser } from '~/lib/auth/profile-user';
import { ChangePasswordForm } from '~/islands/profile/ChangePasswordForm';
import { UpdateProfileForm } from '~/islands/profile/UpdateProfileForm';
import { SessionsSection } from '~/islands/security/SessionsSection';
import { TwoFactorSection } from '~/islands/security/TwoFactorSection';

export type ProfileTab = 'profile' | 'password' | 'security';

const TABS: Array<{ id: ProfileTab; label: string }> = [
  { id: 'profile', label: 'Update Profile' },
  { id: 'password', label: 'Change Password' },
  { id: 'security', label: 'Security' },
];

/** @param dates the settings' zone and date format, for the Security tab's dates */
export function ProfileTabs(props: { user: ProfileUser; dates: DateStyle; initialTab?: ProfileTab }) {
  const [tab, setTab] = useState<ProfileTab>(props.initialTab ?? 'profile');
  const id = useId();

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const index = TABS.findIndex((t) => t.id === tab);
    const next = TABS[(index + (event.key === 'ArrowRight' ? 1 : TABS.length - 1)) % TABS.length]!.id;
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
        {tab === 'profile' && <UpdateProfileForm user={props.user} />}
        {tab === 'password' && <ChangePasswordForm userId={props.user.id} />}
        {tab === 'security' && (
          <div className="flex flex-col gap-6">
            <TwoFactorSection />
            <SessionsSection dates={props.dates} />
          </div>
        )}
      </div>
    </div>
  );
}

/** The /profile page's island. */
export default ProfileTabs;
