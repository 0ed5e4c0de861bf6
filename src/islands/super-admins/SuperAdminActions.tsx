/**
 * The one island behind every row action of the super admins list, hydrated on the first click
 * (client:event): disable, revoke and delete ask first in a dialog naming the account; enable and
 * resend run at once. Each call's outcome shows as a toast after the page reloads. What the user may
 * do is decided on the server: only permitted buttons are drawn, and the API checks again.
 */
import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { browserHttp, sessionEnded } from '~/lib/api/browser';
import { ApiError } from '~/lib/api/http';
import { setSuperAdminAction, superAdminActionStore } from '~/lib/super-admins/actions';
import { SUPER_ADMIN_FALLBACK, superAdminsApi } from '~/lib/super-admins/api';
import type { SuperAdmin } from '~/lib/super-admins/model';
import type { SuperAdminActionKind } from '~/lib/super-admins/view';
import { showToast, toastAfterNavigation } from '~/lib/toast';
import { ConfirmDialog } from '~/islands/ConfirmDialog';

export interface SuperAdminActionsProps {
  /** The rows of the page: what the dialogs name. */
  admins: Pick<SuperAdmin, 'id' | 'name' | 'email'>[];
}

type Account = SuperAdminActionsProps['admins'][number];

const api = () => superAdminsApi(browserHttp);

const CALLS: Record<SuperAdminActionKind, { run: (id: string) => Promise<{ message: string }>; fallback: string }> = {
  disable: { run: (id) => api().update(id, { status: 'disabled' }), fallback: SUPER_ADMIN_FALLBACK.update },
  enable: { run: (id) => api().update(id, { status: 'active' }), fallback: SUPER_ADMIN_FALLBACK.update },
  resend: { run: (id) => api().resendInvitation(id), fallback: SUPER_ADMIN_FALLBACK.resend },
  revoke: { run: (id) => api().revokeInvitation(id), fallback: SUPER_ADMIN_FALLBACK.revoke },
  delete: { run: (id) => api().remove(id), fallback: SUPER_ADMIN_FALLBACK.remove },
};

/** The confirmation of each destructive action: title, button, and what will happen. */
const CONFIRM: Partial<Record<SuperAdminActionKind, { title: string; label: string; busy: string; body: (a: Account) => ReactNode }>> = {
  disable: {
    title: 'Disable super admin',
    label: 'Disable',
    busy: 'Disabling...',
    body: (a) => (
      <>
        Disable <strong>{a.name}</strong> ({a.email})? They are signed out at once and cannot sign in until enabled again.
      </>
    ),
  },
  revoke: {
    title: 'Revoke invitation',
    label: 'Revoke',
    busy: 'Revoking...',
    body: (a) => (
      <>
        Revoke the invitation of <strong>{a.name}</strong> ({a.email})? The link they received stops working; you can send a new one later.
      </>
    ),
  },
  delete: {
    title: 'Delete super admin',
    label: 'Delete',
    busy: 'Deleting...',
    body: (a) => (
      <>
        Delete <strong>{a.name}</strong> ({a.email})? The account is removed and its sessions end at once. This cannot be undone.
      </>
    ),
  },
};

export default function SuperAdminActions(props: SuperAdminActionsProps) {
  // The server rendered no request: null during hydration, then the click that hydrated the island.
  const request = useSyncExternalStore(superAdminActionStore.subscribe, superAdminActionStore.get, () => null);
  const [busy, setBusy] = useState(false);
  const account = request ? props.admins.find((a) => a.id === request.id) : undefined;
  const confirm = request ? CONFIRM[request.kind] : undefined;

  const run = async (kind: SuperAdminActionKind, id: string) => {
    setBusy(true);
    try {
      const { message } = await CALLS[kind].run(id);
      toastAfterNavigation('success', message);
      window.location.reload();
    } catch (error) {
      setBusy(false);
      setSuperAdminAction(null);
      if (!sessionEnded()) void showToast('error', error instanceof ApiError ? error.message : CALLS[kind].fallback);
    }
  };

  useEffect(() => {
    if (request && !CONFIRM[request.kind]) void run(request.kind, request.id);
  }, [request]);

  return (
    <ConfirmDialog
      open={Boolean(confirm && account)}
      title={confirm?.title ?? ''}
      confirmLabel={confirm?.label ?? ''}
      busyLabel={confirm?.busy ?? ''}
      busy={busy}
      danger
      onConfirm={() => request && void run(request.kind, request.id)}
      onCancel={() => setSuperAdminAction(null)}
    >
      {confirm && account && confirm.body(account)}
    </ConfirmDialog>
  );
}
