/**
 * The list kit's rows (issue 25 §1, issue 26, issue 28 §1): every list draws its rows as one HTML
 * string a row, made by `html` from these cells, and hands them to its ListFrame with
 * `<Fragment set:html={drawRows(rows, row)} />`. A tree of Astro components cost about 9 µs a cell
 * instance, a fifth of a fresh list view; the same markup as escaped strings costs a tenth of that.
 *
 * Every value put into `html` is escaped (text and attribute alike), arrays are joined and
 * `false`, `null` and `undefined` draw nothing, as in JSX; only what `html` or `raw` made is
 * taken as markup.
 */
import { html as escapedHtml, raw } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';

import { rowBulkKinds, type BulkTable } from '~/lib/list/bulk';
import { CELL_CLASS, CUT_CLASS, type ColumnKind } from '~/lib/list/columns';
import { BADGE_CLASS, TONE_CLASS, type Tone } from '~/lib/tones';

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

/** A missing value in a cell (no last sign-in): a dash, as a character reference so the page stays ASCII (e2e/ascii-pages.spec.ts). */
export const NONE: HtmlEscapedString = raw('&mdash;');

/** The rows of a list as one string, for `<Fragment set:html>` (a String object would be read a character at a time). */
export function drawRows<T>(rows: readonly T[], row: (item: T) => HtmlEscapedString): string {
  return rows.map(row).join('');
}

/**
 * One cell, sized by its column's kind (lib/list/columns.ts). A `long` cell shows one line, cut, with
 * the whole text in `title`; so does an `email` cell given its `title` (without one it stays whole).
 */
export function cell(content: Markup, options: { kind?: ColumnKind; title?: string | undefined } = {}): HtmlEscapedString {
  const { kind = 'text', title } = options;
  const cut = kind === 'long' || (kind === 'email' && title !== undefined) ? CUT_CLASS[kind] : undefined;
  return html`<td${attr('class', CELL_CLASS[kind] || undefined)}>${cut ? html`<span class="${cut}"${attr('title', title)}>${content}</span>` : content}</td>`;
}

/**
 * The first cell of a row: the record's name (a link to its page given `href`), then its code
 * (monospace) and a detail line cut to one line with the whole in `title`, then `extra` lines. A name
 * wraps only between its words, never at a hyphen inside one ('reseller-web-1', issue 26).
 */
export function nameCell(
  props: { name: string; href?: string | undefined; code?: string | null | undefined; detail?: string | null | undefined },
  extra?: Markup,
): HtmlEscapedString {
  const { name, href, code, detail } = props;
  const words = name.split(' ').map((word, i) => html`${i > 0 && ' '}<span class="whitespace-nowrap">${word}</span>`);
  const shown = href ? html`<a class="block font-medium link" href="${href}">${words}</a>` : html`<span class="block font-medium text-slate-900">${words}</span>`;
  return html`<td>${shown}${code && html`<span class="block font-mono text-xs text-slate-500">${code}</span>`}${
    detail && html`<span class="block max-w-56 truncate text-xs text-slate-500" title="${detail}">${detail}</span>`
  }${extra}</td>`;
}

/** A coloured status pill (its classes: lib/tones.ts); `live` marks it for a script that rewrites it as the state changes. */
export function statusBadge(props: { tone: Tone; label: string; live?: boolean | undefined }): HtmlEscapedString {
  return html`<span class="${BADGE_CLASS} ${TONE_CLASS[props.tone]}"${attr('data-state-badge', props.live ? '' : undefined)}>${props.label}</span>`;
}

/**
 * A row's status: the badge and, when given, the secondary state as a small tag on its line (a lead
 * "Active" with "Converted"), never stacked; `extra` goes under that line (a decision's reason).
 */
export function statusCell(props: { tone: Tone; label: string; tag?: string | false | null | undefined }, extra?: Markup): HtmlEscapedString {
  const { tone, label, tag } = props;
  return html`<td class="${CELL_CLASS.status}"><span class="inline-flex items-center gap-1.5 whitespace-nowrap" data-status>${statusBadge({ tone, label })}${
    tag && html`<span class="rounded border border-slate-200 px-1.5 text-xs leading-5 text-slate-600">${tag}</span>`
  }</span>${extra}</td>`;
}

