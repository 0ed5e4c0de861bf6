/**
 * The one island behind the employees list's row actions (issue 12 §3), hydrated on load (client:idle):
 * clicks on `[data-employee-action]` buttons open a confirmation (disable, delete), the set-password
 * dialog, or run at once (enable, resend). The outcome shows as a toast after the page reloads.
 */
import { useEffect, useState } from 'react';
import { browserHttp } from '~/lib/api/browser';
import { ApiError } from '~/lib/api/http';
import { employeesApi } from '~/lib/employees/api';
import type { EmployeeActionKind } from '~/lib/employees/view';
import { showToast, toastAfterNavigation } from '~/lib/toast';
import { ConfirmDialog } from '~/islands/ConfirmDialog';
import { TextField } from '~/islands/forms/TextField';

export interface EmployeeActionsProps {
  employees: { id: string; name: string; email: string }[];
}

type Request = { kind: EmployeeActionKind; id: string } | null;

export default function EmployeeActions(props: EmployeeActionsProps) {
  const [request, setRequest] = useState<Request>(null);
  const [busy, setBusy] = useState(false);
  const [password, setPassword] = useState({ password: '', confirmPassword: '' });
  const person = request && props.employees.find((e) => e.id === request.id);

  const run = async (kind: EmployeeActionKind, id: string) => {
    const api = employeesApi(browserHttp);
    setBusy(true);
    try {
      const call =
        kind === 'disable' ? api.update(id, { status: 'disabled' })
        : kind === 'enable' ? api.update(id, { status: 'active' })
        : kind === 'resend' ? api.resendInvitation(id)
        : kind === 'password' ? api.setPassword(id, password)
        : api.remove(id);
      toastAfterNavigation('success', (await call).message);
      window.location.reload();
    } catch (error) {
      setBusy(false);
      void showToast('error', error instanceof ApiError ? error.message : 'Something went wrong');
      if (kind !== 'password') setRequest(null);
    }
  };

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const button = (event.target as Element | null)?.closest<HTMLButtonElement>('button[data-employee-action]');
      if (!button?.dataset.employeeId) return;
      const next = { kind: button.dataset.employeeAction as EmployeeActionKind, id: button.dataset.employeeId };
      if (next.kind === 'enable' || next.kind === 'resend') void run(next.kind, next.id);
      else {
        setPassword({ password: '', confirmPassword: '' });
        setRequest(next);
      }
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);

  const kind = request?.kind;
  const titles: Partial<Record<EmployeeActionKind, [string, string, string]>> = {
    disable: ['Disable employee', 'Disable', 'They are signed out at once and cannot sign in until enabled again.'],
    delete: ['Delete employee', 'Delete', 'They can no longer sign in and leave every list; their audit history stays and their email is free again.'],
    password: ['Set password', 'Set password', 'They are signed out everywhere and sign in with the new password.'],
  };
  const [title, label, note] = (kind && titles[kind]) || ['', '', ''];
  return (
    <ConfirmDialog
      open={Boolean(person && kind && titles[kind])}
      title={title}
      confirmLabel={label}
      busyLabel="Working..."
      busy={busy}
      danger={kind !== 'password'}
      onConfirm={() => request && void run(request.kind, request.id)}
      onCancel={() => setRequest(null)}
    >
      <p>
        {title} <strong>{person?.name}</strong> ({person?.email})? {note}
      </p>
      {kind === 'password' && (
        <div className="mt-3 grid gap-3">
          <TextField label="New password" name="password" type="password" autoComplete="new-password" value={password.password} onChange={(v) => setPassword((p) => ({ ...p, password: v }))} />
          <TextField label="Confirm password" name="confirmPassword" type="password" autoComplete="new-password" value={password.confirmPassword} onChange={(v) => setPassword((p) => ({ ...p, confirmPassword: v }))} />
        </div>
      )}
    </ConfirmDialog>
  );
}
