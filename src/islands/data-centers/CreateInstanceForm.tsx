/**
 * The create-instance form (issue 4 point 6; spec §7 POST /aws-light-sail/create-instance): a name,
 * a region (the 13 of spec §3 with their city labels), then that region's availability zones,
 * blueprints and bundles, each loaded when the region is chosen with its own busy and error state.
 * Lightsail's naming rules are checked before submitting, with the schema the server uses. Success
 * toasts the server's message on the list, where the new instance shows as pending; a failure shows
 * the server's message or 'Failed to Create instance' and keeps what was typed (a name taken in
 * the region under Instance name).
 */
import { useState } from 'react';
import { browserHttp } from '~/lib/api/browser';
import { dataCentersApi } from '~/lib/data-centers/api';
import { describeFailure } from '~/lib/api/failure';
import type { Blueprint } from '~/lib/data-centers/model';
import { FALLBACK } from '~/lib/messages';
import { REGIONS } from '~/lib/data-centers/regions';
import { createInstanceSchema, type CreateInstanceInput } from '~/lib/data-centers/schemas';
import { toastAfterNavigation } from '~/lib/toast';
import { BundlePicker } from '~/islands/data-centers/BundlePicker';
import { useRegionCatalogue, type CatalogueKind, type Load } from '~/islands/data-centers/use-region-catalogue';
import { SelectField } from '~/islands/forms/SelectField';
import { SubmitButton } from '~/islands/forms/SubmitButton';
import { TextField } from '~/islands/forms/TextField';
import { useForm } from '~/islands/forms/use-form';

const NAME_RULES = [
  '2 to 255 characters',
  'Starts with a letter or a number',
  'Letters, numbers, hyphens (-), underscores (_) and periods (.) only',
  'Unique within its region',
];

const REGION_OPTIONS = REGIONS.map((r) => ({ value: r.code, label: `${r.label} (${r.code})` }));

/** The form's values: the create payload, with nothing chosen yet. */
const EMPTY = { instanceName: '', region: '', availabilityZone: '', blueprintId: '', bundleId: '' } as unknown as CreateInstanceInput;

const blueprintGroups = (items: Blueprint[]) => [
  { label: 'Operating systems', options: items.filter((b) => b.type === 'os').map((b) => ({ value: b.id, label: b.name })) },
  { label: 'Applications', options: items.filter((b) => b.type === 'app').map((b) => ({ value: b.id, label: b.name })) },
];

export interface CreateInstanceFormProps {
  /** The list to return to after a create. */
  listPath: string;
  onCancel: () => void;
}

export function CreateInstanceForm({ listPath, onCancel }: CreateInstanceFormProps) {
  const form = useForm(createInstanceSchema, EMPTY);
  const [failure, setFailure] = useState('');
  // Set once created: the form stays busy while the list replaces the page.
  const [leaving, setLeaving] = useState(false);
  const region = String(form.values.region);
  const catalogue = useRegionCatalogue(region);

  const chooseRegion = (code: string) => {
    form.set('region', code as CreateInstanceInput['region']);
    // A zone, blueprint or bundle of another region means nothing here.
    form.set('availabilityZone', '');
    form.set('blueprintId', '');
    form.set('bundleId', '');
  };

  /** Busy, hint, error and retry props of a select whose options come from the catalogue. */
  const loadState = <T,>(kind: CatalogueKind, load: Load<T>, what: string, fieldError: string | undefined) => ({
    busy: load.status === 'loading',
    hint: load.status === 'loading' ? `Loading ${what}...` : region ? undefined : 'Choose a region first.',
    error: load.status === 'error' ? load.message : fieldError,
    disabled: form.busy || load.status !== 'ready',
    action:
      load.status === 'error' ? (
        <button type="button" className="link self-start text-xs" onClick={() => catalogue.retry(kind)}>
          Retry loading {what}
        </button>
      ) : undefined,
  });

  const submit = form.onSubmit(async (values) => {
    setFailure('');
    try {
      const { message } = await dataCentersApi(browserHttp).create(values);
      // The list is drawn on the server: the new instance shows there, pending, on page 1.
      toastAfterNavigation('success', message);
      setLeaving(true);
      window.location.assign(listPath);
    } catch (error) {
      // A failure about a field (a name taken in the region) shows under it; any other one above the form.
      const failure = describeFailure(error, FALLBACK.createInstance);
      if (!failure.errors) setFailure(failure.message);
      throw error;
    }
  });

  const zones = catalogue.zones.status === 'ready' ? catalogue.zones.items : [];
  const blueprints = catalogue.blueprints.status === 'ready' ? catalogue.blueprints.items : [];
  const bundles = catalogue.bundles;

  return (
    <form ref={form.formRef} method="post" onSubmit={submit} noValidate className="flex flex-col gap-4">
      {failure && (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {failure}
        </p>
      )}
      <TextField label="Instance name" required rules={NAME_RULES} autoComplete="off" placeholder="e.g. reseller-web-2" {...form.field('instanceName')} disabled={form.busy} />
      <SelectField label="Region" name="region" required placeholder="Choose a region" options={REGION_OPTIONS} value={region} onChange={chooseRegion} error={form.errors.region} disabled={form.busy} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Availability zone"
          name="availabilityZone"
          required
          placeholder="Choose a zone"
          options={zones.map((z) => ({ value: z.zoneName, label: z.zoneName }))}
          value={String(form.values.availabilityZone)}
          onChange={(v) => form.set('availabilityZone', v)}
          {...loadState('zones', catalogue.zones, 'availability zones', form.errors.availabilityZone)}
        />
        <SelectField
          label="Blueprint"
          name="blueprintId"
          required
          placeholder="Choose a blueprint"
          options={blueprintGroups(blueprints)}
          value={String(form.values.blueprintId)}
          onChange={(v) => form.set('blueprintId', v)}
          {...loadState('blueprints', catalogue.blueprints, 'blueprints', form.errors.blueprintId)}
        />
      </div>
      {bundles.status === 'ready' ? (
        <BundlePicker bundles={bundles.items} value={String(form.values.bundleId)} onChange={(v) => form.set('bundleId', v)} error={form.errors.bundleId} disabled={form.busy} />
      ) : (
        <div className="flex flex-col gap-1">
          <p className="text-sm font-medium text-slate-700">
            Bundle{' '}
            <span className="text-red-600" aria-hidden="true">
              *
            </span>
          </p>
          <p className={`text-xs ${bundles.status === 'error' || form.errors.bundleId ? 'text-red-600' : 'text-slate-500'}`} role={bundles.status === 'error' || form.errors.bundleId ? 'alert' : undefined}>
            {bundles.status === 'loading' ? 'Loading bundles...' : bundles.status === 'error' ? bundles.message : (form.errors.bundleId ?? 'Choose a region first.')}
          </p>
          {bundles.status === 'error' && (
            <button type="button" className="link self-start text-xs" onClick={() => catalogue.retry('bundles')}>
              Retry loading bundles
            </button>
          )}
        </div>
      )}
      <div className="flex flex-col-reverse gap-2 border-t border-slate-200 pt-4 sm:flex-row sm:justify-end">
        <button type="button" className="btn-secondary" onClick={onCancel} disabled={form.busy}>
          Cancel
        </button>
        <SubmitButton label="Create instance" busyLabel="Creating the instance..." busy={form.busy || leaving} className="btn-primary" />
      </div>
    </form>
  );
}
