/**
 * Labelled multi-line input (the house style of TextField): error text, a character counter
 * against `maxLength`, disabled state.
 */
import { useId } from 'react';

export interface TextAreaFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  /** Shown as "n / max" under the field; the schema enforces it. */
  maxLength?: number;
  rows?: number;
  disabled?: boolean;
}

export function TextAreaField(props: TextAreaFieldProps) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {props.label}
      </label>
      <textarea
        id={id}
        name={props.name}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        rows={props.rows ?? 3}
        disabled={props.disabled}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? `${id}-error` : undefined}
        className={`w-full rounded-md border bg-white px-3 py-2 text-sm shadow-sm disabled:bg-slate-100 disabled:text-slate-500 ${props.error ? 'border-red-500' : 'border-slate-300'}`}
      />
      <div className="flex justify-between gap-2 text-xs">
        {props.error ? (
          <p id={`${id}-error`} className="text-red-600" role="alert">
            {props.error}
          </p>
        ) : (
          <span />
        )}
        {props.maxLength !== undefined && (
          <span className={props.value.length > props.maxLength ? 'text-red-600' : 'text-slate-500'}>
            {props.value.length} / {props.maxLength}
          </span>
        )}
      </div>
    </div>
  );
}
