/**
 * The departments page's one island (issue 12 §1), hydrated when idle: the add/edit dialog (name,
 * code, description, head — an active employee of that department, loaded when the dialog opens),
 * archive/restore at once, and delete after a confirmation (refused with a 409 while the department
 * has employees; the toast names how many). Buttons are drawn by the server by permission.
 */
import { useEffect, useRef, useState } from 'react';
import { browserHttp } from '~/lib/api/browser';
import { ApiError } from '~/lib/api/http';
import { departmentsApi } from '~/lib/departments/api';
import type { Department } from '~/lib/departments/model';
import type { CreateDepartmentInput } from '~/lib/departments/schemas';
import { employeesApi } from '~/lib/employees/api';
import { showToast, toastAfterNavigation } from '~/lib/toast';
import { ConfirmDialog } from '~/islands/ConfirmDialog';
import { SelectField } from '~/islands/forms/SelectField';
import { SubmitButton } from '~/islands/forms/SubmitButton';
import { TextAreaField } from '~/islands/forms/TextAreaField';
import { TextField } from '~/islands/forms/TextField';
import { useForm } from '~/islands/forms/use-form';

export interface DepartmentManagerProps {
  departments: Department[];
  /** May the user list employees (to choose a head)? */
  canChooseHead: boolean;
}

type Request = { kind: 'add' | 'edit' | 'archive' | 'restore' | 'delete'; id: string } | null;

const loadSchema = () => import('~/lib/departments/schemas').then((m) => m.createDepartmentSchema);
const api = () => departmentsApi(browserHttp);

function DepartmentForm(props: { department?: Department | undefined; canChooseHead: boolean; onCancel: () => void }) {
  const d = props.department;
  const form = useForm(loadSchema, { name: d?.name ?? '', code: d?.code ?? '', description: d?.description ?? '', headEmployeeId: d?.headEmployeeId ?? '', status: d?.status ?? 'active' } as CreateDepartmentInput);
  const [heads, setHeads] = useState<{ value: string; label: string }[]>([]);
  useEffect(() => {
    if (!d || !props.canChooseHead) return;
    employeesApi(browserHttp)
      .list({ department: d.id, status: 'active', pageSize: 100 })
      .then((body) => setHeads(body.data.map((e) => ({ value: e.id, label: `${e.first_name} ${e.last_name}`.trim() }))))
      .catch(() => undefined);
  }, []);
  const submit = form.onSubmit(async (values) => {
    try {
      const { message } = d ? await api().update(d.id, values) : await api().add(values);
      toastAfterNavigation('success', message);
      window.location.reload();
    } catch (error) {
      if (error instanceof ApiError && error.status === 409 && !error.errors) throw new ApiError(409, error.message, { [/code/.test(error.message) ? 'code' : 'name']: error.message });
      throw error;
    }
  });
  return (
    <form ref={form.formRef} method="post" onSubmit={submit} noValidate className="grid gap-4">
      <TextField label="Name" required autoComplete="off" {...form.field('name')} disabled={form.busy} />
      <TextField label="Code" required autoComplete="off" hint="Short, e.g. HR; stored in capitals." {...form.field('code')} disabled={form.busy} />
      <TextAreaField label="Description" maxLength={500} rows={3} {...form.field('description')} disabled={form.busy} />
      {d && props.canChooseHead && (
        <SelectField label="Head" name="headEmployeeId" placeholder="No head" value={form.values.headEmployeeId} onChange={(v) => form.set('headEmployeeId', v)} options={heads} error={form.errors.headEmployeeId} disabled={form.busy} />
      )}
      <div className="flex flex-wrap gap-2">
        <SubmitButton label={d ? 'Save changes' : 'Add department'} busyLabel="Saving..." busy={form.busy} className="btn-primary" />
        <button type="button" className="btn-secondary" onClick={props.onCancel} disabled={form.busy}>
          Cancel
        </button>
      </div>
    </form>
  );
}

export default function DepartmentManager(props: DepartmentManagerProps) {
  const [request, setRequest] = useState<Request>(null);
  const [busy, setBusy] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const target = request ? props.departments.find((d) => d.id === request.id) : undefined;
  const formOpen = request?.kind === 'add' || request?.kind === 'edit';

  const run = async (kind: 'archive' | 'restore' | 'delete', id: string) => {
    setBusy(true);
    try {
      const { message } = kind === 'delete' ? await api().remove(id) : await api().update(id, { status: kind === 'archive' ? 'archived' : 'active' });
      toastAfterNavigation('success', message);
      window.location.reload();
    } catch (error) {
      setBusy(false);
      setRequest(null);
      void showToast('error', error instanceof ApiError ? error.message : 'Failed to update the department');
    }
  };

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const button = (event.target as Element | null)?.closest<HTMLButtonElement>('button[data-department-action]');
      if (!button) return;
      const next = { kind: button.dataset.departmentAction as NonNullable<Request>['kind'], id: button.dataset.departmentId ?? '' };
      if (next.kind === 'archive' || next.kind === 'restore') void run(next.kind, next.id);
      else setRequest(next);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);

  useEffect(() => {
    const el = dialog.current;
    if (formOpen && el && !el.open) el.showModal();
    if (!formOpen && el?.open) el.close();
  }, [formOpen, request]);

  const close = () => setRequest(null);
  return (
    <>
      <dialog ref={dialog} onClose={close} aria-labelledby="department-dialog-title" className="m-auto w-[calc(100%-1.5rem)] max-w-lg rounded-lg bg-white p-0 shadow-xl backdrop:bg-slate-900/40">
        <h2 id="department-dialog-title" className="border-b border-slate-200 px-5 py-3 text-lg font-semibold">
          {request?.kind === 'edit' ? 'Edit department' : 'Add department'}
        </h2>
        <div className="p-5">{formOpen && <DepartmentForm key={request.id + request.kind} department={target} canChooseHead={props.canChooseHead} onCancel={close} />}</div>
      </dialog>
      <ConfirmDialog open={request?.kind === 'delete' && Boolean(target)} title="Delete department" confirmLabel="Delete" busyLabel="Deleting..." busy={busy} danger onConfirm={() => request && void run('delete', request.id)} onCancel={close}>
        Delete <strong>{target?.name}</strong> and its designations? This cannot be undone. A department with employees cannot be deleted: archive it instead.
      </ConfirmDialog>
    </>
  );
}
