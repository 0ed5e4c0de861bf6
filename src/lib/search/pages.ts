/**
 * The pages the command palette finds (issue 29 §1): every sidebar page and sub-page of the OU and
 * OI menus that `user` may open (the sidebar's filter, then the page's own guard in routes.ts), found
 * by title. Pure: the search route calls it, and its unit test reads it.
 */
import { queryTerms } from '~/lib/search/highlight';
import { filterMenu, OI_MENU, OU_MENU, type MenuTab } from '~/lib/menus';
import { matchRoute, missingFor } from '~/lib/routes';
import type { SearchResult } from '~/lib/search/model';
import type { UserDetails } from '~/lib/types';

/** A page the palette may offer: its title, and where it sits (sub-product › tab). */
interface PalettePage {
  title: string;
  subtitle: string;
  path: string;
}

const AREAS: readonly { label: string; menu: readonly MenuTab[] }[] = [
  { label: 'User management', menu: OU_MENU },
  { label: 'Inventory', menu: OI_MENU },
];

/** Every page of the sidebars `user` may open: a tab without sub-tabs is a page, else each sub-tab is. */
export function pagesFor(user: UserDetails): PalettePage[] {
  const pages = AREAS.flatMap(({ label, menu }) =>
    filterMenu(menu, user).flatMap((tab) =>
      tab.subTabs.length ? tab.subTabs.map((sub) => ({ title: sub.title, subtitle: `${label} › ${tab.title}`, path: sub.path })) : [{ title: tab.title, subtitle: label, path: tab.path }],
    ),
  );
  return pages.filter((page) => {
    const rule = matchRoute(page.path);
    return rule !== undefined && missingFor(user, rule) === undefined;
  });
}

/**
 * The pages of `user` whose title (with its tab's, so that 'leads reg' finds Leads › Registration)
 * holds every word of `q`, ignoring case; those whose own title holds the whole query first.
 */
export function matchPages(user: UserDetails, q: string): SearchResult[] {
  const terms = queryTerms(q);
  const whole = q.trim().toLowerCase();
  if (!terms.length) return [];
  return pagesFor(user)
    .filter((page) => {
      const text = `${page.subtitle} ${page.title}`.toLowerCase();
      return terms.every((term) => text.includes(term));
    })
    .map((page) => ({ page, direct: page.title.toLowerCase().includes(whole) }))
    .sort((a, b) => Number(b.direct) - Number(a.direct))
    .map(({ page }) => ({ type: 'page' as const, id: page.path, title: page.title, subtitle: page.subtitle, url: page.path }));
}
