/**
 * The designations page's one island (issue 12 §2), hydrated when idle: the add/edit dialog (title,
 * department, level 1–20, description), archive/restore at once, and delete after a confirmation
 * (refused with a 409 while employees hold it; the toast names how many).
 */
import { useEffect, useRef, useState } from 'react';
import { browserHttp } from '~/lib/api/browser';
import { ApiError } from '~/lib/api/http';
import { designationsApi } from '~/lib/designations/api';
import type { Designation } from '~/lib/designations/model';
import type { SchemaSource } from '~/islands/forms/use-form';
import { showToast, toastAfterNavigation } from '~/lib/toast';
import { ConfirmDialog } from '~/islands/ConfirmDialog';
import { SelectField } from '~/islands/forms/SelectField';
import { SubmitButton } from '~/islands/forms/SubmitButton';
import { TextAreaField } from '~/islands/forms/TextAreaField';
import { TextField } from '~/islands/forms/TextField';
import { useForm } from '~/islands/forms/use-form';

export interface DesignationManagerProps {
  designations: Designation[];
  /** Active departments, the choices of the form. */
  departments: { id: string; name: string }[];
}

type Request = { kind: 'add' | 'edit' | 'archive' | 'restore' | 'delete'; id: string } | null;

/** The form holds the level as typed; the shared schema casts it to a number. */
interface FormValues {
  title: string;
  departmentId: string;
  level: string;
  description: string;
}

const loadSchema = (() => import('~/lib/designations/schemas').then((m) => m.createDesignationSchema)) as unknown as SchemaSource<FormValues>;
const api = () => designationsApi(browserHttp);

function DesignationForm(props: { designation?: Designation | undefined; departments: DesignationManagerProps['departments']; onCancel: () => void }) {
  const d = props.designation;
  const form = useForm(loadSchema, { title: d?.title ?? '', departmentId: d?.departmentId ?? '', level: String(d?.level ?? 1), description: d?.description ?? '' });
  const submit = form.onSubmit(async (values) => {
    const body = { ...values, level: Number(values.level) };
    try {
      const { message } = d ? await api().update(d.id, body) : await api().add(body);
      toastAfterNavigation('success', message);
      window.location.reload();
    } catch (error) {
      if (error instanceof ApiError && error.status === 409 && !error.errors) throw new ApiError(409, error.message, { title: error.message });
      throw error;
    }
  });
  return (
    <form ref={form.formRef} method="post" onSubmit={submit} noValidate className="grid gap-4">
      <TextField label="Title" required autoComplete="off" {...form.field('title')} disabled={form.busy} />
      <SelectField
        label="Department"
        name="departmentId"
        required
        placeholder="Select a department"
        value={form.values.departmentId}
        onChange={(v) => form.set('departmentId', v)}
        options={props.departments.map((x) => ({ value: x.id, label: x.name }))}
        error={form.errors.departmentId}
        disabled={form.busy}
      />
      <TextField label="Level" required hint="1 (most junior) to 20." {...form.field('level')} disabled={form.busy} />
      <TextAreaField label="Description" maxLength={500} rows={3} {...form.field('description')} disabled={form.busy} />
      <div className="flex flex-wrap gap-2">
        <SubmitButton label={d ? 'Save changes' : 'Add designation'} busyLabel="Saving..." busy={form.busy} className="btn-primary" />
        <button type="button" className="btn-secondary" onClick={props.onCancel} disabled={form.busy}>
          Cancel
        </button>
      </div>
    </form>
  );
}

export default function DesignationManager(props: DesignationManagerProps) {
  const [request, setRequest] = useState<Request>(null);
  const [busy, setBusy] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const target = request ? props.designations.find((d) => d.id === request.id) : undefined;
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
      void showToast('error', error instanceof ApiError ? error.message : 'Failed to update the designation');
    }
  };

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const button = (event.target as Element | null)?.closest<HTMLButtonElement>('button[data-designation-action]');
      if (!button) return;
      const next = { kind: button.dataset.designationAction as NonNullable<Request>['kind'], id: button.dataset.designationId ?? '' };
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
      <dialog ref={dialog} onClose={close} aria-labelledby="designation-dialog-title" className="m-auto w-[calc(100%-1.5rem)] max-w-lg rounded-lg bg-white p-0 shadow-xl backdrop:bg-slate-900/40">
        <h2 id="designation-dialog-title" className="border-b border-slate-200 px-5 py-3 text-lg font-semibold">
          {request?.kind === 'edit' ? 'Edit designation' : 'Add designation'}
        </h2>
        <div className="p-5">{formOpen && <DesignationForm key={request.id + request.kind} designation={target} departments={props.departments} onCancel={close} />}</div>
      </dialog>
      <ConfirmDialog open={request?.kind === 'delete' && Boolean(target)} title="Delete designation" confirmLabel="Delete" busyLabel="Deleting..." busy={busy} danger onConfirm={() => request && void run('delete', request.id)} onCancel={close}>
        Delete <strong>{target?.title}</strong>? This cannot be undone. A designation held by employees cannot be deleted: archive it instead.
      </ConfirmDialog>
    </>
  );
}
