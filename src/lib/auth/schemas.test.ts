import { describe, expect, it } from 'vitest';
import { fieldMessages } from '~/lib/schemas/test-messages';
import { changePasswordSchema, contactSchema, splitName } from '~/lib/auth/schemas';


describe('change password schema (spec §5)', () => {
  it('requires every field', async () => {
    expect(await fieldMessages(changePasswordSchema, {})).toEqual({
      oldPassword: 'Old password is required',
      newPassword: 'New password is required',
      confirmPassword: 'Confirm password is required',
    });
  });
  it('wants 8 characters and a matching confirmation', async () => {
    expect(await fieldMessages(changePasswordSchema, { oldPassword: 'x', newPassword: 'short', confirmPassword: 'short' })).toEqual({
      newPassword: 'New password must be at least 8 characters long',
    });
    expect(await fieldMessages(changePasswordSchema, { oldPassword: 'x', newPassword: 'long-enough', confirmPassword: 'long-enougH' })).toEqual({
      confirmPassword: 'Passwords do not match',
    });
  });
});

describe('contact schema (spec §5)', () => {
  it('gives the product messages', async () => {
    expect(await fieldMessages(contactSchema, { name: '', email: '', phoneNumber: '' })).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      phoneNumber: 'Phone Number is required',
    });
    expect(await fieldMessages(contactSchema, { name: 'A', email: 'not-an-email', phoneNumber: '1'.repeat(31) })).toEqual({
      name: 'Name should be at least 2 characters long',
      email: 'Invalid email address',
      phoneNumber: 'Phone Number should not be greater than 30 characters long',
    });
  });
  it('keeps the phone minimum quirk: one character passes', async () => {
    expect(await fieldMessages(contactSchema, { name: 'Al', email: 'a@b.co', phoneNumber: '1' })).toEqual({});
  });
});

describe('splitName', () => {
  it('splits on the first space', () => {
    expect(splitName('Ada Lovelace King')).toEqual({ first_name: 'Ada', last_name: 'Lovelace King' });
    expect(splitName('  Cher ')).toEqual({ first_name: 'Cher', last_name: '' });
  });
});
