/**
 * The bulk bar of a list (issue 29 §2), hydrated by the first change of a row's checkbox or at once
 * when the list has a kept selection (lib/list/select.ts). It keeps the selection in the store
 * (stores/selection.ts: it survives paging, and a new search or filter clears it), ticks the boxes
 * of this page that are chosen, and shows the count, "Select all N matching" once the whole page is
 * chosen, and the actions every chosen row allows (all the table's, for all matching). An action
 * asks first in ConfirmDialog, naming the count and the action (with the reason it needs), then runs
 * with a progress bar (lib/actions/bulk-run.ts); the page shows again with the API's message, or the
 * rows that could not be done are listed with why.
 */
import { useEffect, useId, useMemo, useState, useSyncExternalStore } from 'react';
import { ConfirmDialog } from '~/islands/ConfirmDialog';
import { ModalDialog } from '~/islands/ModalDialog';
import { downloadSelection, runBulk } from '~/lib/actions/bulk-run';
import { finish } from '~/lib/actions/finish';
import { toastFailure } from '~/lib/api/run-action';
import { BULK_MAX, countOf, type BulkAction, type BulkResult, type BulkTable } from '~/lib/list/bulk';
import { FALLBACK } from '~/lib/messages';
import { $selections, chooseAllMatching, chooseRows, clearSelection, openSelection, selectionOf } from '~/stores/selection';
import { ReasonField } from '~/islands/actions/ReasonField';

export interface BulkBarProps {
  table: BulkTable;
  /** The list's path: its selection's key. */
  path: string;
  /** The list's search and filters (the API's `filter` for all matching). */
  filter: Record<string, unknown>;
  /** How many rows match; a lower bound unless `exact`. */
  total: number;
  exact: boolean;
}

const boxes = (kind: 'row' | 'page') => [...document.querySelectorAll<HTMLInputElement>(`input[data-select="${kind}"]`)];
const kindsOf = (box: HTMLInputElement) => (box.dataset.kinds ?? '').split(' ').filter(Boolean);
const rowsOf = (list: HTMLInputElement[]) => Object.fromEntries(list.map((box) => [box.value, kindsOf(box)]));

