/**
 * The permission-filtered sidebar (spec §2), drawn on the server from `lib/menus.ts` as one string
 * (issue 28 §1: as Astro components it was a sidebar and an icon instance a tab, on every page). A
 * tab without sub-tabs is a link. A tab with sub-tabs is a group (<details>) whose summary opens and
 * closes it with a tap, Enter or Space and reports `aria-expanded` (issue 10 §5); its sub-tabs, the
 * first included, are links inside it. The active group starts open. On desktop a click on a closed,
 * inactive group opens its first sub-tab (spec §2), a few lines of script in lib/console-shell.ts.
 */
import type { HtmlEscapedString } from 'hono/utils/html';

import { icon } from '~/components/icon';
import { attr, html } from '~/components/list/cells';
import type { VisibleTab } from '~/lib/menus';

const tabClass = (active: boolean) =>
  `flex w-full items-center gap-3 rounded-md px-3 py-2 text-sm font-medium ${active ? 'bg-primary-soft text-primary' : 'text-slate-700 hover:bg-slate-100'}`;

const subTabClass = (active: boolean) => `block rounded-md px-2 py-1.5 text-sm ${active ? 'font-semibold text-primary' : 'text-slate-600 hover:text-slate-900'}`;

function tabItem(tab: VisibleTab): HtmlEscapedString {
  if (tab.subTabs.length === 0) {
    return html`<li><a href="${tab.href}" class="${tabClass(tab.active)}"${attr('aria-current', tab.active && 'page')}>${icon(tab.icon)}<span class="flex-1">${tab.title}</span></a></li>`;
  }
  const subTabs = tab.subTabs.map(
    (sub) => html`<li><a href="${sub.path}" class="${subTabClass(sub.active)}"${attr('aria-current', sub.active && 'page')}>${sub.title}</a></li>`,
  );
  return html`<li><details${attr('open', tab.active && '')} class="group" data-nav-group data-href="${tab.href}" data-active="${String(tab.active)}">
<summary class="${tabClass(tab.active)} cursor-pointer list-none [&::-webkit-details-marker]:hidden" aria-expanded="${tab.active ? 'true' : 'false'}">${icon(tab.icon)}<span class="flex-1">${tab.title}</span>${icon('chevron', 'h-4 w-4 transition-transform group-open:rotate-180')}</summary>
<ul class="mt-1 ml-8 flex flex-col gap-0.5 border-l border-slate-200 pl-3">${subTabs}</ul></details></li>`;
}

/**
 * The sidebar's navigation, named `label` for screen readers, with `tabs` (buildMenu) in order, as
 * a string for `<Fragment set:html>` (a String object would be read a character at a time).
 */
export function sidebarNav(tabs: readonly VisibleTab[], label: string): string {
  return html`<nav aria-label="${label}"><ul class="flex flex-col gap-1">${tabs.map(tabItem)}</ul></nav>`.toString();
}
