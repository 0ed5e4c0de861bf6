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
  it('refuses a number that is not valid for its country (issue 10 §4)', async () => {
    for (const phoneNumber of ['+92 123', '1', '3001234567', '+1 555 123 4567']) {
      expect(await fieldMessages(contactSchema, { name: 'Al', email: 'a@b.co', phoneNumber })).toEqual({ phoneNumber: 'Phone Number is invalid' });
    }
  });
  it('keeps a valid number as E.164', async () => {
    const cast = await contactSchema.validate({ name: 'Al', email: 'a@b.co', phoneNumber: ' +92 300 123-4567 ' });
    expect(cast.phoneNumber).toBe('+923001234567');
    expect((await contactSchema.validate({ name: 'Al', email: 'a@b.co', phoneNumber: '+1 (202) 555-0123' })).phoneNumber).toBe('+12025550123');
  });
});

describe('splitName', () => {
  it('splits on the first space', () => {
    expect(splitName('Ada Lovelace King')).toEqual({ first_name: 'Ada', last_name: 'Lovelace King' });
    expect(splitName('  Cher ')).toEqual({ first_name: 'Cher', last_name: '' });
  });
});
