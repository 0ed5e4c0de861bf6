/**
 * The reseller registration form (issue 13 §3), also used to edit (`reseller`): company, contact
 * names, email, phone (the phone widget), business category, city, country, address, commission
 * rate (percent, two decimals), the packages it may sell (reseller-visible ones chosen by default)
 * and notes. POST registers an active staff reseller; PATCH edits; then goes to `doneHref`.
 */
import { useState } from 'react';
import { browserHttp } from '~/lib/api/browser';
import type { CategoryOption } from '~/lib/business-categories/model';
import { resellersApi } from '~/lib/resellers/api';
import { toFormValues, toResellerInput } from '~/lib/resellers/form-values';
import type { Reseller, ResellerPackageOption } from '~/lib/resellers/model';
import { toastAfterNavigation } from '~/lib/toast';
import { LazyPhoneField } from '~/islands/forms/LazyPhoneField';
import { SelectField } from '~/islands/forms/SelectField';
import { SubmitButton } from '~/islands/forms/SubmitButton';
import { TextAreaField } from '~/islands/forms/TextAreaField';
import { TextField } from '~/islands/forms/TextField';
import { useForm } from '~/islands/forms/use-form';
import { PackageChecklist } from '~/islands/packages/PackageChecklist';

export interface ResellerFormProps {
  categories: CategoryOption[];
  packages: ResellerPackageOption[];
  /** The reseller to edit; absent to register one. */
  reseller?: Reseller;
  /** Where to go after saving. */
  doneHref: string;
}

const loadSchema = () => import('~/lib/resellers/form').then((m) => m.resellerFormSchema);

export default function ResellerForm(props: ResellerFormProps) {
  const { reseller } = props;
  const form = useForm(loadSchema, toFormValues(reseller));
  const [chosen, setChosen] = useState<string[]>(reseller?.packageIds ?? props.packages.filter((p) => p.resellerVisible).map((p) => p.id));
  const [packagesError, setPackagesError] = useState<string>();

  const submit = form.onSubmit(async (values) => {
    const api = resellersApi(browserHttp);
    const body = toResellerInput(values, chosen);
    try {
      const done = reseller ? await api.update(reseller.id, body) : await api.create(body);
      toastAfterNavigation('success', done.message);
      window.location.assign(props.doneHref);
    } catch (error) {
      const errors = (error as { errors?: Record<string, string> }).errors ?? {};
      setPackagesError(Object.entries(errors).find(([k]) => k.startsWith('packageIds'))?.[1]);
      throw error;
    }
  });

  const offered = props.packages.filter((p) => p.status === 'active' || chosen.includes(p.id));

  return (
    <form ref={form.formRef} method="post" onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <TextField label="Company name" required autoComplete="organization" {...form.field('companyName')} disabled={form.busy} />
      </div>
      <TextField label="First name" required autoComplete="given-name" {...form.field('firstName')} disabled={form.busy} />
      <TextField label="Last name" required autoComplete="family-name" {...form.field('lastName')} disabled={form.busy} />
      <TextField label="Email" type="email" required autoComplete="email" {...form.field('email')} disabled={form.busy} />
      <LazyPhoneField label="Phone Number" required {...form.field('phone')} disabled={form.busy} />
      <SelectField
        label="Business category"
        placeholder="No category"
        options={props.categories.filter((c) => c.status === 'active' || c.id === reseller?.categoryId).map((c) => ({ value: c.id, label: c.name }))}
        {...form.field('categoryId')}
        disabled={form.busy}
      />
      <TextField label="Commission rate (%)" required autoComplete="off" placeholder="12.50" hint="0 to 100, at most two decimals." {...form.field('commissionRate')} disabled={form.busy} />
      <TextField label="City" required autoComplete="address-level2" {...form.field('city')} disabled={form.busy} />
      <TextField label="Country" required autoComplete="country-name" {...form.field('country')} disabled={form.busy} />
      <div className="sm:col-span-2">
        <TextAreaField label="Address" maxLength={500} rows={2} {...form.field('address')} disabled={form.busy} />
      </div>
      <PackageChecklist legend="Packages it may sell" packages={offered} chosen={chosen} empty="No active package yet." onChange={setChosen} error={packagesError} disabled={form.busy} />
      <div className="sm:col-span-2">
        <TextAreaField label="Notes" maxLength={2000} {...form.field('notes')} disabled={form.busy} />
      </div>
      <div className="flex flex-wrap gap-2 sm:col-span-2">
        <SubmitButton label={reseller ? 'Update Reseller' : 'Register Reseller'} busyLabel={reseller ? 'Updating the reseller...' : 'Registering the reseller...'} busy={form.busy} className="btn-primary" />
        <a href={props.doneHref} className="btn-secondary">
          Cancel
        </a>
      </div>
    </form>
  );
}
