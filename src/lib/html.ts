/**
 * Markup drawn as escaped strings (issue 28 §1), for what a page draws many times over: a list's
 * rows (components/list/cells.ts), the sidebar, the icons. An Astro component instance costs about
 * 9 µs; the same markup from `html` a tenth of that.
 *
 * Every value put into `html` is escaped (text and attribute alike), arrays are joined and
 * `false`, `null` and `undefined` draw nothing, as in JSX; only what `html` (or hono's `raw`) made
 * is taken as markup. Astro takes the result with `<Fragment set:html={String(markup)} />`.
 */
import { html as escapedHtml, raw } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';

/** What a template takes: text (escaped), numbers, markup from `html`, nothing, or lists of these. */
export type Markup = HtmlEscapedString | string | number | boolean | null | undefined | readonly Markup[];

/**
 * Markup from a template whose values are escaped (hono/html): `html\`<td>${name}</td>\``.
 * Synchronous: the kit never passes a promise.
 */
export function html(strings: TemplateStringsArray, ...values: Markup[]): HtmlEscapedString {
  return escapedHtml(strings, ...values) as HtmlEscapedString;
}

/** An attribute, escaped, with its leading space; nothing when `value` is undefined or false. */
export function attr(name: string, value: string | number | false | null | undefined): Markup {
  return value === undefined || value === null || value === false ? '' : html` ${raw(name)}="${value}"`;
}

