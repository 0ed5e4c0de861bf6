import { describe, expect, it } from 'vitest';
import { toCreator } from '~/server/data-centers/dto';

describe('toCreator (the DTO superAdmin)', () => {
  const base = { email: 'a@example.com', contact: '+1555', status: 'active' as const };
  it("uses a super admin's name, else first and last name", () => {
    expect(toCreator({ ...base, name: 'Sara Admin', firstName: null, lastName: null }).user_name).toBe('Sara Admin');
    expect(toCreator({ ...base, name: null, firstName: 'Imran', lastName: 'Khan' })).toEqual({
      user_name: 'Imran Khan',
      email: 'a@example.com',
      contact: '+1555',
      status: 'active',
    });
    expect(toCreator({ ...base, name: null, firstName: 'Imran', lastName: '' }).user_name).toBe('Imran');
  });
  it('shows a deleted creator as Unknown and inactive', () => {
    expect(toCreator(null)).toEqual({ user_name: 'Unknown', email: '', contact: '', status: 'inactive' });
  });
});
