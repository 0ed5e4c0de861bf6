/**
 * 'Impersonate' on a customer user (issue 14 §3): a dialog asks for the reason (at least 10
 * characters) and the duration (5–60 minutes, 15 by default), checked with the API's own schema;
 * on success the customer's site opens in a new tab (no opener) and the page reloads so its list
 * shows the new hand-off. Refusals show in the dialog. Only rendered for holders of
 * `oi:impersonate::customer_users` (the API checks it again).
 */
import { useId, useState } from 'react';
import { ValidationError } from 'yup';
import { browserHttp, sessionEnded } from '~/lib/api/browser';
import { ApiError } from '~/lib/api/http';
import { impersonationApi } from '~/lib/impersonation/api';
import { MINUTE_CHOICES, MINUTES_DEFAULT, REASON_MAX } from '~/lib/impersonation/model';
import { impersonateSchema } from '~/lib/impersonation/schemas';
import { formatDate, type DateStyle } from '~/lib/dates';
import { toastAfterNavigation } from '~/lib/toast';
import { ConfirmDialog } from '~/islands/ConfirmDialog';

export interface ImpersonateButtonProps {
  customerUserId: string;
  name: string;
  /** The settings' zone and date format, for when the hand-off ends. */
  dates: DateStyle;
}

export default function ImpersonateButton({ customerUserId, name, dates }: ImpersonateButtonProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [reason, setReason] = useState('');
  const [minutes, setMinutes] = useState(String(MINUTES_DEFAULT));
  const [errors, setErrors] = useState<Record<string, string>>({});

  const show = () => {
    setReason('');
    setMinutes(String(MINUTES_DEFAULT));
    setErrors({});
    setOpen(true);
  };

  const submit = async () => {
    let input;
    try {
      input = await impersonateSchema.validate({ reason, minutes }, { abortEarly: false });
    } catch (e) {
      if (!(e instanceof ValidationError)) throw e;
      // The first message of each field: 'Reason is required' before its length rule.
      const found: Record<string, string> = {};
      for (const inner of e.inner) found[inner.path ?? 'form'] ??= inner.message;
      setErrors(found);
      return;
    }
    setBusy(true);
    try {
      const { data } = await impersonationApi(browserHttp).start(customerUserId, input);
      window.open(data.url, '_blank', 'noopener');
      toastAfterNavigation('success', `Impersonating ${name} in a new tab until ${formatDate(data.expiresAt, dates)}.`);
      window.location.reload();
    } catch (e) {
      setBusy(false);
      if (sessionEnded()) return;
      setErrors(e instanceof ApiError && e.errors ? e.errors : { form: e instanceof ApiError ? e.message : 'Failed to start impersonation' });
    }
  };

  const field = 'rounded-md border border-slate-300 px-3 py-2 text-sm aria-invalid:border-red-500';
  return (
    <>
      <button type="button" className="btn-primary" onClick={show}>
        Impersonate
      </button>
      <ConfirmDialog
        open={open}
        title={`Impersonate ${name}`}
        confirmLabel="Impersonate"
        busyLabel="Starting..."
        busy={busy}
        onConfirm={() => void submit()}
        onCancel={() => setOpen(false)}
      >
        <p>Their site opens in a new tab, signed in as them. The reason is kept in the audit log.</p>
        <div className="mt-3 flex flex-col gap-1">
          <label htmlFor={`${id}-reason`} className="font-medium text-slate-700">
            Reason <span aria-hidden="true">*</span>
          </label>
          <textarea
            id={`${id}-reason`}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            maxLength={REASON_MAX}
            rows={3}
            required
            aria-invalid={Boolean(errors.reason)}
            aria-describedby={errors.reason ? `${id}-reason-error` : undefined}
            disabled={busy}
            className={field}
          />
          {errors.reason && (
            <p id={`${id}-reason-error`} className="text-sm text-red-600">
              {errors.reason}
            </p>
          )}
        </div>
        <div className="mt-3 flex flex-col gap-1">
          <label htmlFor={`${id}-minutes`} className="font-medium text-slate-700">
            Duration
          </label>
          <select
            id={`${id}-minutes`}
            value={minutes}
            onChange={(e) => setMinutes(e.target.value)}
            aria-invalid={Boolean(errors.minutes)}
            aria-describedby={errors.minutes ? `${id}-minutes-error` : undefined}
            disabled={busy}
            className={field}
          >
            {MINUTE_CHOICES.map((m) => (
              <option key={m} value={m}>
                {m} minutes
              </option>
            ))}
          </select>
          {errors.minutes && (
            <p id={`${id}-minutes-error`} className="text-sm text-red-600">
              {errors.minutes}
            </p>
          )}
        </div>
        {errors.form && (
          <p role="alert" className="mt-3 text-sm text-red-600">
            {errors.form}
          </p>
        )}
      </ConfirmDialog>
    </>
  );
}
