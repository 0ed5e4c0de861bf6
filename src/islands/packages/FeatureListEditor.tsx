/**
 * The feature list editor of the package form: one text input per feature, add and remove buttons.
 */
import { FEATURES_MAX } from '~/lib/packages/model';

export interface FeatureListEditorProps {
  features: string[];
  onChange: (features: string[]) => void;
  error?: string | undefined;
  disabled?: boolean;
}

export function FeatureListEditor({ features, onChange, error, disabled }: FeatureListEditorProps) {
  const set = (i: number, value: string) => onChange(features.map((f, n) => (n === i ? value : f)));
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-slate-700">Features</legend>
      {features.length === 0 && <p className="text-sm text-slate-500">No feature yet.</p>}
      <ul className="flex flex-col gap-2">
        {features.map((feature, i) => (
          <li key={i} className="flex gap-2">
            <input
              aria-label={`Feature ${i + 1}`}
              value={feature}
              maxLength={120}
              disabled={disabled}
              onChange={(e) => set(i, e.target.value)}
              className="w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm shadow-sm"
            />
            <button type="button" className="btn-secondary" disabled={disabled} onClick={() => onChange(features.filter((_, n) => n !== i))} aria-label={`Remove feature ${i + 1}`}>
              Remove
            </button>
          </li>
        ))}
      </ul>
      {error && <p className="text-sm text-red-600">{error}</p>}
      <button type="button" className="btn-secondary self-start" disabled={disabled || features.length >= FEATURES_MAX} onClick={() => onChange([...features, ''])}>
        Add feature
      </button>
    </fieldset>
  );
}
