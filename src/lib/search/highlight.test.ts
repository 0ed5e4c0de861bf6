import { describe, expect, it } from 'vitest';
import { highlightParts, queryTerms } from '~/lib/search/highlight';

const marked = (text: string, q: string) =>
  highlightParts(text, q)
    .map((p) => (p.match ? `[${p.text}]` : p.text))
    .join('');

describe('highlightParts (issue 29 §1: matches are highlighted)', () => {
  it('marks every match of each word of the query, ignoring case, keeping the text as it is', () => {
    expect(marked('Lahore Hosting Hub', 'ho')).toBe('La[ho]re [Ho]sting Hub');
    expect(marked('Leads Status Tracker', 'status leads')).toBe('[Leads] [Status] Tracker');
  });

  it('marks the whole query as one run where the text holds it', () => {
    expect(marked('Hunza Bakery 25', 'nza bakery 2')).toBe('Hu[nza Bakery 2]5');
  });

  it('marks the longer word where two words overlap', () => {
    expect(marked('Registration', 'reg registration')).toBe('[Registration]');
  });

  it('takes characters of regular expressions as text', () => {
    expect(marked('Brown & Sons (Hardware)', '(hard')).toBe('Brown & Sons [(Hard]ware)');
    expect(marked('a.b', '.')).toBe('a[.]b');
  });

  it('marks nothing for a blank query or no match, and joins back to the text', () => {
    expect(highlightParts('Roles', '  ')).toEqual([{ text: 'Roles', match: false }]);
    expect(highlightParts('Roles', 'xyz')).toEqual([{ text: 'Roles', match: false }]);
    expect(highlightParts('', 'a')).toEqual([]);
  });

  it('splits a query into lower-case words', () => {
    expect(queryTerms('  All  LEADS ')).toEqual(['all', 'leads']);
  });
});

describe('highlightParts where a word of the query stands before the whole of it', () => {
  it('marks only the whole query', () => {
    expect(highlightParts('E2E Convert abc1p', 'E Convert abc1')).toEqual([
      { text: 'E2', match: false },
      { text: 'E Convert abc1', match: true },
      { text: 'p', match: false },
    ]);
  });
});
