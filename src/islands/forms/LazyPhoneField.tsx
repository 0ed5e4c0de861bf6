/**
 * The phone widget loaded on demand: intl-tel-input with its utilities arrives on the first focus
 * or input of the field, and until then a plain labelled tel input holds the same value.
 * The server and the hydrating client draw that plain input; the widget replaces it once its chunk
 * has arrived in the live island. (Rendered on the server through React.lazy, the widget's markup
 * sat un-hydrated until its chunk came, a number typed into it meanwhile was wiped when
 * intl-tel-input started, and a cold server streamed the boundary with an inline script that the
 * CSP blocks: React error 419.)
 */
import { useEffect, useState, type ComponentType } from 'react';
import type { PhoneFieldProps } from '~/islands/forms/PhoneField';
import { TextField } from '~/islands/forms/TextField';

export function LazyPhoneField(props: PhoneFieldProps) {
  const [Widget, setWidget] = useState<ComponentType<PhoneFieldProps> | null>(null);
  const [wanted, setWanted] = useState(false);

  // The widget and its libphonenumber utilities (issue 10 §4) load on the first focus or input,
  // never at render, so a form's page does not pay for them until someone edits a number.
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    // A failed load leaves the plain input, which holds and submits the same value.
    import('~/islands/forms/PhoneField').then(
      (m) => live && setWidget(() => m.PhoneField),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [wanted]);

  // The user is in the field when the widget arrives: it takes over the focus.
  if (Widget) return <Widget {...props} autoFocus />;
  return (
    <div onFocus={() => setWanted(true)} onInput={() => setWanted(true)}>
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
    </div>
  );
}
