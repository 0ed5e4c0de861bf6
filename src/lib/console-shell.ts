/**
 * The shell's small behaviours, without React (DESIGN.md): the slide-in drawer, the bell, the
 * coming-soon sub-products, opening the profile modal and the command palette, logout, and mirroring
 * the server's view of the user and sub-product into the persisted stores.
 */
import { PALETTE_EVENT, PROFILE_EVENT } from '~/lib/events';
import { logout } from '~/lib/auth/logout';
import { MSG } from '~/lib/messages';
import { showToast } from '~/lib/toast';
import { CONSOLE_STATE_ID, type ConsoleState } from '~/lib/console-state';
import { openProfile, setUser, updateDashboard } from '~/stores/client-state';
import { recordVisit } from '~/stores/recents';

/** Where the sidebar is fixed rather than a drawer (Tailwind's lg breakpoint). */
const DESKTOP = '(min-width: 64rem)';

/** What can take the focus inside the open drawer: shown, enabled, in Tab order. */
const FOCUSABLE = 'a[href], button:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';

/**
 * The drawer on small screens (issue 26 defect 3): opening it moves the focus to its first link or
 * button and makes the rest of the page inert, Tab and Shift+Tab go round inside it, and Esc, the
 * close button or the backdrop close it and give the focus back to 'Open menu'.
 */
function setupDrawer(): void {
  const sidebar = document.getElementById('sidebar');
  const backdrop = document.querySelector<HTMLElement>('[data-drawer-backdrop]');
  const opener = document.querySelector<HTMLButtonElement>('[data-drawer-open]');
  if (!sidebar || !backdrop || !opener) return;
  // Everything but the drawer: the skip link, the top bar and the page.
  const behind = [...document.querySelectorAll<HTMLElement>('[data-skip-link], header, main')];
  const isOpen = () => sidebar.dataset.open === 'true';
  const focusable = () => [...sidebar.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.checkVisibility());
  const setOpen = (open: boolean, restoreFocus = true) => {
    sidebar.dataset.open = String(open);
    backdrop.hidden = !open;
    opener.setAttribute('aria-expanded', String(open));
    for (const el of behind) el.inert = open;
    if (open) focusable()[0]?.focus();
    else if (restoreFocus) opener.focus({ preventScroll: true });
  };
  opener.addEventListener('click', () => setOpen(true));
  backdrop.addEventListener('click', () => setOpen(false));
  sidebar.querySelector('[data-drawer-close]')?.addEventListener('click', () => setOpen(false));
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && isOpen()) setOpen(false);
  });
  sidebar.addEventListener('keydown', (event) => {
    if (event.key !== 'Tab' || !isOpen()) return;
    const items = focusable();
    const first = items[0];
    const last = items.at(-1);
    if (event.shiftKey ? document.activeElement === first : document.activeElement === last) {
      event.preventDefault();
      (event.shiftKey ? last : first)?.focus();
    }
  });
  // Grown to a desktop the sidebar is fixed, not a drawer: nothing stays inert.
  matchMedia(DESKTOP).addEventListener('change', (event) => {
    if (event.matches && isOpen()) setOpen(false, false);
  });
}

/**
 * Sidebar groups (issue 10 §5): `aria-expanded` follows each group's open state; on desktop a click
 * on a closed, inactive group opens its first sub-tab (spec §2) instead of only expanding it.
 */
function setupNavGroups(): void {
  for (const group of document.querySelectorAll<HTMLDetailsElement>('details[data-nav-group]')) {
    const summary = group.querySelector('summary');
    if (!summary) continue;
    group.addEventListener('toggle', () => summary.setAttribute('aria-expanded', String(group.open)));
    summary.addEventListener('click', (event) => {
      if (group.open || group.dataset.active === 'true' || !matchMedia(DESKTOP).matches) return;
      event.preventDefault();
      location.assign(group.dataset.href ?? '');
    });
  }
}

function mirrorState(): ConsoleState | undefined {
  const raw = document.getElementById(CONSOLE_STATE_ID)?.textContent;
  if (!raw) return undefined;
  const state = JSON.parse(raw) as ConsoleState;
  setUser(state.user);
  updateDashboard({ selectedProjectSwitchOption: state.selected, activeSubTab: state.pathname, isShowProfile: false });
  return state;
}

/**
 * The command palette (issue 29 §1): Ctrl+K, ⌘K and the top bar's search button open it (the first
 * time hydrating it, client:event), and each page load is one of the user's recents: by its heading,
 * kept by its path (a record the palette opened at this exact URL stays as it was recorded).
 */
function setupPalette(state: Pick<ConsoleState, 'user' | 'pathname'>): void {
  const open = () => window.dispatchEvent(new Event(PALETTE_EVENT));
  document.addEventListener('keydown', (event) => {
    if (event.key.toLowerCase() !== 'k' || !(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
    event.preventDefault();
    open();
  });
  document.querySelector('[data-open-palette]')?.addEventListener('click', open);
  if (state.pathname === '/forbidden') return;
  const title = document.querySelector('main h1')?.textContent?.trim() || document.title.replace(/ · Owner Console$/, '');
  const area = state.pathname.startsWith('/owner-universe') ? 'User management' : state.pathname.startsWith('/owner-inventory') ? 'Inventory' : '';
  recordVisit(state.user.id, location.pathname + location.search, { type: 'page', id: state.pathname, title, subtitle: area, url: state.pathname });
}

/** Wires every behaviour of the shell; call once per page. */
export function setupConsoleShell(): void {
  const state = mirrorState();
  if (state) setupPalette(state);
  setupDrawer();
  setupNavGroups();
  document.querySelector('[data-bell]')?.addEventListener('click', () => void showToast('warning', MSG.comingSoon));
  for (const button of document.querySelectorAll<HTMLElement>('[data-coming-soon]')) {
    button.addEventListener('click', () => {
      document.getElementById('switcher-menu')?.hidePopover();
      void showToast('success', button.dataset.comingSoon ?? '');
    });
  }
  document.querySelector('[data-open-profile]')?.addEventListener('click', (event) => {
    event.preventDefault();
    document.getElementById('user-menu')?.hidePopover();
    openProfile();
    window.dispatchEvent(new Event(PROFILE_EVENT));
  });
  document.querySelector('[data-logout]')?.addEventListener('click', () => void logout());
}
