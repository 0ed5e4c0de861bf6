/**
 * The bundle choice of the create form (issue 4 point 6): one radio card per bundle with its CPU,
 * RAM, disk, monthly transfer and monthly price, in a labelled group with an error text.
 */
import { useId } from 'react';
import type { Bundle } from '~/lib/data-centers/model';
import { bundleLabel } from '~/lib/data-centers/view';

export interface BundlePickerProps {
  bundles: Bundle[];
  value: string;
  onChange: (bundleId: string) => void;
  error?: string | undefined;
  disabled?: boolean;
}

/** "2 vCPUs · 0.5 GB RAM · 20 GB SSD · 1 TB transfer" (whole terabytes as TB, as Lightsail shows them). */
export function bundleSpecs(b: Bundle): string {
  const cpus = `${b.cpuCount} vCPU${b.cpuCount === 1 ? '' : 's'}`;
  const gb = b.transferPerMonthInGb;
  const transfer = gb >= 1024 && gb % 1024 === 0 ? `${gb / 1024} TB` : `${gb.toLocaleString('en-US')} GB`;
  return `${cpus} · ${b.ramSizeInGb} GB RAM · ${b.diskSizeInGb} GB SSD · ${transfer} transfer`;
}

export function BundlePicker(props: BundlePickerProps) {
  const id = useId();
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={props.error ? `${id}-error` : undefined}>
      <legend className="mb-1 text-sm font-medium text-slate-700">
        Bundle{' '}
        <span className="text-red-600" aria-hidden="true">
          *
        </span>
      </legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {props.bundles.map((b) => (
          <label
            key={b.id}
            className="flex cursor-pointer items-start gap-2 rounded-md border border-slate-300 px-3 py-2 has-checked:border-primary has-checked:bg-primary-soft has-disabled:cursor-not-allowed"
          >
            <input
              type="radio"
              name="bundleId"
              value={b.id}
              checked={props.value === b.id}
              onChange={() => props.onChange(b.id)}
              disabled={props.disabled}
              className="mt-1 accent-primary"
            />
            <span className="flex flex-col">
              <span className="text-sm font-medium text-slate-900">
                {bundleLabel(b)}
              </span>
              <span className="text-xs text-slate-600">{bundleSpecs(b)}</span>
            </span>
          </label>
        ))}
      </div>
      {props.error && (
        <p id={`${id}-error`} className="text-xs text-red-600" role="alert">
          {props.error}
        </p>
      )}
    </fieldset>
  );
}
