/**
 * The phone widget loaded on demand (issue 9 §5): intl-tel-input and its formatting utilities (about
 * 90 kB gzip together) are fetched on the field's first focus or input, not at render, so a page
 * with a phone field stays within its JavaScript budget. Until then, and if the chunk fails, a plain
 * labelled tel input holds and submits the same value; once the widget has arrived it takes that
 * value and the focus, caret at the end, so typing goes on where it was.
 * (Rendered on the server through React.lazy, the widget's markup sat un-hydrated until its chunk
 * came, a number typed into it meanwhile was wiped when intl-tel-input started, and a cold server
 * streamed the boundary with an inline script that the CSP blocks: React error 419.)
 */
import { useEffect, useRef, useState, type ComponentType } from 'react';
import type { PhoneFieldProps } from '~/islands/forms/PhoneField';
import { TextField } from '~/islands/forms/TextField';

export function LazyPhoneField(props: PhoneFieldProps) {
  const [Widget, setWidget] = useState<ComponentType<PhoneFieldProps> | null>(null);
  const wrapper = useRef<HTMLDivElement>(null);
  const requested = useRef(false);
  const live = useRef(true);
  // Whether the plain input had the focus when the widget arrived.
  const hadFocus = useRef(false);

  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);

  const load = () => {
    if (requested.current) return;
    requested.current = true;
    // A failed load leaves the plain input, which holds and submits the same value.
    import('~/islands/forms/PhoneField').then(
      (m) => {
        if (!live.current) return;
        hadFocus.current = Boolean(wrapper.current?.contains(document.activeElement));
        setWidget(() => m.PhoneField);
      },
      () => undefined,
    );
  };

  useEffect(() => {
    if (!Widget || !hadFocus.current) return;
    const input = wrapper.current?.querySelector<HTMLInputElement>('input[type="tel"]');
    if (!input) return;
    input.focus();
    input.setSelectionRange(input.value.length, input.value.length);
  }, [Widget]);

  if (Widget) {
    return (
      <div ref={wrapper}>
        <Widget {...props} />
      </div>
    );
  }
  return (
    <div ref={wrapper} onFocus={load} onInput={load}>
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
