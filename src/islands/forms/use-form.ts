/**
 * Form state for islands: values, per-field errors from the shared yup schema, a busy flag, and
 * server errors mapped back onto fields. Typed input is never lost on failure.
 * The schema may be given as a loader (`() => import(...)`): yup then arrives as a lazy chunk
 * when the user first focuses or presses inside the form (DESIGN.md budgets, issue 9 §5), and is
 * awaited on submit.
 */
import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import type { AnyObject, ObjectSchema, ValidationError } from 'yup';
import { toastFailure } from '~/lib/api/run-action';
import { FALLBACK } from '~/lib/messages';

export type FieldErrors<T> = Partial<Record<keyof T & string, string>>;

/** A schema, or a loader of one (cached by the module system after the first call). */
export type SchemaSource<T extends AnyObject> = ObjectSchema<T> | (() => Promise<ObjectSchema<T>>);

// By name, not instanceof: a value import of yup here would put it back before hydration.
const isValidationError = (error: unknown): error is ValidationError => error instanceof Error && error.name === 'ValidationError';

function collect<T>(error: ValidationError): FieldErrors<T> {
  const errors: Record<string, string> = {};
  for (const inner of error.inner.length ? error.inner : [error]) if (inner.path) errors[inner.path] ??= inner.message;
  return errors as FieldErrors<T>;
}

/**
 * @param schema the shared schema the server validates with, or a loader of it
 * @param initial the starting values (e.g. the current profile)
 * @param fieldAliases server field → form field, when the payload names differ (contact → phoneNumber)
 */
export function useForm<T extends AnyObject>(schema: SchemaSource<T>, initial: T, fieldAliases: Record<string, keyof T & string> = {}) {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<FieldErrors<T>>({});
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  // On a slow machine a user may type before the island hydrates: keep what the DOM already holds.
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    // A lazily given schema starts loading when the user first reaches the form (typing in an
    // autofocused field counts), so a page only looked at never loads yup (issue 9 §5), and a
    // submit rarely waits for it.
    const startLoading = () => {
      if (typeof schema === 'function') void schema().catch(() => undefined);
    };
    const reached = ['focusin', 'pointerdown', 'input'] as const;
    for (const type of reached) form.addEventListener(type, startLoading, { once: true });
    const stopListening = () => reached.forEach((type) => form.removeEventListener(type, startLoading));
    const typed: Record<string, string> = {};
    for (const key of Object.keys(initial)) {
      const el = form.elements.namedItem(key);
      // A choice made in a select counts as much as typing (issue 26 defect 6: a package chosen was lost).
      const field = el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement ? el : null;
      if (field?.value && field.value !== String(initial[key] ?? '')) typed[key] = field.value;
    }
    if (Object.keys(typed).length) setValues((v) => ({ ...v, ...typed }));
    return stopListening;
    // Only once, right after hydration: later changes come through onChange.
  }, []);

  function set<K extends keyof T & string>(name: K, value: T[K]): void {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => (e[name] ? { ...e, [name]: undefined } : e));
  }

  /** Props for a text field bound to `name`. */
  function field<K extends keyof T & string>(name: K) {
    return {
      name,
      value: String(values[name] ?? ''),
      error: errors[name],
      onChange: (value: string) => set(name, value as T[K]),
    };
  }

  /**
   * Returns a submit handler: validates, then runs `action` with the cast values while busy.
   * A failed call is told by the one rule (toastFailure) and marks the fields the server named.
   */
  function onSubmit(action: (values: T) => Promise<void>) {
    return async (event: SyntheticEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (busy) return;
      let cast: T;
      try {
        const resolved = typeof schema === 'function' ? await schema() : schema;
        cast = (await resolved.validate(values, { abortEarly: false })) as T;
      } catch (error) {
        if (isValidationError(error)) return setErrors(collect<T>(error));
        throw error;
      }
      setErrors({});
      setBusy(true);
      try {
        await action(cast);
      } catch (error) {
        // The one rule of a failure (lib/api/run-action.ts): a toast, or after a 401 the way to sign in.
        const failure = toastFailure(error, { fallback: FALLBACK.generic });
        if (failure.errors) {
          const mapped = Object.fromEntries(Object.entries(failure.errors).map(([k, v]) => [fieldAliases[k] ?? k, v]));
          setErrors(mapped as FieldErrors<T>);
        }
      } finally {
        setBusy(false);
      }
    };
  }

  return { values, errors, busy, formRef, set, setValues, field, onSubmit };
}
