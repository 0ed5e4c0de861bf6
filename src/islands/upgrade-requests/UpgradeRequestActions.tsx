/**
 * The one island behind the upgrade request tables' Approve and Reject buttons (issue 14 §4),
 * hydrated on the first click (client:event, see lib/upgrade-requests/actions.ts). Approve shows the
 * change and its prorated charge or credit (priced by the server when the page was drawn) before
 * anything happens; reject asks for a required reason. The page reloads with the server's message
 * as a toast; a refusal (409 already decided, 400) is shown and nothing changes. Which buttons exist
 * is decided on the server by permission and status.
 */
import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { browserHttp, sessionEnded } from '~/lib/api/browser';
import { ApiError } from '~/lib/api/http';
import { showToast, toastAfterNavigation } from '~/lib/toast';
import { upgradeActions } from '~/lib/upgrade-requests/actions';
import { ConfirmDialog } from '~/islands/ConfirmDialog';

export interface UpgradeActionRow {
  id: string;
  customer: string;
  /** 'Starter → Business'. */
  change: string;
  /** 'Charge $6.67' or 'Credit $3.00' or 'No charge'. */
  proration: string;
}

export interface UpgradeRequestActionsProps {
  rows: UpgradeActionRow[];
}

export default function UpgradeRequestActions({ rows }: UpgradeRequestActionsProps) {
  const request = useStore(upgradeActions.$request);
  const [busy, setBusy] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const row = request ? rows.find((r) => r.id === request.id) : undefined;
  const approving = request?.kind === 'approve';

  useEffect(() => {
    setReason('');
    setError('');
  }, [request]);

  const run = async () => {
    if (!request || !row) return;
    if (!approving && !reason.trim()) {
      setError('Reason is required');
      return;
    }
    setBusy(true);
    try {
      const path = `/upgrade-requests/${encodeURIComponent(row.id)}/${request.kind}`;
      const { message } = await browserHttp.send('post', path, approving ? undefined : { reason }, 'Something went wrong');
      toastAfterNavigation('success', message);
      window.location.reload();
    } catch (e) {
      setBusy(false);
      if (e instanceof ApiError && e.status === 400 && !approving) {
        setError(e.message);
        return;
      }
      upgradeActions.clear();
      if (!sessionEnded()) void showToast('error', e instanceof ApiError ? e.message : 'Something went wrong');
    }
  };

  return (
    <ConfirmDialog
      open={Boolean(row)}
      title={approving ? `Approve the package change of ${row?.customer ?? ''}?` : `Reject the request of ${row?.customer ?? ''}?`}
      confirmLabel={approving ? 'Approve' : 'Reject'}
      busyLabel={approving ? 'Approving...' : 'Rejecting...'}
      busy={busy}
      danger={!approving}
      onConfirm={() => void run()}
      onCancel={upgradeActions.clear}
    >
      {approving ? (
        <>
          <p>
            {row?.change}, applied at once. The owner is emailed.
          </p>
          <p className="mt-3 rounded-md bg-slate-50 px-3 py-2">
            Prorated for the rest of the current period: <strong data-testid="upgrade-proration">{row?.proration}</strong>
          </p>
        </>
      ) : (
        <>
          <p>{row?.change}. The owner is emailed the reason.</p>
          <div className="mt-3 flex flex-col gap-1">
            <label htmlFor="upgrade-reject-reason" className="font-medium text-slate-700">
              Reason <span aria-hidden="true">*</span>
            </label>
            <textarea
              id="upgrade-reject-reason"
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              maxLength={500}
              rows={3}
              required
              aria-invalid={Boolean(error)}
              aria-describedby={error ? 'upgrade-reject-reason-error' : undefined}
              disabled={busy}
              className="rounded-md border border-slate-300 px-3 py-2 text-sm"
            />
            {error && (
              <p id="upgrade-reject-reason-error" className="text-sm text-red-600">
                {error}
              </p>
            )}
          </div>
        </>
      )}
    </ConfirmDialog>
  );
}
