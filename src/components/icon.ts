/**
 * The console's few line icons (24×24 viewBox, currentColor, decorative), as markup for the string
 * kit (list/cells.ts), and in a template as `<Fragment set:html={String(icon('bell'))} />` (a
 * String object would be read a character at a time). An Astro component a glyph cost a component
 * instance each: 14–21 on every page (issue 28 §1).
 */
import type { HtmlEscapedString } from 'hono/utils/html';

import { html } from '~/components/list/cells';

const PATHS = {
  home: 'M3 11l9-8 9 8M5 10v10h5v-6h4v6h5V10',
  users: 'M16 19v-1a4 4 0 00-4-4H7a4 4 0 00-4 4v1M9.5 10a3.5 3.5 0 100-7 3.5 3.5 0 000 7M21 19v-1a4 4 0 00-3-3.9M16 3.1a3.5 3.5 0 010 6.8',
  help: 'M12 21a9 9 0 100-18 9 9 0 000 18M9.1 9a3 3 0 015.8 1c0 2-3 2.5-3 4.5M12 17.5v.01',
  settings: 'M12 15a3 3 0 100-6 3 3 0 000 6M19.4 15a1.7 1.7 0 00.3 1.8l.1.1a2 2 0 11-2.8 2.8l-.1-.1a1.7 1.7 0 00-2.9 1.2V21a2 2 0 11-4 0v-.1a1.7 1.7 0 00-2.9-1.2l-.1.1a2 2 0 11-2.8-2.8l.1-.1a1.7 1.7 0 00-1.2-2.9H3a2 2 0 110-4h.1a1.7 1.7 0 001.2-2.9l-.1-.1a2 2 0 112.8-2.8l.1.1a1.7 1.7 0 002.9-1.2V3a2 2 0 114 0v.1a1.7 1.7 0 002.9 1.2l.1-.1a2 2 0 112.8 2.8l-.1.1a1.7 1.7 0 001.2 2.9H21a2 2 0 110 4h-.1a1.7 1.7 0 00-1.5 1',
  grid: 'M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h6v6h-6z',
  store: 'M4 9l1.5-5h13L20 9M4 9v11h16V9M4 9h16M9 20v-6h6v6',
  package: 'M21 8l-9-5-9 5 9 5 9-5zM3 8v8l9 5 9-5V8M12 13v8',
  target: 'M12 21a9 9 0 100-18 9 9 0 000 18M12 17a5 5 0 100-10 5 5 0 000 10M12 13a1 1 0 100-2 1 1 0 000 2',
  user: 'M20 21v-2a4 4 0 00-4-4H8a4 4 0 00-4 4v2M12 11a4 4 0 100-8 4 4 0 000 8',
  bell: 'M18 8a6 6 0 10-12 0c0 7-3 9-3 9h18s-3-2-3-9M13.7 21a2 2 0 01-3.4 0',
  chevron: 'M6 9l6 6 6-6',
  menu: 'M4 6h16M4 12h16M4 18h16',
  close: 'M6 6l12 12M18 6L6 18',
  back: 'M15 18l-6-6 6-6',
  logout: 'M9 21H5a2 2 0 01-2-2V5a2 2 0 012-2h4M16 17l5-5-5-5M21 12H9',
  search: 'M11 18a7 7 0 100-14 7 7 0 000 14M21 21l-5-5',
} as const;

export type IconName = keyof typeof PATHS;

/** The SVG of icon `name` with the classes `className` (default 20 px square), hidden from screen readers. */
export function icon(name: IconName, className = 'h-5 w-5'): HtmlEscapedString {
  return html`<svg class="${className}" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><path d="${PATHS[name]}"></path></svg>`;
}
