/**
 * 'Convert to customer' (issue 14 §1): a dialog over a live lead asking for the package, billing
 * cycle, reseller (optional) and trial length, defaulting to the OI settings' package and trial
 * days. The choices load when the dialog opens (GET /leads/convert-options), so the list pages do
 * not read packages and resellers on every view (issue 9 §4); past a few hundred resellers the
 * reseller is found by a search (ResellerField). POST /leads/{id}/convert; on success
 * the page reloads with the server's message, on a refusal (409 already converted; 400 a package
 * or reseller no longer active, at its field) the message shows in the dialog.
 */
import { useEffect, useState } from 'react';
import { ValidationError } from 'yup';
import { browserHttp, sessionEnded } from '~/lib/api/browser';
import { describeFailure } from '~/lib/api/failure';
import { customersApi } from '~/lib/customers/api';
import { fieldErrors } from '~/lib/customers/form-errors';
import type { ConversionOptions } from '~/lib/customers/model';
import { convertLeadSchema, TRIAL_DAYS_MAX } from '~/lib/customers/schemas';
import type { LeadFormLead } from '~/lib/leads/form';
import { finish } from '~/lib/actions/finish';
import { ConfirmDialog } from '~/islands/ConfirmDialog';
import { SelectField } from '~/islands/forms/SelectField';
import { ResellerField } from '~/islands/leads/ResellerField';

export interface ConvertLeadDialogProps {
  lead: Pick<LeadFormLead, 'id' | 'name' | 'company' | 'fqdn'>;
  onClose: () => void;
}

const NO_OPTIONS: ConversionOptions = { packages: [], resellers: [], moreResellers: false, defaultPackageId: '', defaultTrialDays: 0 };

export function ConvertLeadDialog({ lead, onClose }: ConvertLeadDialogProps) {
  const [options, setOptions] = useState<ConversionOptions | undefined>();
  const [packageId, setPackageId] = useState('');
  const [billingCycle, setBillingCycle] = useState('monthly');
  const [resellerId, setResellerId] = useState('');
  const [trialDays, setTrialDays] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let open = true;
    customersApi(browserHttp)
      .conversionOptions()
      .then(({ data }) => {
        if (!open) return;
        setOptions(data);
        setPackageId(data.defaultPackageId);
        setTrialDays(String(data.defaultTrialDays));
      })
      .catch((error: unknown) => {
        if (open) setErrors({ form: describeFailure(error, 'Failed to load the packages and resellers', undefined, sessionEnded()).message });
      });
    return () => {
      open = false;
    };
  }, []);
  const loading = options === undefined;
  const choices = options ?? NO_OPTIONS;

  const submit = async () => {
    let input;
    try {
      input = await convertLeadSchema.validate({ packageId, billingCycle, resellerId, trialDays }, { abortEarly: false });
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      setErrors(fieldErrors(error));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const { message } = await customersApi(browserHttp).convert(lead.id, input);
      finish(message);
    } catch (error) {
      setBusy(false);
      // The one failure rule, shown in the dialog: a refused package or reseller at its field.
      const failure = describeFailure(error, 'Failed to convert the lead', undefined, sessionEnded());
      setErrors(failure.errors ?? { form: failure.message });
    }
  };

  return (
    <ConfirmDialog
      open
      title={`Convert ${lead.company} to a customer`}
      confirmLabel="Convert"
      busyLabel="Converting..."
      busy={busy}
      confirmDisabled={loading}
      onConfirm={() => void submit()}
      onCancel={onClose}
    >
      <p>
        {lead.name}'s site <strong className="break-all">{lead.fqdn}</strong> stays live and becomes the customer's site.
      </p>
      <div className="mt-3 flex flex-col gap-3" aria-busy={loading}>
        {loading && !errors.form && <p className="text-sm text-slate-500">Loading packages and resellers…</p>}
        <SelectField
          label="Package"
          name="packageId"
          value={packageId}
          onChange={setPackageId}
          placeholder="Select a package"
          options={choices.packages.map((p) => ({ value: p.id, label: p.name }))}
          error={errors.packageId}
          required
          disabled={busy || loading}
        />
        <SelectField
          label="Billing cycle"
          name="billingCycle"
          value={billingCycle}
          onChange={setBillingCycle}
          placeholder="Select a cycle"
          options={[
            { value: 'monthly', label: 'Monthly' },
            { value: 'yearly', label: 'Yearly' },
          ]}
          error={errors.billingCycle}
          required
          disabled={busy || loading}
        />
        <ResellerField
          // Mounted again once the choices arrive, to start from them.
          key={loading ? 'loading' : 'loaded'}
          initial={{ resellers: choices.resellers, more: choices.moreResellers }}
          value={resellerId}
          onChange={setResellerId}
          error={errors.resellerId}
          disabled={busy || loading}
        />
        <label className="flex flex-col gap-1">
          <span className="text-sm font-medium text-slate-700">Trial days</span>
          <input
            type="number"
            name="trialDays"
            min={0}
            max={TRIAL_DAYS_MAX}
            value={trialDays}
            onChange={(e) => setTrialDays(e.target.value)}
            disabled={busy || loading}
            aria-invalid={errors.trialDays ? true : undefined}
            aria-describedby="convert-trial-hint"
            className={`w-full rounded-md border px-3 py-2 text-sm ${errors.trialDays ? 'border-red-500' : 'border-slate-300'}`}
          />
          <span id="convert-trial-hint" className={`text-xs ${errors.trialDays ? 'text-red-600' : 'text-slate-500'}`}>
            {errors.trialDays ?? '0 starts the paid subscription at once.'}
          </span>
        </label>
        {errors.form && (
          <p role="alert" className="text-sm text-red-600">
            {errors.form}
          </p>
        )}
      </div>
    </ConfirmDialog>
  );
}
