/**
 * Highlighting a query's matches in a result's text (issue 29 §1): pure, for the palette island.
 */

/** The words of a query, lower-cased: what the pages search matches, and what is highlighted. */
export const queryTerms = (q: string) => q.toLowerCase().split(/\s+/).filter(Boolean);

/** A run of text, and whether it matches a word of the query. */
export interface TextPart {
  text: string;
  match: boolean;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * `text` cut into runs that match `q` (ignoring case) and runs that do not, in order; joined they are
 * `text` again. Where `text` holds the whole query only that is marked (a word of it standing earlier,
 * as the E of 'E2E' for 'e convert', is not); else each word, the longest where two overlap. One
 * unmatched run when `q` has no word.
 */
export function highlightParts(text: string, q: string): TextPart[] {
  const whole = q.trim().toLowerCase();
  const terms = whole && text.toLowerCase().includes(whole) ? [whole] : [...new Set(queryTerms(q))].sort((a, b) => b.length - a.length);
  if (!terms.length || !text) return text ? [{ text, match: false }] : [];
  const pattern = new RegExp(`(${terms.map(escape).join('|')})`, 'gi');
  // split with one capturing group alternates: unmatched, matched, unmatched, …
  return text
    .split(pattern)
    .map((part, i) => ({ text: part, match: i % 2 === 1 }))
    .filter((part) => part.text !== '');
}
