/**
 * Field builders every shared schema is made of (issue 9 §2), so each text field is strict about its
 * type, trimmed, bounded and storable, with a message that names it. Used by the forms (values are
 * strings there) and by the API, where a body can hold anything JSON can.
 */
import '~/lib/schemas/locale';
import { boolean, number, string } from 'yup';
import { KEYSET_CURSOR_PATTERN } from '~/lib/paginator';
import { PAGE_MAX, PAGE_SIZE_MAX, SEARCH_MAX } from '~/lib/schemas/limits';

// The maxima live apart so browser code can read them without loading yup (issue 9 §5).
export * from '~/lib/schemas/limits';

export interface TextOptions {
  /** The field as users read it, e.g. 'Name'; it starts every message. */
  label: string;
  /** Most characters (UTF-16 units, as the browser's maxlength counts). */
  max: number;
  /** Replaces '{label} should not be greater than {max} characters long' (spec §5's phrasing). */
  maxMessage?: string;
  /** False for secrets, where every character counts. */
  trim?: boolean;
  lowercase?: boolean;
}

// PostgreSQL refuses NUL in text, and a lone surrogate has no UTF-8 form (it would be stored as U+FFFD).
const UNSTORABLE = /[\u0000\p{Cs}]/u;

/**
 * A text field: only a string passes (a number, boolean, array or object is refused with
 * '{label} must be text', never converted), trimmed (and lower-cased) when it is one, at most `max`
 * characters, without NUL or lone surrogates. Chain `.required()`, `.min()`, … as with `string()`.
 */
export function text({ label, max, maxMessage, trim = true, lowercase = false }: TextOptions) {
  return string()
    .typeError(`${label} must be text`)
    .transform((_cast: unknown, raw: unknown) => {
      // yup would have turned 12345 into '12345': hand the raw value on so the type check refuses it.
      if (typeof raw !== 'string') return raw;
      const trimmed = trim ? raw.trim() : raw;
      return lowercase ? trimmed.toLowerCase() : trimmed;
    })
    .test('storable', `${label} contains a character that is not allowed`, (value) => value == null || !UNSTORABLE.test(value))
    .max(max, maxMessage ?? `${label} should not be greater than ${max} characters long`);
}

/**
 * A whole number written in digits, from a query string or JSON: '' is `fallback`; '1e3', '0x10',
 * '-1', '1.5', 'two' and anything outside [min, max] are refused with `message`.
 */
export function wholeNumber({ min, max, fallback, message }: { min: number; max: number; fallback: number; message: string }) {
  return number()
    .typeError(message)
    .transform((_cast: unknown, raw: unknown) => {
      if (raw === '') return fallback;
      if (typeof raw === 'number') return raw;
      return typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
    })
    .integer(message)
    .min(min, message)
    .max(max, message)
    .default(fallback);
}

/** A list's search text `q`: trimmed, '' when absent. */
export const searchField = () => text({ label: 'Search', max: SEARCH_MAX }).default('');

/** A list's 1-based `page`, 1 when absent. */
export const pageField = () =>
  wholeNumber({ min: 1, max: PAGE_MAX, fallback: 1, message: `Page must be a whole number from 1 to ${PAGE_MAX.toLocaleString('en-US')}` });

/** The longest keyset cursor (a sortable list's key values, base64url-encoded). */
export const CURSOR_MAX = 2000;

const keysetCursorField = () =>
  text({ label: 'Page cursor', max: CURSOR_MAX })
    .transform((value: unknown) => (value === '' ? undefined : value))
    .matches(KEYSET_CURSOR_PATTERN, 'Invalid page cursor')
    .optional();

/**
 * The paging fields of a keyset-paged sortable list (issue 9 §6; src/server/db/keyset-page.ts):
 * `after` (the next page), `before` (the previous) or `last=true` (the final page), `page` only
 * labelling the page (absent when unknown) unless it comes alone, and `pageSize`.
 */
export const keysetPagingFields = (fallbackSize: number) => ({
  page: pageField().default(undefined).optional(),
  after: keysetCursorField(),
  before: keysetCursorField(),
  last: boolean().typeError('Last must be true or false').default(false),
  pageSize: pageSizeField(fallbackSize),
});

/** A list's `pageSize`, `fallback` when absent. */
export const pageSizeField = (fallback: number) =>
  wholeNumber({ min: 1, max: PAGE_SIZE_MAX, fallback, message: `Page size must be a whole number from 1 to ${PAGE_SIZE_MAX}` });

// A number as a person writes one: digits, optionally signed, with an optional fraction.
const DECIMAL = /^-?\d+(\.\d+)?$/;

/**
 * A number field of a JSON body: only a JSON number passes; a string, boolean, array or object is
 * refused with `message` (which should name the field), never converted. With `digits`, a string
 * written in decimal digits (what a form's text box holds) is read as its number too. Null and
 * absence pass through for `.nullable()`, `.default()` and `.required()` to judge.
 */
export function numberField(message: string, { digits = false }: { digits?: boolean } = {}) {
  return number()
    .typeError(message)
    .transform((_cast: unknown, raw: unknown) => {
      if (raw == null || typeof raw === 'number') return raw;
      return digits && typeof raw === 'string' && DECIMAL.test(raw.trim()) ? Number(raw.trim()) : Number.NaN;
    });
}
