/**
 * Client state shared by islands (spec §3 "Client state"): $dashboard, $modal and $user, persisted
 * in localStorage under one root key and reset on logout.
 */
import { persistentAtom } from '@nanostores/persistent';
import { computed } from 'nanostores';
import type { ProjectCode } from '~/lib/sub-products';
import type { UserDetails } from '~/lib/types';

export interface DashboardState {
  selectedProjectSwitchOption: ProjectCode;
  activeSubTab: string;
  isShowProfile: boolean;
}

export interface ModalState {
  isShowModal: boolean;
  isShowDeleteModal: boolean;
  isShowUpdateModal: boolean;
}

export interface RootState {
  dashboard: DashboardState;
  modal: ModalState;
  user: UserDetails | null;
}

export const ROOT_KEY = 'owner-console:root';

export const DEFAULT_STATE: RootState = {
  dashboard: { selectedProjectSwitchOption: 'OU', activeSubTab: '', isShowProfile: false },
  modal: { isShowModal: false, isShowDeleteModal: false, isShowUpdateModal: false },
  user: null,
};

function decode(raw: string): RootState {
  try {
    const parsed = JSON.parse(raw) as Partial<RootState>;
    return {
      dashboard: { ...DEFAULT_STATE.dashboard, ...parsed.dashboard },
      modal: { ...DEFAULT_STATE.modal, ...parsed.modal },
      user: parsed.user ?? null,
    };
  } catch {
    return DEFAULT_STATE;
  }
}

/** The persisted root: every store below is a view of it. */
export const $root = persistentAtom<RootState>(ROOT_KEY, DEFAULT_STATE, { encode: JSON.stringify, decode });

export const $dashboard = computed($root, (root) => root.dashboard);
export const $modal = computed($root, (root) => root.modal);
export const $user = computed($root, (root) => root.user);

/** Merges `patch` into the dashboard state. */
export function updateDashboard(patch: Partial<DashboardState>): void {
  const root = $root.get();
  $root.set({ ...root, dashboard: { ...root.dashboard, ...patch } });
}

/** Merges `patch` into the modal flags. */
export function updateModal(patch: Partial<ModalState>): void {
  const root = $root.get();
  $root.set({ ...root, modal: { ...root.modal, ...patch } });
}

/** Stores the signed-in user's details. */
export function setUser(user: UserDetails | null): void {
  $root.set({ ...$root.get(), user });
}

/** Opens the profile modal (top bar dropdown → Profile). */
export function openProfile(): void {
  updateDashboard({ isShowProfile: true });
}

/** Closes the profile modal. */
export function closeProfile(): void {
  updateDashboard({ isShowProfile: false });
}

/** Forgets everything: logout and session expiry (spec §4: the selection resets to OU). */
export function resetClientState(): void {
  $root.set(DEFAULT_STATE);
}
