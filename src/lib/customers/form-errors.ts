/**
 * One message per field from a yup ValidationError (abortEarly: false): a missing value says
 * "… is required" rather than the format rule the empty value also breaks.
 */
import type { ValidationError } from 'yup';

export function fieldErrors(error: ValidationError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const e of error.inner) {
    const path = e.path ?? '';
    if (!(path in errors) || e.type === 'required') errors[path] = e.message;
  }
  return errors;
}
