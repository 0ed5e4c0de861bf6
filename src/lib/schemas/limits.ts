/**
 * The maxima of issue 9 §2, and the ones it leaves to us, that the shared schemas apply. No yup
 * here: a form that only shows a bound (settings) reads it without loading the validator.
 */
export const NAME_MAX = 100;
export const EMAIL_MAX = 254;
export const NOTES_MAX = 2000;
export const SEARCH_MAX = 200;
/** Long enough for any passphrase, short enough that hashing it costs nothing. */
export const PASSWORD_MAX = 128;
/** Ids, codes, tokens and other short identifiers. */
export const ID_MAX = 100;

/** The largest page a list accepts; a page past the end is empty, so this only bounds the shape. */
export const PAGE_MAX = 1_000_000_000;
export const PAGE_SIZE_MAX = 100;
