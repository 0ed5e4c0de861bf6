/**
 * Labelled select (the house style of TextField): required marker, a placeholder choice for "none
 * yet", flat or grouped options (<optgroup>), hint and error text, a busy state while its choices
 * load, an optional action under it (e.g. "Retry loading"), disabled state.
 */
import { useId, type ReactNode } from 'react';
import { FieldError, FieldLabel } from '~/islands/forms/FieldLabel';

export interface SelectOption {
  value: string;
  label: string;
}

/** A titled group of options, drawn as an <optgroup>. */
export interface SelectOptionGroup {
  label: string;
  options: readonly SelectOption[];
}

export interface SelectFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  options: ReadonlyArray<SelectOption | SelectOptionGroup>;
  /** The first, empty choice, e.g. 'Select a data center'. */
  placeholder: string;
  error?: string | undefined;
  hint?: string | undefined;
  required?: boolean;
  disabled?: boolean;
  /** True while the choices load: announced as busy. */
  busy?: boolean;
  /** Shown under the field, e.g. a button that reloads the choices. */
  action?: ReactNode;
}

const isGroup = (o: SelectOption | SelectOptionGroup): o is SelectOptionGroup => 'options' in o;

const renderOption = (o: SelectOption) => (
  <option key={o.value} value={o.value}>
    {o.label}
  </option>
);

export function SelectField(props: SelectFieldProps) {
  const id = useId();
  const describedBy = props.error ? `${id}-error` : props.hint ? `${id}-hint` : undefined;
  return (
    <div className="flex flex-col gap-1">
      <FieldLabel htmlFor={id} label={props.label} required={props.required} />
      <select
        id={id}
        name={props.name}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        required={props.required}
        disabled={props.disabled}
        aria-busy={props.busy || undefined}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={describedBy}
        className={`w-full rounded-md border bg-white px-3 py-2 text-sm shadow-sm disabled:bg-slate-100 disabled:text-slate-500 ${props.error ? 'border-red-500' : 'border-slate-300'}`}
      >
        <option value="">{props.placeholder}</option>
        {props.options.map((o) =>
          isGroup(o) ? (
            o.options.length > 0 && (
              <optgroup key={`group-${o.label}`} label={o.label}>
                {o.options.map(renderOption)}
              </optgroup>
            )
          ) : (
            renderOption(o)
          ),
        )}
      </select>
      {props.hint && !props.error && (
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {props.hint}
        </p>
      )}
      <FieldError id={`${id}-error`} error={props.error} />
      {props.action}
    </div>
  );
}
