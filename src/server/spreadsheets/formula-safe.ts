/**
 * Text written into an exported spreadsheet (XLSX or CSV) so that no spreadsheet program runs it as
 * a formula (issue 27 §9, OWASP "CSV injection"): text that begins with `=`, `+`, `-`, `@`, a tab or
 * a carriage return gets a leading apostrophe, so `=1+1` is written `'=1+1` and shown as typed. A
 * number as written (`+92 300 1230000`, `-5`) is left alone: digits, spaces, dots, dashes and
 * parentheses after a sign call nothing, and every contact would otherwise show an apostrophe.
 */

/** = + - @ tab CR */
const TRIGGERS = new Set([0x3d, 0x2b, 0x2d, 0x40, 0x09, 0x0d]);
const NUMBER_AS_WRITTEN = /^[+-]?[ (]*\d[\d ().-]*$/;

/** `text` as a spreadsheet cell may hold it: with a leading apostrophe when it would start a formula. */
export function formulaSafe(text: string): string {
  if (!TRIGGERS.has(text.charCodeAt(0)) || NUMBER_AS_WRITTEN.test(text)) return text;
  return `'${text}`;
}
