/**
 * A list's column headers (issue 25 §1), in the list kit's strings (cells.ts): a sortable one links
 * to its order (lib/list/sort.ts) and marks the current one ▲ ascending or ▼ descending, with
 * `aria-sort` for screen readers; the actions column's label is for screen readers only.
 */
import { raw } from 'hono/html';

import { attr, html } from '~/components/list/cells';
import { CELL_CLASS, type Column } from '~/lib/list/columns';
import type { ListShape } from '~/lib/list/spec';
import { sortHref, sortState } from '~/lib/list/sort';

function headerCell(column: Column, spec: ListShape, url: URL, current: string | undefined) {
  const { label, kind = 'text', sort } = column;
  const state = sort ? sortState(current, sort) : undefined;
  const classes = [CELL_CLASS[kind], kind === 'actions' && 'relative'].filter(Boolean).join(' ');
  const content =
    kind === 'actions'
      ? html`<span class="sr-only">${label}</span>`
      : sort
        ? html`<a class="inline-flex items-center gap-1 whitespace-nowrap hover:underline" href="${sortHref(spec, url, current, sort)}">${label}${
            state && html`<span aria-hidden="true">${raw(state === 'ascending' ? '&#9650;' : '&#9660;')}</span>`
          }</a>`
        : label;
  return html`<th scope="col"${attr('class', classes || undefined)}${attr('aria-sort', state)}>${content}</th>`;
}

/**
 * The header cells of `columns` on the list at `url` ordered by `current` (its `sort` value), as a
 * string for `<Fragment set:html>` (a String object would be read a character at a time).
 */
export function headerCells(columns: readonly Column[], spec: ListShape, url: URL, current: string | undefined): string {
  return columns.map((column) => headerCell(column, spec, url, current)).join('');
}
