/**
 * The required reason of a confirmation (a suspension, a status change): a labelled textarea with
 * its error under it, shared by a row's action (ActionHost) and a bulk action (BulkBar).
 */
export interface ReasonFieldProps {
  id: string;
  label: string;
  /** The longest reason the route accepts, in characters. */
  max: number;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  disabled: boolean;
}

export function ReasonField({ id, label, max, value, onChange, error, disabled }: ReasonFieldProps) {
  return (
    <div className="mt-3 flex flex-col gap-1">
      <label htmlFor={id} className="font-medium text-slate-700">
        {label} <span aria-hidden="true">*</span>
      </label>
      <textarea
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        maxLength={max}
        rows={3}
        required
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
        disabled={disabled}
        className="rounded-md border border-slate-300 px-3 py-2 text-sm"
      />
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
