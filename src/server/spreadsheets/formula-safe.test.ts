import { describe, expect, it } from 'vitest';
import { formulaSafe } from '~/server/spreadsheets/formula-safe';

describe('formulaSafe', () => {
  it.each(['=1+1', '+cmd|" /C calc"!A0', '-2+3+cmd|" /C calc"!A0', '@SUM(A1:A9)', '\t=1', '\r=1', '=HYPERLINK("https://evil.example")', '+', '-'])(
    'writes %j with a leading apostrophe',
    (text) => expect(formulaSafe(text)).toBe(`'${text}`),
  );

  it.each(['Nora', 'nora@example.com', "'already quoted", '', ' =1', '+923001230000', '+92 300 1230000', '-5', '-1.5', '+1 (555) 010-0100', '2026-01-02'])(
    'leaves %j as it is',
    (text) => expect(formulaSafe(text)).toBe(text),
  );
});
