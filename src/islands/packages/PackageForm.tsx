/**
 * The package registration form (issue 13 §2), also used to edit (`pkg`): name, code, category,
 * description, prices typed in major units with the currency, setup fee, trial days, the five limits
 * (empty = unlimited), the feature list editor, status, visible to resellers, and the allowed
 * upgrades picker (every other package). Sends integer minor units; POST to create, PATCH to edit,
 * then goes to the list with the server's message.
 */
import { useState } from 'react';
import { browserHttp } from '~/lib/api/browser';
import type { CategoryOption } from '~/lib/business-categories/model';
import type { PackageOption } from '~/lib/packages/api';
import { packagesApi } from '~/lib/packages/api';
import { toFormValues, toPackageInput } from '~/lib/packages/form-values';
import { DEFAULT_CURRENCY, type Package } from '~/lib/packages/model';
import { toastAfterNavigation } from '~/lib/toast';
import { FeatureListEditor } from '~/islands/packages/FeatureListEditor';
import { SelectField } from '~/islands/forms/SelectField';
import { SubmitButton } from '~/islands/forms/SubmitButton';
import { TextAreaField } from '~/islands/forms/TextAreaField';
import { TextField } from '~/islands/forms/TextField';
import { useForm } from '~/islands/forms/use-form';
import { PackageChecklist } from '~/islands/packages/PackageChecklist';

export interface PackageFormProps {
  categories: CategoryOption[];
  packages: PackageOption[];
  /** The package to edit; absent to register one. */
  pkg?: Package;
  /** The list to return to. */
  doneHref: string;
}

const loadSchema = () => import('~/lib/packages/form').then((m) => m.packageFormSchema);

const LIMITS = [
  ['users', 'Users'],
  ['storageGb', 'Storage (GB)'],
  ['transferGb', 'Monthly transfer (GB)'],
  ['customDomains', 'Custom domains'],
  ['emailAccounts', 'Email accounts'],
] as const;

export default function PackageForm(props: PackageFormProps) {
  const { pkg } = props;
  const currency = pkg?.currency ?? DEFAULT_CURRENCY;
  const form = useForm(loadSchema, toFormValues(pkg));
  const [features, setFeatures] = useState<string[]>(pkg?.features ?? []);
  const [upgrades, setUpgrades] = useState<string[]>(pkg?.allowedUpgradeIds ?? []);
  const [resellerVisible, setResellerVisible] = useState(pkg?.resellerVisible ?? false);
  const [listErrors, setListErrors] = useState<{ features?: string | undefined; allowedUpgradeIds?: string | undefined }>({});

  const submit = form.onSubmit(async (values) => {
    const api = packagesApi(browserHttp);
    const body = toPackageInput(values, features, upgrades, resellerVisible);
    try {
      const done = pkg ? await api.update(pkg.id, body) : await api.create(body);
      toastAfterNavigation('success', done.message);
      window.location.assign(props.doneHref);
    } catch (error) {
      const errors = (error as { errors?: Record<string, string> }).errors ?? {};
      setListErrors({
        features: Object.entries(errors).find(([k]) => k.startsWith('features'))?.[1],
        allowedUpgradeIds: Object.entries(errors).find(([k]) => k.startsWith('allowedUpgradeIds'))?.[1],
      });
      throw error;
    }
  });

  const money = (name: 'monthlyPrice' | 'yearlyPrice' | 'setupFee', label: string, required: boolean) => (
    <TextField label={`${label} (${currency})`} required={required} placeholder="0.00" autoComplete="off" {...form.field(name)} disabled={form.busy} />
  );
  const others = props.packages.filter((p) => p.id !== pkg?.id);

  return (
    <form ref={form.formRef} method="post" onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
      <TextField label="Name" required autoComplete="off" {...form.field('name')} disabled={form.busy} />
      <TextField
        label="Code"
        required
        autoComplete="off"
        hint="Upper-case letters, digits and hyphens, e.g. BUSINESS-PLUS."
        {...form.field('code')}
        onChange={(v) => form.set('code', v.toUpperCase())}
        disabled={form.busy}
      />
      <SelectField
        label="Business category"
        placeholder="No category"
        options={props.categories.filter((c) => c.status === 'active' || c.id === pkg?.categoryId).map((c) => ({ value: c.id, label: c.name }))}
        {...form.field('categoryId')}
        disabled={form.busy}
      />
      <SelectField
        label="Status"
        placeholder="Select a status"
        required
        options={[
          { value: 'draft', label: 'Draft (not sold yet)' },
          { value: 'active', label: 'Active' },
          { value: 'archived', label: 'Archived (no new subscribers)' },
        ]}
        {...form.field('status')}
        disabled={form.busy}
      />
      {money('monthlyPrice', 'Monthly price', true)}
      {money('yearlyPrice', 'Yearly price', true)}
      {money('setupFee', 'Setup fee', false)}
      <TextField label="Trial days" autoComplete="off" {...form.field('trialDays')} disabled={form.busy} />
      <div className="sm:col-span-2">
        <TextAreaField label="Description" maxLength={2000} {...form.field('description')} disabled={form.busy} />
      </div>
      <fieldset className="grid gap-4 sm:col-span-2 sm:grid-cols-3">
        <legend className="mb-1 text-sm font-medium text-slate-700">Limits (leave empty for unlimited)</legend>
        {LIMITS.map(([name, label]) => (
          <TextField key={name} label={label} autoComplete="off" placeholder="Unlimited" {...form.field(name)} disabled={form.busy} />
        ))}
      </fieldset>
      <div className="sm:col-span-2">
        <FeatureListEditor features={features} onChange={setFeatures} error={listErrors.features} disabled={form.busy} />
      </div>
      <PackageChecklist legend="Allowed upgrades" packages={others} chosen={upgrades} empty="No other package yet." onChange={setUpgrades} error={listErrors.allowedUpgradeIds} disabled={form.busy} />
      <label className="flex items-center gap-2 text-sm sm:col-span-2">
        <input type="checkbox" checked={resellerVisible} onChange={(e) => setResellerVisible(e.target.checked)} disabled={form.busy} />
        Visible to resellers
      </label>
      <div className="flex flex-wrap gap-2 sm:col-span-2">
        <SubmitButton label={pkg ? 'Update Package' : 'Add Package'} busyLabel={pkg ? 'Updating the package...' : 'Adding the package...'} busy={form.busy} className="btn-primary" />
        <a href={props.doneHref} className="btn-secondary">
          Cancel
        </a>
      </div>
    </form>
  );
}
