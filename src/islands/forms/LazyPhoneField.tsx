/**
 * The phone widget loaded on demand: intl-tel-input (about 17 kB gzip) arrives after the form is
 * usable, and until then a plain labelled tel input holds the same value.
 */
import { lazy, Suspense } from 'react';
import type { PhoneFieldProps } from '~/islands/forms/PhoneField';
import { TextField } from '~/islands/forms/TextField';

const PhoneField = lazy(() => import('~/islands/forms/PhoneField').then((m) => ({ default: m.PhoneField })));

export function LazyPhoneField(props: PhoneFieldProps) {
  const fallback = (
    <TextField
      label={props.label}
      name={props.name}
      type="tel"
      value={props.value}
      onChange={props.onChange}
      error={props.error}
      required={props.required ?? false}
      disabled={props.disabled ?? false}
      autoComplete="tel"
    />
  );
  return (
    <Suspense fallback={fallback}>
      <PhoneField {...props} />
    </Suspense>
  );
}
