/**
 * The permission matrix of the role editor (issue 11 §1): one group per module, one row per resource
 * with its actions as checkboxes, the access codes in their own row; select-all per group and per
 * row; a filter; each permission's description on hover and for screen readers; implied permissions
 * checked and locked with the reason. Pure view: the editor owns the chosen set.
 */
import { useEffect, useRef } from 'react';
import { permissionLabel } from '~/lib/labels';
import type { MatrixCell, MatrixGroup } from '~/lib/roles/catalog';

export interface PermissionMatrixProps {
  groups: MatrixGroup[];
  /** Codes the user chose. */
  chosen: ReadonlySet<string>;
  /** Implied code → the chosen code that brings it (these are locked). */
  reasons: ReadonlyMap<string, string>;
  /** Lowercase filter text; '' shows everything. */
  filter: string;
  disabled: boolean;
  /** Turns `codes` on or off (locked ones are never passed). */
  onToggle: (codes: string[], on: boolean) => void;
}

/** A checkbox that can show "some" (indeterminate), for select-all. */
function AllBox(props: { label: string; cells: MatrixCell[]; chosen: ReadonlySet<string>; reasons: ReadonlyMap<string, string>; disabled: boolean; onToggle: PermissionMatrixProps['onToggle'] }) {
  const ref = useRef<HTMLInputElement>(null);
  const free = props.cells.filter((c) => !props.reasons.has(c.code)).map((c) => c.code);
  const on = free.filter((code) => props.chosen.has(code)).length;
  const all = free.length > 0 && on === free.length;
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = on > 0 && !all;
  }, [on, all]);
  return (
    <label className="inline-flex items-center gap-1.5 text-xs font-medium text-slate-600">
      <input ref={ref} type="checkbox" aria-label={props.label} checked={all} disabled={props.disabled || free.length === 0} onChange={() => props.onToggle(free, !all)} />
      Select all
    </label>
  );
}

function Cell(props: { cell: MatrixCell; checked: boolean; reason: string | undefined; disabled: boolean; onToggle: PermissionMatrixProps['onToggle'] }) {
  const { cell, reason } = props;
  const id = `perm-${cell.code.replace(/[^a-z0-9]/gi, '-')}`;
  const why = reason ? `Implied by ${permissionLabel(reason)}.` : '';
  return (
    <div className="sm:min-w-36" title={`${cell.code}: ${cell.description}${why ? ` ${why}` : ''}`}>
      <label className={`inline-flex items-center gap-1.5 text-sm ${reason ? 'text-slate-500' : 'text-slate-800'}`}>
        <input
          type="checkbox"
          value={cell.code}
          checked={props.checked || Boolean(reason)}
          disabled={props.disabled || Boolean(reason)}
          aria-describedby={`${id}-desc`}
          onChange={(e) => props.onToggle([cell.code], e.target.checked)}
        />
        <span className="first-letter:uppercase">{cell.label}</span>
        {reason && (
          <svg aria-hidden="true" viewBox="0 0 16 16" className="h-3 w-3 fill-current">
            <path d="M5 7V5a3 3 0 0 1 6 0v2h1v7H4V7h1Zm1.5 0h3V5a1.5 1.5 0 0 0-3 0v2Z" />
          </svg>
        )}
      </label>
      <span id={`${id}-desc`} className="sr-only">
        {cell.description}. {why}
      </span>
      {reason && <p className="ml-5 text-[11px] leading-tight text-slate-500">implied by {permissionLabel(reason)}</p>}
    </div>
  );
}

export function PermissionMatrix(props: PermissionMatrixProps) {
  const matches = (c: MatrixCell) => !props.filter || `${c.code} ${c.label} ${c.description}`.toLowerCase().includes(props.filter);
  const groups = props.groups
    .map((g) => ({ ...g, rows: g.rows.map((r) => ({ ...r, cells: r.cells.filter(matches) })).filter((r) => r.cells.length > 0) }))
    .filter((g) => g.rows.length > 0);
  if (groups.length === 0) return <p className="text-sm text-slate-600">No permission matches this filter.</p>;
  return (
    <div className="flex flex-col gap-4">
      {groups.map((group) => (
        <fieldset key={group.module} className="rounded-md border border-slate-200">
          <legend className="sr-only">{group.title}</legend>
          <div className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-200 bg-slate-50 px-3 py-2">
            <h3 className="text-sm font-semibold text-slate-800" aria-hidden="true">
              {group.title}
            </h3>
            <AllBox label={`Select all in ${group.title}`} cells={group.rows.flatMap((r) => r.cells)} chosen={props.chosen} reasons={props.reasons} disabled={props.disabled} onToggle={props.onToggle} />
          </div>
          <div className="divide-y divide-slate-100">
            {group.rows.map((row) => (
              <div key={row.resource} className="flex flex-col gap-2 px-3 py-2 md:flex-row">
                <div className="flex shrink-0 flex-col gap-1 md:w-48">
                  <span className="text-sm font-medium text-slate-700 first-letter:uppercase">{row.title}</span>
                  <AllBox label={`Select all ${row.title}`} cells={row.cells} chosen={props.chosen} reasons={props.reasons} disabled={props.disabled} onToggle={props.onToggle} />
                </div>
                <div className="grid grid-cols-2 gap-x-4 gap-y-2 sm:flex sm:flex-wrap">
                  {row.cells.map((cell) => (
                    <Cell key={cell.code} cell={cell} checked={props.chosen.has(cell.code)} reason={props.reasons.get(cell.code)} disabled={props.disabled} onToggle={props.onToggle} />
                  ))}
                </div>
              </div>
            ))}
          </div>
        </fieldset>
      ))}
    </div>
  );
}
