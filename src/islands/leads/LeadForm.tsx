/**
 * The lead form (issue 5 point 4): Name, Email, Phone Number (the phone widget), Company, Subdomain
 * with its live format hint, Data Center (running instances) and Notes.
 *
 * - Register (no `lead`): POST /leads/create-lead. The call answers 201 even when provisioning
 *   failed: the lead is then saved as `failed` and the message says why, so that is shown as an
 *   error, what was typed stays, and submitting again updates that saved lead and retries it
 *   (`canRetry`) instead of colliding with its own subdomain. Success: toast on the next page
 *   (`doneHref`, all leads).
 * - Edit (`lead`): PATCH /leads/update-lead; a new subdomain or data center re-provisions. Saved
 *   either way, so the page reloads with a success or error toast.
 * Any other failure shows the server's message or the spec §8 fallback and keeps the input.
 */
import { useState } from 'react';
import { browserHttp } from '~/lib/api/browser';
import { leadsApi } from '~/lib/leads/api';
import type { DataCenterOption } from '~/lib/leads/data-centers';
import { movesLead, toFormLead, type LeadFormLead } from '~/lib/leads/form';
import type { CategoryOption } from '~/lib/business-categories/model';
import type { Lead } from '~/lib/leads/model';
import type { CreateLeadInput } from '~/lib/leads/schemas';
import { subdomainHint } from '~/lib/leads/subdomain';
import { showToast, toastAfterNavigation } from '~/lib/toast';
import type { ApiBody } from '~/lib/types';
import { LazyPhoneField } from '~/islands/forms/LazyPhoneField';
import { SelectField } from '~/islands/forms/SelectField';
import { SubmitButton } from '~/islands/forms/SubmitButton';
import { TextAreaField } from '~/islands/forms/TextAreaField';
import { TextField } from '~/islands/forms/TextField';
import { useForm } from '~/islands/forms/use-form';
import { textValues } from '~/lib/form-values';

export interface LeadFormProps {
  /** Choices of the data center select (see dataCenterChoices). */
  dataCenters: DataCenterOption[];
  /** LEADS_DOMAIN, so the hint can show the full address. */
  domain?: string;
  /** The lead to edit; absent to register a new one. */
  lead?: LeadFormLead;
  /** May the user update and retry a lead (the `edit` permission)? */
  canRetry?: boolean;
  /** Where to go after registering; absent: this page again, with an empty form. */
  doneHref?: string;
  /** Edit mode: shows a Cancel button. */
  onCancel?: () => void;
  /** Says so under the select while the choices load (edit dialog). */
  dataCentersHint?: string;
  /** Business categories to offer (issue 13 §1); without them the lead keeps its category. */
  categories?: CategoryOption[];
}

const NOTES_MAX = 2000;

// The shared schema (and yup with it) loads right after hydration, off the first paint's budget.
const loadSchema = () => import('~/lib/leads/schemas').then((m) => m.createLeadSchema);

const initialValues = (lead?: LeadFormLead): CreateLeadInput =>
  textValues(lead, ['name', 'email', 'phone', 'company', 'subdomain', 'dataCenterId', 'notes', 'categoryId'] as const);

export function LeadForm(props: LeadFormProps) {
  const editing = props.lead !== undefined;
  const form = useForm(loadSchema, initialValues(props.lead));
  // The lead already saved by this form: the edited one, or a registration whose provisioning failed.
  const [saved, setSaved] = useState<LeadFormLead | undefined>(props.lead);
  const [failure, setFailure] = useState<string>();
  const hint = subdomainHint(form.values.subdomain, props.domain);

  const submit = form.onSubmit(async (values) => {
    const api = leadsApi(browserHttp);
    let body: ApiBody<Lead>;
    let attempted = true;
    // A failure is use-form's: a 409 for the subdomain names that field, so it shows under it.
    if (!saved) {
      body = await api.createLead(values);
    } else {
      attempted = movesLead(saved, values);
      body = await api.updateLead({ ...values, id: saved.id });
      // Resubmitting a failed registration unchanged means "try again".
      if (!editing && !attempted && body.data.status === 'failed') {
        body = await api.retryLead(saved.id);
        attempted = true;
      }
    }
    if (attempted && body.data.status === 'failed') {
      if (editing) {
        toastAfterNavigation('error', body.message);
        return window.location.reload();
      }
      if (props.canRetry) setSaved(toFormLead(body.data));
      setFailure(body.message);
      return void showToast('error', body.message);
    }
    toastAfterNavigation('success', body.message);
    if (editing) window.location.reload();
    else window.location.assign(props.doneHref ?? window.location.pathname);
  });

  const [label, busyLabel] = editing
    ? ['Update Lead', 'Updating the lead...']
    : saved
      ? ['Retry Lead', 'Retrying the lead...']
      : ['Add Lead', 'Adding the lead...'];

  return (
    <form ref={form.formRef} method="post" onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
      <TextField label="Name" required autoComplete="name" {...form.field('name')} disabled={form.busy} />
      <TextField label="Email" type="email" required autoComplete="email" {...form.field('email')} disabled={form.busy} />
      <LazyPhoneField label="Phone Number" required {...form.field('phone')} disabled={form.busy} />
      <TextField label="Company" required autoComplete="organization" {...form.field('company')} disabled={form.busy} />
      <TextField
        label="Subdomain"
        required
        autoComplete="off"
        {...form.field('subdomain')}
        onChange={(value) => form.set('subdomain', value.toLowerCase())}
        hint={hint.text}
        hintTone={hint.tone}
        disabled={form.busy}
      />
      <SelectField
        label="Data Center"
        required
        placeholder="Select a data center"
        options={props.dataCenters.map((o) => ({ value: o.id, label: o.label }))}
        hint={props.dataCentersHint ?? 'Only a running data center can host a new subdomain.'}
        {...form.field('dataCenterId')}
        disabled={form.busy}
      />
      {props.categories && (
        <SelectField
          label="Business category"
          placeholder="No category"
          options={props.categories
            .filter((c) => c.status === 'active' || c.id === props.lead?.categoryId)
            .map((c) => ({ value: c.id, label: c.name }))}
          {...form.field('categoryId')}
          disabled={form.busy}
        />
      )}
      <div className="sm:col-span-2">
        <TextAreaField label="Notes" maxLength={NOTES_MAX} {...form.field('notes')} disabled={form.busy} />
      </div>
      {failure && (
        <div role="alert" className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800 sm:col-span-2">
          <p className="font-medium">{failure}</p>
          <p className="mt-1">
            {saved
              ? 'The lead is saved as failed. Fix what is wrong (for example, pick a running data center) and press Retry Lead.'
              : 'The lead is saved as failed in All Leads.'}
          </p>
        </div>
      )}
      <div className="flex flex-wrap gap-2 sm:col-span-2">
        <SubmitButton label={label} busyLabel={busyLabel} busy={form.busy} className="btn-primary" />
        {props.onCancel && (
          <button type="button" className="btn-secondary" onClick={props.onCancel} disabled={form.busy}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}

/** The registration page's island. */
export default LeadForm;
