/**
 * Labelled text input (spec §2 "Reusable form widgets"): required marker, optional hover tooltip with
 * rules that hides 200 ms after the pointer leaves, error text, disabled state, password show/hide.
 */
import { useId, useRef, useState } from 'react';
import { FieldError, FieldLabel } from '~/islands/forms/FieldLabel';

export interface TextFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'email' | 'password' | 'tel';
  error?: string | undefined;
  required?: boolean;
  disabled?: boolean;
  /** Rules shown in a tooltip beside the label. */
  rules?: string[];
  placeholder?: string;
  autoComplete?: string;
  hint?: string;
  /** Colours the hint and announces its changes (a live format hint); plain grey text when absent. */
  hintTone?: 'info' | 'error' | 'success';
}

const HINT_TONES = { info: 'text-slate-500', error: 'text-red-600', success: 'text-green-700' } as const;

/** Spec §9: the tooltip hides 200 ms after the pointer leaves. */
export const TOOLTIP_HIDE_MS = 200;

export function TextField(props: TextFieldProps) {
  const id = useId();
  const [revealed, setRevealed] = useState(false);
  const [tipOpen, setTipOpen] = useState(false);
  const hideTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const isPassword = props.type === 'password';
  const describedBy = [props.error ? `${id}-error` : '', props.hint ? `${id}-hint` : ''].filter(Boolean).join(' ');

  const showTip = () => {
    clearTimeout(hideTimer.current);
    setTipOpen(true);
  };
  const hideTipSoon = () => {
    hideTimer.current = setTimeout(() => setTipOpen(false), TOOLTIP_HIDE_MS);
  };

  return (
    <div className="flex flex-col gap-1">
      <FieldLabel htmlFor={id} label={props.label} required={props.required}>
        {props.rules && (
          <span className="relative" onMouseEnter={showTip} onMouseLeave={hideTipSoon} onFocus={showTip} onBlur={hideTipSoon}>
            <button type="button" className="flex h-4 w-4 items-center justify-center rounded-full bg-slate-200 text-[10px] font-bold text-slate-600" aria-describedby={tipOpen ? `${id}-tip` : undefined}>
              <span aria-hidden="true">i</span>
              <span className="sr-only">Rules for {props.label}</span>
            </button>
            {tipOpen && (
              <ul id={`${id}-tip`} role="tooltip" className="absolute left-6 top-0 z-20 w-64 rounded-md bg-slate-800 px-3 py-2 text-xs text-white shadow-lg">
                {props.rules.map((rule) => (
                  <li key={rule}>{rule}</li>
                ))}
              </ul>
            )}
          </span>
        )}
      </FieldLabel>
      <div className="relative">
        <input
          id={id}
          name={props.name}
          type={isPassword && revealed ? 'text' : (props.type ?? 'text')}
          value={props.value}
          onChange={(e) => props.onChange(e.target.value)}
          required={props.required}
          disabled={props.disabled}
          placeholder={props.placeholder}
          autoComplete={props.autoComplete}
          aria-invalid={props.error ? true : undefined}
          aria-describedby={describedBy || undefined}
          className={`w-full rounded-md border bg-white px-3 py-2 text-sm shadow-sm disabled:bg-slate-100 disabled:text-slate-500 ${isPassword ? 'pr-16' : ''} ${props.error ? 'border-red-500' : 'border-slate-300'}`}
        />
        {isPassword && (
          <button
            type="button"
            onClick={() => setRevealed((r) => !r)}
            disabled={props.disabled}
            className="absolute inset-y-0 right-0 px-3 text-xs font-medium text-primary"
            aria-label={revealed ? `Hide ${props.label}` : `Show ${props.label}`}
            aria-pressed={revealed}
          >
            {revealed ? 'Hide' : 'Show'}
          </button>
        )}
      </div>
      {props.hint && !props.error && (
        <p id={`${id}-hint`} className={`text-xs ${HINT_TONES[props.hintTone ?? 'info']}`} aria-live={props.hintTone ? 'polite' : undefined}>
          {props.hint}
        </p>
      )}
      <FieldError id={`${id}-error`} error={props.error} />
    </div>
  );
}
