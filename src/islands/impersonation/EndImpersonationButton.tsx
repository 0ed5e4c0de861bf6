/**
 * 'End now' on a live impersonation hand-off (issue 14 §3): asks first, then ends it so the
 * customer's site can no longer redeem it, and reloads the page with the server's message.
 * Only rendered for holders of `oi:impersonate::customer_users` (the API checks it again).
 */
import { useState } from 'react';
import { browserHttp, sessionEnded } from '~/lib/api/browser';
import { ApiError } from '~/lib/api/http';
import { impersonationApi } from '~/lib/impersonation/api';
import { showToast, toastAfterNavigation } from '~/lib/toast';
import { ConfirmDialog } from '~/islands/ConfirmDialog';

export interface EndImpersonationButtonProps {
  impersonationId: string;
  name: string;
}

export default function EndImpersonationButton({ impersonationId, name }: EndImpersonationButtonProps) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  const end = async () => {
    setBusy(true);
    try {
      const { message } = await impersonationApi(browserHttp).end(impersonationId);
      toastAfterNavigation('success', message);
      window.location.reload();
    } catch (e) {
      setBusy(false);
      setOpen(false);
      if (!sessionEnded()) void showToast('error', e instanceof ApiError ? e.message : 'Failed to end impersonation');
    }
  };

  return (
    <>
      <button type="button" className="btn-secondary" onClick={() => setOpen(true)}>
        End now
      </button>
      <ConfirmDialog
        open={open}
        title="End impersonation"
        confirmLabel="End now"
        busyLabel="Ending..."
        busy={busy}
        danger
        onConfirm={() => void end()}
        onCancel={() => setOpen(false)}
      >
        <p>End the impersonation of {name} now? Its link stops working at once.</p>
      </ConfirmDialog>
    </>
  );
}
