import { describe, expect, it } from 'vitest';
import { fieldMessages } from '~/lib/schemas/test-messages';
import { definedOnly, isTimeZone, settingsPatchSchema } from '~/lib/settings/schemas';

const check = (value: unknown) => fieldMessages(settingsPatchSchema, value);

describe('settings schema (issue 15 §2)', () => {
  it('accepts IANA zones, UTC included, and refuses made-up zones and offsets', async () => {
    for (const zone of ['UTC', 'Europe/Berlin', 'Asia/Karachi', 'America/Argentina/Buenos_Aires']) expect(isTimeZone(zone)).toBe(true);
    for (const zone of ['Mars/Olympus', '+05:00', 'utc ', 'Europe', '']) expect(isTimeZone(zone)).toBe(false);
    expect(await check({ timeZone: 'Mars/Olympus' })).toEqual({ timeZone: 'Time zone must be an IANA time zone such as Europe/Berlin' });
    expect(await check({ timeZone: 42 })).toEqual({ timeZone: 'Time zone must be text' });
  });

  it('accepts ISO 4217 currencies (upper-cased) and refuses others', async () => {
    expect(await settingsPatchSchema.validate({ currency: 'eur' })).toMatchObject({ currency: 'EUR' });
    expect(await check({ currency: 'XYZ' })).toEqual({ currency: 'Currency must be an ISO 4217 code such as USD' });
    expect(await check({ currency: 'DOLLARS' })).toEqual({ currency: 'Currency should not be greater than 3 characters long' });
  });

  it('accepts canonical locales only', async () => {
    expect(await check({ locale: 'de-DE' })).toEqual({});
    expect(await check({ locale: 'not a locale' })).toEqual({ locale: 'Locale must be a language tag such as en-US' });
  });

  it('holds the limits, the password minimum at least 8 (spec §9)', async () => {
    expect(await check({ passwordMinLength: 7 })).toEqual({ passwordMinLength: 'Password minimum length must be a whole number from 8 to 128' });
    expect(await check({ sessionIdleMinutes: 0 })).toEqual({
      sessionIdleMinutes: 'Session idle timeout must be a whole number of minutes from 5 to 43,200',
    });
    expect(await check({ signInMaxFailures: 2.5 })).toEqual({ signInMaxFailures: 'Sign-in failures before a lock must be a whole number from 3 to 100' });
    expect(await check({ auditRetentionDays: 'forever' })).toEqual({ auditRetentionDays: 'Audit retention must be a whole number of days from 30 to 3,650' });
    expect(await check({ passwordMinLength: 12, sessionIdleMinutes: 30, signInMaxFailures: 10, auditRetentionDays: 90 })).toEqual({});
  });

  it('refuses a bad date format, domain, origin and a non-boolean switch', async () => {
    expect(Object.keys(await check({ dateFormat: 'YYYY' }))).toEqual(['dateFormat']);
    expect(await check({ leadsDomain: 'not a domain' })).toEqual({ leadsDomain: 'Leads domain must be a domain name such as leads.example.com' });
    expect(await check({ resellerApplicationOrigins: ['https://shop.example.com', 'ftp://x'] })).toEqual({
      'resellerApplicationOrigins[1]': 'ftp://x is not an origin such as https://example.com',
    });
    expect(await check({ resellerApplicationOrigins: 'https://a.example' })).toEqual({ resellerApplicationOrigins: 'Reseller application origins must be a list' });
    expect(await check({ requireTwoFactorForSuperAdmins: 'yes' })).toEqual({
      requireTwoFactorForSuperAdmins: 'Require two-factor sign-in for super admins must be true or false',
    });
  });

  it('keeps only the keys the body held', async () => {
    const patch = definedOnly(await settingsPatchSchema.validate({ companyName: ' Acme ', resellerApplicationOrigins: ['https://a.example/'] }));
    expect(patch).toEqual({ companyName: 'Acme', resellerApplicationOrigins: ['https://a.example'] });
  });
});
