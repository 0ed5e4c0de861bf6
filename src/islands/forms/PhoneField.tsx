/**
 * Labelled phone input (spec §2 "Reusable form widgets", §5, §9) on intl-tel-input: flag dropdown
 * with country search, default country Pakistan, placeholder '1 (702) 123-4567', formatted by
 * country, at most 15 digits unless `allowLongNumbers`. Its formatting utilities come in the same
 * (lazy, see LazyPhoneField) chunk: loaded separately, they arrived after the widget, and until then
 * the wrapper emitted no number and, once they came, reset the field to its stale initial value if
 * the user had typed and moved on — the number typed was lost (@intl-tel-input/react 29).
 */
import IntlTelInput from '@intl-tel-input/react/with-utils';
import type { UiTranslations } from 'intl-tel-input';
import 'intl-tel-input/styles';
import { useId, type InputEvent } from 'react';
import { FieldError, FieldLabel } from '~/islands/forms/FieldLabel';

/** Spec §9: phone digits maximum. */
export const MAX_PHONE_DIGITS = 15;
export const PHONE_PLACEHOLDER = '1 (702) 123-4567';

export interface PhoneFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  required?: boolean;
  disabled?: boolean;
  allowLongNumbers?: boolean;
  /** Focus the input once mounted (the lazy field hands over a focused input). */
  autoFocus?: boolean;
}

// The country button shows the dial code, so its accessible name starts with it (WCAG 2.5.3).
const COUNTRY_BUTTON_LABEL = {
  selectedCountryAriaLabel: '${dialCode} ${countryName}: change the country of the phone number',
} as unknown as UiTranslations;

const digits = (text: string) => text.replace(/\D/g, '').length;

export function PhoneField(props: PhoneFieldProps) {
  const id = useId();

  // Refuses typing or pasting that would take the number past 15 digits.
  const limitDigits = (event: InputEvent<HTMLInputElement>) => {
    if (props.allowLongNumbers) return;
    const input = event.currentTarget;
    const inserted = event.data ?? '';
    const selected = input.value.slice(input.selectionStart ?? 0, input.selectionEnd ?? 0);
    if (digits(input.value) - digits(selected) + digits(inserted) > MAX_PHONE_DIGITS) event.preventDefault();
  };

  return (
    <div className="flex flex-col gap-1">
      <FieldLabel htmlFor={id} label={props.label} required={props.required} />
      <IntlTelInput
        value={props.value}
        onChangeNumber={props.onChange}
        initialCountry="pk"
        countrySearch
        formatAsYouType
        customPlaceholder={() => PHONE_PLACEHOLDER}
        uiTranslations={COUNTRY_BUTTON_LABEL}
        disabled={props.disabled}
        inputProps={{
          id,
          name: props.name,
          required: props.required,
          onBeforeInput: limitDigits,
          autoFocus: props.autoFocus,
          'aria-invalid': props.error ? true : undefined,
          'aria-describedby': props.error ? `${id}-error` : undefined,
          className: `w-full rounded-md border bg-white py-2 text-sm shadow-sm ${props.error ? 'border-red-500' : 'border-slate-300'}`,
        }}
      />
      <FieldError id={`${id}-error`} error={props.error} />
    </div>
  );
}
