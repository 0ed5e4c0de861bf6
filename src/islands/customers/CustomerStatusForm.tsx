/**
 * A customer's status change (issue 14 §1): the new status and a required reason, sent as PATCH
 * /customers/{id}; the page reloads with the server's message. The schema's messages show beside
 * the fields; a refusal from the server is told by the one rule (lib/api/run-action.ts), at its
 * field when it names one.
 */
import { useState, type FormEvent } from 'react';
import type { ValidationError } from 'yup';
import { browserHttp } from '~/lib/api/browser';
import { toastFailure } from '~/lib/api/run-action';
import { customersApi } from '~/lib/customers/api';
import { fieldErrors } from '~/lib/customers/form-errors';
import { CUSTOMER_STATUS_DISPLAY } from '~/lib/customers/display';
import { CUSTOMER_STATUSES, type CustomerStatus } from '~/lib/customers/model';
import { toastAfterNavigation } from '~/lib/toast';
import { SelectField } from '~/islands/forms/SelectField';
import { TextAreaField } from '~/islands/forms/TextAreaField';

/** The shared schema, loaded when the form is first reached so the page loads no yup before (issue 9 §5). */
const loadSchema = () => import('~/lib/customers/schemas').then((m) => m.updateCustomerSchema);
// By name, not instanceof: a value import of yup here would load it with the page.
const isValidationError = (error: unknown): error is ValidationError => error instanceof Error && error.name === 'ValidationError';

export interface CustomerStatusFormProps {
  customerId: string;
  status: CustomerStatus;
}

export default function CustomerStatusForm(props: CustomerStatusFormProps) {
  const [status, setStatus] = useState<string>(props.status);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    let input;
    try {
      input = await (await loadSchema()).validate({ status, reason }, { abortEarly: false });
    } catch (error) {
      if (!isValidationError(error)) throw error;
      setErrors(fieldErrors(error));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const { message } = await customersApi(browserHttp).update(props.customerId, input);
      toastAfterNavigation('success', message);
      window.location.reload();
    } catch (error) {
      setBusy(false);
      setErrors(toastFailure(error, { fallback: 'Failed to update customer' }).errors ?? {});
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} onFocus={() => void loadSchema().catch(() => undefined)} noValidate className="flex flex-col gap-3" aria-label="Change the status">
      <SelectField
        label="Status"
        name="status"
        value={status}
        onChange={setStatus}
        placeholder="Select a status"
        options={CUSTOMER_STATUSES.map((s) => ({ value: s, label: CUSTOMER_STATUS_DISPLAY[s].label }))}
        error={errors.status}
        required
        disabled={busy}
      />
      <TextAreaField label="Reason" name="reason" value={reason} onChange={setReason} error={errors.reason} maxLength={500} rows={3} disabled={busy} />
      <button type="submit" className="btn-primary self-start" disabled={busy || status === props.status} aria-busy={busy}>
        {busy ? 'Saving...' : 'Change status'}
      </button>
    </form>
  );
}
