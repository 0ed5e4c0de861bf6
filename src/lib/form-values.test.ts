import { describe, expect, it } from 'vitest';
import { textValues } from '~/lib/form-values';

describe('textValues', () => {
  it("gives each key the record's value, and '' for a missing or empty one", () => {
    expect(textValues({ name: 'Aisha', phone: null, notes: undefined }, ['name', 'phone', 'notes'])).toEqual({ name: 'Aisha', phone: '', notes: '' });
  });

  it("gives every key '' for a new record", () => {
    expect(textValues(undefined, ['name', 'email'])).toEqual({ name: '', email: '' });
  });
});
