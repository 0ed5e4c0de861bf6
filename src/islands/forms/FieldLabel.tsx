/**
 * The label row every form widget shares (spec §2 "Reusable form widgets"): the label, a required
 * marker kept outside the label so the accessible name stays the field's name, and optional extras
 * (e.g. a rules tooltip).
 */
import type { ReactNode } from 'react';

export function FieldLabel(props: { htmlFor: string; label: string; required?: boolean | undefined; children?: ReactNode }) {
  return (
    <div className="flex items-center gap-1.5">
      <label htmlFor={props.htmlFor} className="text-sm font-medium text-slate-700">
        {props.label}
      </label>
      {props.required && (
        <span className="-ml-1 text-sm text-red-600" aria-hidden="true">
          *
        </span>
      )}
      {props.children}
    </div>
  );
}

/** A field's error text, announced when it appears; `id` is what the input's aria-describedby names. */
export function FieldError(props: { id: string; error?: string | undefined }) {
  if (!props.error) return null;
  return (
    <p id={props.id} className="text-xs text-red-600" role="alert">
      {props.error}
    </p>
  );
}
