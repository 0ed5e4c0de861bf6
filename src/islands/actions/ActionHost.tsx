/**
 * The one action host (issue 25 §2): given a domain's table of actions (lib/<domain>/actions.ts) and
 * the page's rows, it runs what a `data-action` button asks (lib/actions/channel.ts): at once, after
 * a confirmation (with a required reason when the table says so), or through a form dialog, loaded
 * on first use. A success reloads the page (or goes where the table says) with its message as a
 * toast; a failure is told by the one rule (lib/api/run-action.ts), and a 400 for the reason is
 * shown under it. Each domain hydrates it on the first click through a small wrapper island that
 * gives it the domain's table (e.g. islands/packages/PackageActions.tsx).
 */
import { lazy, Suspense, useEffect, useId, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { FormDialogProps } from '~/islands/actions/FormDialog';
import { actionStore, clearAction } from '~/lib/actions/channel';
import { finish } from '~/lib/actions/finish';
import type { ActionRow, ActionTable, CallAction } from '~/lib/actions/table';
import { runAction } from '~/lib/api/run-action';
import { FALLBACK } from '~/lib/messages';
import { ConfirmDialog } from '~/islands/ConfirmDialog';
import { ReasonField } from '~/islands/actions/ReasonField';

// Loaded the first time a form is asked for; generic again once lazy() has typed it.
const FormDialog = lazy(() => import('~/islands/actions/FormDialog')) as unknown as <Row, Ctx>(props: FormDialogProps<Row, Ctx>) => ReactNode;

export interface ActionHostProps<Row extends ActionRow, Ctx = undefined> {
  /** The rows the page's buttons name by `data-row-id`. */
  rows: Row[];
  /** What the table's forms need from the server (choices, rights), serialisable. */
  context?: Ctx;
}

export function ActionHost<Row extends ActionRow, Ctx>(props: ActionHostProps<Row, Ctx> & { actions: ActionTable<Row, Ctx> }) {
  const request = useSyncExternalStore(actionStore.subscribe, actionStore.get, actionStore.getServer);
  const [busy, setBusy] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const reasonId = useId();
  const action = request ? props.actions[request.kind] : undefined;
  const row = request?.id ? props.rows.find((r) => r.id === request.id) : undefined;
  // A row action needs its row on this page; a page action (no id) has none.
  const ready = Boolean(action && (row || !request?.id));
  const call = action && 'call' in action ? action : undefined;

  const run = async (a: CallAction<Row>) => {
    const asked = a.confirm?.reason;
    if (asked && !reason.trim()) return setError(`${asked.label} is required`);
    setBusy(true);
    const inline = (failure: { status: number }) => Boolean(asked) && failure.status === 400;
    const result = await runAction(() => a.call(row!, { reason }), { fallback: a.fallback ?? FALLBACK.generic, permission: a.permission, inline });
    if (result.ok) return finish(a.success?.(row, result.body.message) ?? result.body.message, a.then?.(row, result.body));
    setBusy(false);
    if (inline(result.failure)) setError(result.failure.message);
    else clearAction();
  };

  useEffect(() => {
    setReason('');
    setError('');
    // An action without a confirmation runs on its click, one at a time.
    if (ready && call && !call.confirm && !busy) void run(call);
  }, [request]);

  if (ready && action && 'form' in action) {
    return (
      <Suspense>
        <FormDialog key={`${request!.kind}:${request!.id}`} action={action} row={row} context={props.context as Ctx} />
      </Suspense>
    );
  }
  const confirm = call?.confirm;
  return (
    <ConfirmDialog
      open={ready && Boolean(confirm)}
      title={typeof confirm?.title === 'function' ? (row ? confirm.title(row) : '') : (confirm?.title ?? '')}
      confirmLabel={confirm?.label ?? ''}
      busyLabel={confirm?.busyLabel ?? ''}
      busy={busy}
      danger={confirm?.danger ?? false}
      onConfirm={() => call && void run(call)}
      onCancel={clearAction}
    >
      <p>{row && confirm?.text(row)}</p>
      {confirm?.reason && (
        <ReasonField id={reasonId} label={confirm.reason.label} max={confirm.reason.max} value={reason} onChange={setReason} error={error} disabled={busy} />
      )}
    </ConfirmDialog>
  );
}
