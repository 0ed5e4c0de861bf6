/**
 * The one island behind the reseller lists' row buttons (issue 13 §3), hydrated on the first click
 * (client:event, see lib/resellers/actions.ts). Every action asks first; reject and suspend ask for
 * a required reason in the dialog. The page reloads with the server's message as a toast; a refusal
 * (409, 400) is shown in the dialog or as an error toast and nothing changes. Which buttons exist is
 * decided on the server by permission and status.
 */
import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { browserHttp, sessionEnded } from '~/lib/api/browser';
import { ApiError } from '~/lib/api/http';
import { resellerActions, type ResellerActionKind } from '~/lib/resellers/actions';
import { showToast, toastAfterNavigation } from '~/lib/toast';
import { ConfirmDialog } from '~/islands/ConfirmDialog';

export interface ResellerActionsProps {
  rows: { id: string; name: string }[];
}

interface Plan {
  method: 'post' | 'delete';
  path: string;
  title: string;
  text: string;
  label: string;
  busyLabel: string;
  danger?: boolean;
  /** Asks for a reason (required) and sends it as `{reason}`. */
  reason?: boolean;
}

function plan(kind: ResellerActionKind, id: string, name: string): Plan {
  const one = `/resellers/${encodeURIComponent(id)}`;
  switch (kind) {
    case 'approve':
      return { method: 'post', path: `${one}/approve`, title: 'Approve application', text: `Approve ${name}? It becomes an active reseller and the applicant is emailed.`, label: 'Approve', busyLabel: 'Approving...' };
    case 'reject':
      return { method: 'post', path: `${one}/reject`, title: 'Reject application', text: `Reject ${name}? The applicant is emailed the reason.`, label: 'Reject', busyLabel: 'Rejecting...', danger: true, reason: true };
    case 'suspend':
      return { method: 'post', path: `${one}/suspend`, title: 'Suspend reseller', text: `Suspend ${name}? It cannot sell until reactivated.`, label: 'Suspend', busyLabel: 'Suspending...', danger: true, reason: true };
    case 'reactivate':
      return { method: 'post', path: `${one}/reactivate`, title: 'Reactivate reseller', text: `Reactivate ${name}?`, label: 'Reactivate', busyLabel: 'Reactivating...' };
    case 'delete':
      return { method: 'delete', path: one, title: 'Delete reseller', text: `Delete ${name}? This cannot be undone.`, label: 'Delete', busyLabel: 'Deleting...', danger: true };
  }
}

export default function ResellerActions(props: ResellerActionsProps) {
  const request = useStore(resellerActions.$request);
  const [busy, setBusy] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const row = request ? props.rows.find((r) => r.id === request.id) : undefined;
  const current = request && row ? plan(request.kind, request.id, row.name) : undefined;

  useEffect(() => {
    setReason('');
    setError('');
  }, [request]);

  const run = async (p: Plan) => {
    if (p.reason && !reason.trim()) {
      setError('Reason is required');
      return;
    }
    setBusy(true);
    try {
      const { message } = await browserHttp.send(p.method, p.path, p.reason ? { reason } : undefined, 'Something went wrong');
      toastAfterNavigation('success', message);
      window.location.reload();
    } catch (e) {
      setBusy(false);
      if (e instanceof ApiError && e.status === 400 && p.reason) {
        setError(e.message);
        return;
      }
      resellerActions.clear();
      if (!sessionEnded()) void showToast('error', e instanceof ApiError ? e.message : 'Something went wrong');
    }
  };

  return (
    <ConfirmDialog
      open={Boolean(current)}
      title={current?.title ?? ''}
      confirmLabel={current?.label ?? ''}
      busyLabel={current?.busyLabel ?? ''}
      busy={busy}
      danger={current?.danger ?? false}
      onConfirm={() => current && void run(current)}
      onCancel={resellerActions.clear}
    >
      <p>{current?.text}</p>
      {current?.reason && (
        <div className="mt-3 flex flex-col gap-1">
          <label htmlFor="reseller-action-reason" className="font-medium text-slate-700">
            Reason <span aria-hidden="true">*</span>
          </label>
          <textarea
            id="reseller-action-reason"
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            maxLength={500}
            rows={3}
            required
            aria-invalid={Boolean(error)}
            aria-describedby={error ? 'reseller-action-reason-error' : undefined}
            disabled={busy}
            className="rounded-md border border-slate-300 px-3 py-2 text-sm"
          />
          {error && (
            <p id="reseller-action-reason-error" className="text-sm text-red-600">
              {error}
            </p>
          )}
        </div>
      )}
    </ConfirmDialog>
  );
}