export default function BulkBar({ table, path, filter, total, exact }: BulkBarProps) {
  const key = useMemo(() => new URLSearchParams(Object.entries(filter).map(([name, value]) => [name, String(value)])).toString(), [filter]);
  const selection = useSyncExternalStore(
    (change) => $selections.listen(change),
    () => $selections.get()[path],
    () => undefined,
  ) ?? { filter: key, rows: {}, all: false };
  const [asked, setAsked] = useState<BulkAction | null>(null);
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [outcome, setOutcome] = useState<{ message: string; data: BulkResult } | null>(null);
  const reasonId = useId();

  // The boxes follow the store: those of chosen rows ticked, the header's ticked when the whole page is.
  const showOnPage = () => {
    const { rows: chosen, all } = selectionOf(path, key);
    const rows = boxes('row');
    for (const box of rows) box.checked = all || box.value in chosen;
    const ticked = rows.filter((box) => box.checked).length;
    for (const box of boxes('page')) {
      box.checked = ticked > 0 && ticked === rows.length;
      box.indeterminate = ticked > 0 && ticked < rows.length;
    }
  };

  useEffect(() => {
    openSelection(path, key);
    // What was ticked before this island woke up (the change that woke it) joins the selection.
    const headerTicked = boxes('page').some((box) => box.checked);
    chooseRows(path, key, rowsOf(headerTicked ? boxes('row') : boxes('row').filter((box) => box.checked)), true);
    showOnPage();
    const onChange = (event: Event) => {
      const box = (event.target as Element | null)?.closest?.<HTMLInputElement>('input[data-select]');
      if (!box) return;
      chooseRows(path, key, rowsOf(box.dataset.select === 'page' ? boxes('row') : [box]), box.checked);
      showOnPage();
    };
    document.addEventListener('change', onChange);
    return () => document.removeEventListener('change', onChange);
  }, [path, key]);

  const ids = Object.keys(selection.rows);
  const count = selection.all ? total : ids.length;
  if (count === 0 && !outcome) return null;
  const pageRows = boxes('row');
  const wholePage = pageRows.length > 0 && pageRows.every((box) => box.value in selection.rows);
  const offerAll = !selection.all && wholePage && exact && total > pageRows.length && total <= BULK_MAX;
  // A download is asked of no row; a change only of rows that allow it.
  const every = (action: BulkAction) => selection.all || Boolean(action.download) || ids.every((id) => selection.rows[id]!.includes(action.kind));
  const actions = table.actions.filter(every);
  const what = countOf(count, table.noun);

  const close = () => {
    if (progress) return;
    setAsked(null);
    setReason('');
    setError('');
  };

  const run = async (action: BulkAction) => {
    if (action.reason && !reason.trim()) return setError(`${action.reason.label} is required`);
    setProgress({ done: 0, total: count });
    try {
      const body = { action: action.kind, ...(selection.all ? { filter } : { ids }), ...(action.reason ? { reason } : {}) };
      const answer = await runBulk(table.endpoint, body, (done, of) => setProgress({ done, total: of }));
      clearSelection(path);
      if (answer.data.failed.length === 0) return finish(answer.message);
      setAsked(null);
      setOutcome(answer);
    } catch (failure) {
      const told = toastFailure(failure, { fallback: FALLBACK.generic, inline: (f) => Boolean(action.reason) && f.status === 400 });
      if (action.reason && told.status === 400) setError(told.message);
      else setAsked(null);
    }
    setProgress(null);
  };

  // An export changes nothing, so it asks nothing first.
  const download = async (what: NonNullable<BulkAction['download']>) => {
    try {
      await downloadSelection(what, selection.all ? { filter } : { ids });
    } catch (failure) {
      toastFailure(failure, { fallback: FALLBACK.generic });
    }
  };

  const nameOf = (id: string) => pageRows.find((box) => box.value === id)?.getAttribute('aria-label')?.replace(/^Select /, '') ?? id;

  return (
    <>
      {/* Room under the list, so the bar never covers its last row or the paginator. */}
      <div aria-hidden="true" className="h-24" />
      <div role="region" aria-label="Bulk actions" className="fixed inset-x-2 bottom-3 z-30 flex flex-wrap items-center gap-2 rounded-lg border border-slate-200 bg-white px-4 py-3 text-sm shadow-lg lg:right-6 lg:left-68">
        <p className="font-medium text-slate-800" aria-live="polite">
          {selection.all ? `All ${what} matching selected` : `${what} selected`}
        </p>
        {offerAll && (
          <button type="button" className="text-blue-700 underline" onClick={() => (chooseAllMatching(path, key, true), showOnPage())}>
            Select all {total.toLocaleString('en-US')} matching
          </button>
        )}
        <div className="ml-auto flex flex-wrap gap-2">
          {actions.map((action) => (
            <button key={action.kind} type="button" className={action.danger ? 'btn-danger' : 'btn-secondary'} onClick={() => (action.download ? void download(action.download) : setAsked(action))}>
              {action.label}
            </button>
          ))}
          <button type="button" className="btn-secondary" onClick={() => (clearSelection(path), showOnPage())}>
            Clear selection
          </button>
        </div>
      </div>
      <ConfirmDialog
        open={Boolean(asked)}
        title={asked ? `${asked.label} ${what}?` : ''}
        confirmLabel={asked?.label ?? ''}
        busyLabel={asked?.busyLabel ?? ''}
        busy={Boolean(progress)}
        danger={asked?.danger ?? false}
        onConfirm={() => asked && void run(asked)}
        onCancel={close}
      >
        <p>
          {asked?.label} {what}? {asked?.text}
        </p>
        {asked?.reason && (
          <ReasonField id={reasonId} label={asked.reason.label} max={asked.reason.max} value={reason} onChange={setReason} error={error} disabled={Boolean(progress)} />
        )}
        {progress && (
          <div className="mt-3">
            <div role="progressbar" aria-label="Progress" aria-valuemin={0} aria-valuemax={progress.total} aria-valuenow={progress.done} className="h-2 overflow-hidden rounded bg-slate-200">
              <div className="h-full bg-blue-600 transition-all" style={{ width: `${progress.total ? (100 * progress.done) / progress.total : 0}%` }} />
            </div>
            <p className="mt-1 text-xs text-slate-500">
              {progress.done.toLocaleString('en-US')} of {progress.total.toLocaleString('en-US')}
            </p>
          </div>
        )}
      </ConfirmDialog>
      <ModalDialog
        open={Boolean(outcome)}
        title="Not every row could be changed"
        onClose={() => finish(outcome!.message)}
        actions={
          <button type="button" className="btn-primary" onClick={() => finish(outcome!.message)}>
            Done
          </button>
        }
      >
        <p>{outcome?.message}</p>
        <ul className="mt-2 max-h-60 list-disc overflow-y-auto pl-5 text-sm">
          {outcome?.data.failed.slice(0, 50).map((row) => (
            <li key={row.id}>
              {nameOf(row.id)}: {row.message}
            </li>
          ))}
        </ul>
      </ModalDialog>
    </>
  );
}
