import { describe, expect, it } from 'vitest';

import { optionsMarkup } from '~/components/list/options';

describe('optionsMarkup', () => {
  it("marks only the URL's choice as selected and escapes values and labels", () => {
    const drawn = optionsMarkup(
      [
        { value: 'a"1', label: 'R&D <lab>' },
        { value: 'b', label: 'Sales' },
      ],
      'b',
    );
    expect(drawn).toBe('<option value="a&quot;1">R&amp;D &lt;lab&gt;</option><option value="b" selected="">Sales</option>');
  });
});
