/**
 * The one island behind the row actions of a catalogue list (packages, business categories),
 * hydrated on the first click (client:event, see lib/row-actions.ts). Duplicate runs at once;
 * archive, hide and delete ask first (ConfirmDialog). The page reloads with the server's message as
 * a toast; a refusal (e.g. 409 "in use") is shown as an error toast and nothing changes.
 * Which buttons exist is decided on the server by permission.
 */
import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { browserHttp, sessionEnded } from '~/lib/api/browser';
import { ApiError } from '~/lib/api/http';
import { rowActions, type RowActionKind } from '~/lib/row-actions';
import { showToast, toastAfterNavigation } from '~/lib/toast';
import { ConfirmDialog } from '~/islands/ConfirmDialog';

export interface RowActionsProps {
  /** API collection path below /api/v1, e.g. '/packages'. */
  base: string;
  /** The record's noun for titles, e.g. 'Package'. */
  noun: string;
  rows: { id: string; name: string }[];
}

interface Plan {
  method: 'post' | 'patch' | 'delete';
  path: (id: string) => string;
  body?: unknown;
  confirm?: { title: string; text: string; label: string; busyLabel: string; danger?: boolean };
}

function plan(kind: RowActionKind, base: string, noun: string, name: string): Plan {
  const one = (id: string) => `${base}/${encodeURIComponent(id)}`;
  switch (kind) {
    case 'duplicate':
      return { method: 'post', path: (id) => `${one(id)}/duplicate` };
    case 'activate':
    case 'show':
      return { method: 'patch', path: one, body: { status: 'active' } };
    case 'archive':
      return {
        method: 'patch',
        path: one,
        body: { status: 'archived' },
        confirm: { title: `Archive ${noun}`, text: `Archive ${name}? It stays with its subscribers but takes no new ones.`, label: 'Archive', busyLabel: 'Archiving...' },
      };
    case 'hide':
      return {
        method: 'patch',
        path: one,
        body: { status: 'hidden' },
        confirm: { title: `Hide ${noun}`, text: `Hide ${name}? It stays on the records that use it but is no longer offered for new ones.`, label: 'Hide', busyLabel: 'Hiding...' },
      };
    case 'delete':
      return {
        method: 'delete',
        path: one,
        confirm: { title: `Delete ${noun}`, text: `Delete ${name}? This cannot be undone.`, label: 'Delete', busyLabel: 'Deleting...', danger: true },
      };
  }
}

export default function RowActions(props: RowActionsProps) {
  const request = useStore(rowActions.$request);
  const [busy, setBusy] = useState(false);
  const row = request ? props.rows.find((r) => r.id === request.id) : undefined;
  const current = request && row ? plan(request.kind, props.base, props.noun, row.name) : undefined;

  const run = async (id: string, p: Plan) => {
    setBusy(true);
    try {
      const { message } = await browserHttp.send(p.method, p.path(id), p.body, 'Something went wrong');
      toastAfterNavigation('success', message);
      window.location.reload();
    } catch (error) {
      setBusy(false);
      rowActions.clear();
      if (!sessionEnded()) void showToast('error', error instanceof ApiError ? error.message : 'Something went wrong');
    }
  };

  useEffect(() => {
    if (request && current && !current.confirm) void run(request.id, current);
  }, [request]);

  const confirm = current?.confirm;
  return (
    <ConfirmDialog
      open={Boolean(confirm)}
      title={confirm?.title ?? ''}
      confirmLabel={confirm?.label ?? ''}
      busyLabel={confirm?.busyLabel ?? ''}
      busy={busy}
      danger={confirm?.danger ?? false}
      onConfirm={() => request && current && void run(request.id, current)}
      onCancel={rowActions.clear}
    >
      {confirm?.text}
    </ConfirmDialog>
  );
}
