/**
 * One audit entry as a table row (issue 11 §4), in the list kit's way (components/list/cells.ts):
 * when, who, what, on which entity; the row opens its field-by-field diff and request facts in a
 * <details>, so no JavaScript is needed. Actor, action and entity link to the audit-log page filtered
 * by them (`base` is the URL those links start from). Drawn by the audit-log page (in the list kit's
 * frame) and by an entity's history (AuditTable.astro).
 */
import type { HtmlEscapedString } from 'hono/utils/html';

import { cell, html, NONE } from '~/components/list/cells';
import type { AuditEntryDto } from '~/lib/audit/model';
import { actionLabel, entityTypeLabel, fieldLabel, filterHref, formatAuditValue } from '~/lib/audit/view';
import { formatDate, type DateStyle } from '~/lib/dates';

/** The row of `entry`, its links made from `base`, its time shown in `style` (the viewer's settings). */
export function auditRow(entry: AuditEntryDto, base: URL, style: Partial<DateStyle>): HtmlEscapedString {
  const changed = Object.entries(entry.changes);
  const actor = entry.actor?.id
    ? html`<a class="link" href="${filterHref(base, { actor: entry.actor.id })}" title="Show what ${entry.actor.name} did">${entry.actor.name}</a>`
    : html`<span class="text-slate-500">${entry.actor?.name || 'System'}</span>`;
  const entity = entry.entityId
    ? html`<a class="link" href="${filterHref(base, { entityType: entry.entityType, entityId: entry.entityId })}">${entry.entityLabel || entry.entityId}</a>`
    : entry.entityLabel;
  const changes =
    changed.length > 0 &&
    html`<table class="w-full text-xs">
  <caption class="sr-only">Changes of entry ${entry.id}</caption>
  <thead><tr><th scope="col">Field</th><th scope="col">Before</th><th scope="col">After</th></tr></thead>
  <tbody>
    ${changed.map(
      ([field, [before, after]]) => html`<tr>
      <th scope="row" class="font-medium">${fieldLabel(field)}</th>
      <td class="break-all text-red-800"><del>${formatAuditValue(before)}</del></td>
      <td class="break-all text-green-800"><ins>${formatAuditValue(after)}</ins></td>
    </tr>`,
    )}
  </tbody>
</table>`;
  return html`<tr class="align-top">
  ${cell(html`<time datetime="${entry.at}">${formatDate(entry.at, style)}</time>`, { kind: 'date' })}
  <td>${actor}${entry.impersonator && html`<span class="block text-xs text-slate-500">as ${entry.impersonator.name}</span>`}</td>
  <td><a class="link" href="${filterHref(base, { action: entry.action })}" title="${entry.action}">${actionLabel(entry.action)}</a></td>
  <td>${entity}<span class="block text-xs text-slate-500">${entityTypeLabel(entry.entityType)}</span></td>
  <td>
    <details>
      <summary class="cursor-pointer text-sm text-primary">${changed.length === 0 ? 'Details' : `${changed.length} field${changed.length === 1 ? '' : 's'} changed`}</summary>
      <div class="mt-2 flex flex-col gap-2">
        ${changes}
        <p class="text-xs break-all text-slate-600">
          IP ${entry.ip || NONE} &middot; Request <span class="font-mono">${entry.requestId || NONE}</span>
          <span class="block">${entry.userAgent}</span>
        </p>
      </div>
    </details>
  </td>
</tr>`;
}
