/**
 * The form dialog of the action kit (issue 25 §3): one component given a form's fields
 * (lib/actions/table.ts FormSpec) draws them with the form widgets in the dialog shell, checks them
 * with the route's own schema (use-form), sends them, and on success reloads with the API's message.
 * A 409 that names no field is shown under the field the spec names (a name already taken). Loaded
 * by the action host the first time a form is asked for.
 */
import { useEffect, useState } from 'react';
import { ApiError } from '~/lib/api/http';
import type { FormAction, FormField } from '~/lib/actions/table';
import { clearAction } from '~/lib/actions/channel';
import { finish } from '~/lib/actions/finish';
import { ModalDialog } from '~/islands/ModalDialog';
import { SelectField } from '~/islands/forms/SelectField';
import { SubmitButton } from '~/islands/forms/SubmitButton';
import { TextAreaField } from '~/islands/forms/TextAreaField';
import { TextField } from '~/islands/forms/TextField';
import { useForm } from '~/islands/forms/use-form';

export interface FormDialogProps<Row, Ctx> {
  action: FormAction<Row, Ctx>;
  /** The row edited; absent when adding. */
  row: Row | undefined;
  context: Ctx;
}

type Option = { value: string; label: string };

/** A select's choices: given, or loaded once when the form opens (none while loading or after a failure). */
function useOptions(field: FormField): Option[] {
  const given = field.kind === 'select' && Array.isArray(field.options) ? field.options : undefined;
  const [loaded, setLoaded] = useState<Option[]>([]);
  useEffect(() => {
    if (field.kind === 'select' && typeof field.options === 'function') field.options().then(setLoaded, () => undefined);
  }, []);
  return given ?? loaded;
}

function Field(props: { field: FormField; form: ReturnType<typeof useForm<Record<string, string>>> }) {
  const { field, form } = props;
  const options = useOptions(field);
  const common = { label: field.label, disabled: form.busy, ...form.field(field.name) };
  if (field.kind === 'textarea') return <TextAreaField {...common} maxLength={field.max} rows={3} />;
  if (field.kind === 'select') return <SelectField {...common} required={field.required ?? false} placeholder={field.placeholder} options={options} />;
  // A password field is a new password: the browser may offer to generate and save one.
  const kind = field.type === 'password' ? ({ type: 'password', autoComplete: 'new-password' } as const) : { autoComplete: 'off' };
  return <TextField {...common} required={field.required ?? false} {...kind} {...(field.hint ? { hint: field.hint } : {})} />;
}

export default function FormDialog<Row, Ctx>({ action, row, context }: FormDialogProps<Row, Ctx>) {
  const spec = action.form;
  const form = useForm<Record<string, string>>(spec.schema as never, spec.initial(row));
  const submit = form.onSubmit(async (values) => {
    try {
      const body = await spec.submit(values, row);
      finish(action.success?.(row, body.message) ?? body.message, action.then?.(row, body));
    } catch (error) {
      const field = error instanceof ApiError && error.status === 409 && !error.errors ? spec.conflictField?.(error.message) : undefined;
      throw field ? new ApiError(409, (error as ApiError).message, { [field]: (error as ApiError).message }) : error;
    }
  });
  return (
    <ModalDialog open title={spec.title(row)} onClose={clearAction} busy={form.busy} closeButton>
      <form ref={form.formRef} method="post" onSubmit={submit} noValidate className="grid gap-4">
        {spec.intro && <p className="text-sm text-slate-600">{spec.intro(row)}</p>}
        {spec.fields(row, context).map((field) => (
          <Field key={field.name} field={field} form={form} />
        ))}
        <div className="flex flex-wrap gap-2">
          <SubmitButton label={spec.submitLabel(row)} busyLabel="Saving..." busy={form.busy} className="btn-primary" />
          <button type="button" className="btn-secondary" onClick={clearAction} disabled={form.busy}>
            Cancel
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
