/**
 * The profile modal opened from the top bar (spec §2 "Top bar"): the profile tabs in a <dialog>,
 * shown while `$dashboard.isShowProfile` is set. It hydrates on first open (client:event), and is
 * drawn only then, as ModalDialog is.
 */
import { useEffect, useRef } from 'react';
import { useHydrated } from '~/islands/forms/use-hydrated';
import type { DateStyle } from '~/lib/dates';
import type { ProfileUser } from '~/lib/auth/profile-user';
import { $dashboard, closeProfile, DEFAULT_STATE } from '~/stores/client-state';
import { useClientStore } from '~/stores/use-client-store';
import { ProfileTabs } from '~/islands/profile/ProfileTabs';

export default function ProfileModal(props: { user: ProfileUser; dates: DateStyle }) {
  const { isShowProfile } = useClientStore($dashboard, DEFAULT_STATE.dashboard);
  const dialog = useRef<HTMLDialogElement>(null);
  const live = useHydrated();

  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (isShowProfile && !el.open) el.showModal();
    if (!isShowProfile && el.open) el.close();
  }, [isShowProfile, live]);

  if (!live) return null;
  return (
    <dialog
      ref={dialog}
      onClose={closeProfile}
      aria-labelledby="profile-modal-title"
      className="m-auto w-[calc(100%-1.5rem)] max-w-lg rounded-lg bg-white p-0 shadow-xl backdrop:bg-slate-900/40"
    >
      <div className="flex items-center justify-between border-b border-slate-200 px-5 py-3">
        <h2 id="profile-modal-title" className="text-lg font-semibold">
          Profile
        </h2>
        <button type="button" onClick={closeProfile} className="rounded-md px-2 py-1 text-slate-500 hover:bg-slate-100" aria-label="Close profile">
          ×
        </button>
      </div>
      <div className="p-5">{isShowProfile && <ProfileTabs user={props.user} dates={props.dates} />}</div>
    </dialog>
  );
}
