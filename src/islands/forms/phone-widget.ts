/**
 * The phone widget's lazy half (spec §2 "Reusable form widgets", §9; issue 26 defect 1):
 * intl-tel-input with its libphonenumber utilities, attached to the field's own input once the user
 * reaches it. Nothing replaces the input, so what was typed while this chunk loaded stays, and the
 * focus and caret intl-tel-input's wrapper takes away (it moves the input into its container) are put
 * back: typing goes on in the same field.
 */
import intlTelInput from 'intl-tel-input/intlTelInputWithUtils';
import type { Iti, UiTranslations } from 'intl-tel-input';
import 'intl-tel-input/styles';

export type PhoneWidget = Iti;

// The country button shows the dial code, so its accessible name starts with it (WCAG 2.5.3).
const COUNTRY_BUTTON_LABEL = {
  selectedCountryAriaLabel: '${dialCode} ${countryName}: change the country of the phone number',
} as unknown as UiTranslations;

/**
 * Turns `input` into the phone widget: Pakistan by default (spec §9), country search, formatted as
 * typed, and each country's own example number as the placeholder (Pakistan's '301 2345678' beside
 * +92). Returns the intl-tel-input instance; `destroy()` gives the plain input back.
 */
export function attachPhoneWidget(input: HTMLInputElement): PhoneWidget {
  const hadFocus = document.activeElement === input;
  const caretAtEnd = input.selectionStart === input.value.length;
  const { selectionStart, selectionEnd } = input;
  const widget = intlTelInput(input, {
    initialCountry: 'pk',
    countrySearch: true,
    formatAsYouType: true,
    placeholderNumberPolicy: 'AGGRESSIVE',
    uiTranslations: COUNTRY_BUTTON_LABEL,
  });
  if (hadFocus) {
    input.focus({ preventScroll: true });
    // The number may have been reformatted (spaces added): a caret that was at the end stays there.
    if (caretAtEnd) input.setSelectionRange(input.value.length, input.value.length);
    else input.setSelectionRange(selectionStart, selectionEnd);
  }
  return widget;
}
