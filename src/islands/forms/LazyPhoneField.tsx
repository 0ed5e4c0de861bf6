/**
 * Labelled phone input (spec §2 "Reusable form widgets", §5, §9): flag dropdown with country search,
 * default country Pakistan with a Pakistani example as placeholder, formatted by country, at most 15
 * digits unless `allowLongNumbers`; it reports the number internationally ('+923001239876').
 *
 * One input from the server's markup to the end: intl-tel-input and its utilities (phone-widget.ts)
 * load on the first focus or input and attach to that same input, so the page does not pay for them
 * until someone edits a number (issue 10 §4) and nothing typed meanwhile is lost. (Swapping a plain
 * input for the React widget lost the focus and the digits typed at normal speed: issue 26 defect 1.)
 */
import { useEffect, useId, useRef, useState, type InputEvent } from 'react';
import { FieldError, FieldLabel } from '~/islands/forms/FieldLabel';
import type { PhoneWidget } from '~/islands/forms/phone-widget';

/** Spec §9: phone digits maximum. */
export const MAX_PHONE_DIGITS = 15;
/** Pakistan's example mobile number (intl-tel-input's own, beside +92) until the widget draws its own. */
export const PHONE_PLACEHOLDER = '301 2345678';

export interface PhoneFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  required?: boolean;
  disabled?: boolean;
  allowLongNumbers?: boolean;
}

const digits = (text: string) => text.replace(/\D/g, '').length;

export function LazyPhoneField(props: PhoneFieldProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const widget = useRef<PhoneWidget | null>(null);
  const [wanted, setWanted] = useState(false);
  const [ready, setReady] = useState(false);
  // The value last reported or received: a different `value` prop is a change made by the form.
  const known = useRef(props.value);
  const onChange = useRef(props.onChange);
  onChange.current = props.onChange;

  const report = () => {
    const el = input.current;
    if (!el) return;
    const value = widget.current ? widget.current.getNumber() : el.value;
    if (value === known.current) return;
    known.current = value;
    onChange.current(value);
  };

  // Digits typed before hydration are the form's too.
  useEffect(report, []);

  useEffect(() => {
    if (!wanted) return;
    let live = true;
    // A failed load leaves the plain input, which holds and reports the number as typed.
    import('~/islands/forms/phone-widget').then(
      ({ attachPhoneWidget }) => {
        const el = input.current;
        if (!live || !el) return;
        widget.current = attachPhoneWidget(el);
        setReady(true);
        report();
      },
      () => undefined,
    );
    return () => {
      live = false;
      widget.current?.destroy();
      widget.current = null;
    };
  }, [wanted]);

  // The widget's own changes (a country picked, a number set) come as native input events.
  useEffect(() => {
    const el = input.current;
    el?.addEventListener('input', report);
    el?.addEventListener('countrychange', report);
    return () => {
      el?.removeEventListener('input', report);
      el?.removeEventListener('countrychange', report);
    };
  }, []);

  // A value set by the form (a reset, a loaded record) replaces what the field shows.
  useEffect(() => {
    const el = input.current;
    if (!el || props.value === known.current) return;
    known.current = props.value;
    if (widget.current) widget.current.setNumber(props.value);
    else el.value = props.value;
  }, [props.value]);

  useEffect(() => {
    widget.current?.setDisabled(Boolean(props.disabled));
  }, [props.disabled, ready]);

  // Refuses typing or pasting that would take the number past 15 digits.
  const limitDigits = (event: InputEvent<HTMLInputElement>) => {
    if (props.allowLongNumbers) return;
    const el = event.currentTarget;
    const inserted = event.data ?? '';
    const selected = el.value.slice(el.selectionStart ?? 0, el.selectionEnd ?? 0);
    if (digits(el.value) - digits(selected) + digits(inserted) > MAX_PHONE_DIGITS) event.preventDefault();
  };

  return (
    <div className="flex flex-col gap-1">
      <FieldLabel htmlFor={id} label={props.label} required={props.required} />
      {/* intl-tel-input wraps the input in its own container: React keeps only this span's child list. */}
      <span style={{ display: 'contents' }}>
        <input
          ref={input}
          id={id}
          name={props.name}
          type="tel"
          autoComplete="tel"
          defaultValue={props.value}
          placeholder={PHONE_PLACEHOLDER}
          required={props.required}
          disabled={props.disabled}
          onFocus={() => setWanted(true)}
          onInput={() => setWanted(true)}
          onBeforeInput={limitDigits}
          aria-invalid={props.error ? true : undefined}
          aria-describedby={props.error ? `${id}-error` : undefined}
          className={`w-full rounded-md border bg-white px-3 py-2 text-sm shadow-sm disabled:bg-slate-100 disabled:text-slate-500 ${ready ? 'iti__tel-input' : ''} ${props.error ? 'border-red-500' : 'border-slate-300'}`}
        />
      </span>
      <FieldError id={`${id}-error`} error={props.error} />
    </div>
  );
}