/**
 * A row's checkbox on a list with bulk actions (issue 29 §2), its first cell: a plain input (no
 * island until used, lib/list/select.ts) naming the row, with the bulk actions the row allows (those
 * of its `actions` that `table` offers) for the bar.
 */
export function selectCell(props: { id: string; name: string; table: BulkTable; actions: readonly string[] }): HtmlEscapedString {
  const kinds = rowBulkKinds(props.table, props.actions);
  return html`<td class="w-8 align-top"><input type="checkbox" class="size-4 rounded border-slate-300" data-select="row" value="${props.id}" data-kinds="${kinds.join(' ')}" aria-label="Select ${props.name}"></td>`;
}

const RED = new Set(['delete', 'reject']);
const look = (kind: string) =>
  `rounded-md border px-2.5 py-1 text-center text-xs font-medium whitespace-nowrap ${RED.has(kind) ? 'border-red-300 text-red-700 hover:bg-red-50' : 'border-slate-300 text-slate-700 hover:bg-slate-100'}`;
const item = (kind: string) =>
  `block w-full rounded px-3 py-1.5 text-left text-sm whitespace-nowrap focus:bg-slate-100 hover:bg-slate-100 ${RED.has(kind) ? 'text-red-700' : 'text-slate-700'}`;

/** What `actionCell` takes. */
export interface ActionCellProps {
  id: string;
  /** The row's name, read after the label ('Archive Business Plus'). */
  name: string;
  /** The kinds `actionsFor(row, rights)` allowed, in order. */
  actions: readonly string[];
  /** Kinds that open a page, with its address. */
  links?: Readonly<Record<string, string>> | undefined;
  /** Kinds of `actions` shown in the "More" menu instead of as buttons. */
  more?: readonly string[] | undefined;
  /** Words for a kind its name alone does not say ('password' → 'Set password'). */
  labels?: Readonly<Partial<Record<string, string>>> | undefined;
}

/**
 * A row's actions, one look on every list (issue 25 §2, issue 26), on one line: each labelled by its
 * kind ('archive' → Archive, or by `labels`) and named with the row for screen readers. A kind in
 * `links` is a link; the others are `data-action` buttons, run by the page's action host. What cannot
 * be undone is red. The kinds in `more` go in the row's one "More" menu (lib/actions/menu.ts), as menu
 * items with the same `data-action`, so the host runs them unchanged.
 */
export function actionCell(props: ActionCellProps): HtmlEscapedString {
  const { id, name, actions, links = {}, more = [], labels = {} } = props;
  const label = (kind: string) => labels[kind] ?? kind[0]!.toUpperCase() + kind.slice(1);
  const control = (kind: string, menuItem: boolean) => {
    const look_ = menuItem ? html` role="menuitem" tabindex="-1" class="${item(kind)}"` : html` class="${look(kind)}"`;
    const href = links[kind];
    return href
      ? html`<a${look_} href="${href}" aria-label="${label(kind)} ${name}">${label(kind)}</a>`
      : html`<button type="button"${look_} data-action="${kind}" data-row-id="${id}" aria-label="${label(kind)} ${name}">${label(kind)}</button>`;
  };
  const menu = actions.filter((kind) => more.includes(kind));
  const menuId = `more-${id}`;
  return html`<td class="${CELL_CLASS.actions}"><div class="flex justify-end gap-1" data-row-actions>${actions
    .filter((kind) => !more.includes(kind))
    .map((kind) => control(kind, false))}${
    menu.length > 0 &&
    html`<button type="button" class="${look('more')}" popovertarget="${menuId}" aria-haspopup="menu" aria-expanded="false" aria-controls="${menuId}" aria-label="More actions for ${name}">More<span aria-hidden="true"> &#9662;</span></button><div id="${menuId}" popover role="menu" aria-label="More actions for ${name}" class="absolute inset-auto m-0 min-w-32 rounded-md border border-slate-200 bg-white p-1 shadow-lg">${menu.map(
      (kind) => control(kind, true),
    )}</div>`
  }</div></td>`;
}
