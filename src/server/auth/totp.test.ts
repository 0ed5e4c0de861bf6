import { TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { hashRecoveryCode, newRecoveryCodes } from '~/server/auth/recovery-codes';
import { newTotpSecret, totpStep, verifyTotp } from '~/server/auth/totp';

const at = Date.UTC(2025, 0, 1, 12, 0, 10);
const code = (secret: string, when: number) => new TOTP({ secret }).generate({ timestamp: when });

describe('verifyTotp', () => {
  const secret = newTotpSecret();

  it('accepts the current step and one step either side, not two', () => {
    expect(verifyTotp(secret, code(secret, at), 0, at)).toBe(totpStep(at));
    expect(verifyTotp(secret, code(secret, at - 30_000), 0, at)).toBe(totpStep(at) - 1);
    expect(verifyTotp(secret, code(secret, at + 30_000), 0, at)).toBe(totpStep(at) + 1);
    expect(verifyTotp(secret, code(secret, at - 60_000), 0, at)).toBeNull();
    expect(verifyTotp(secret, code(secret, at + 60_000), 0, at)).toBeNull();
  });

  it('refuses a code whose step is not later than the last accepted one (replay)', () => {
    const step = verifyTotp(secret, code(secret, at), 0, at)!;
    expect(verifyTotp(secret, code(secret, at), step, at + 5_000)).toBeNull();
    expect(verifyTotp(secret, code(secret, at - 30_000), step, at)).toBeNull();
    expect(verifyTotp(secret, code(secret, at + 30_000), step, at + 30_000)).toBe(step + 1);
  });

  it('refuses anything but six digits, and another secret’s code', () => {
    expect(verifyTotp(secret, '12345', 0, at)).toBeNull();
    expect(verifyTotp(secret, 'abcdef', 0, at)).toBeNull();
    expect(verifyTotp(secret, code(newTotpSecret(), at), 0, at)).toBeNull();
  });
});

describe('recovery codes', () => {
  it('are ten different codes whose hash ignores case, spaces and dashes', () => {
    const codes = newRecoveryCodes();
    expect(new Set(codes).size).toBe(10);
    expect(codes[0]).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
    expect(hashRecoveryCode(codes[0]!.toUpperCase().replace('-', ' '))).toBe(hashRecoveryCode(codes[0]!));
    expect(hashRecoveryCode(codes[0]!)).not.toBe(hashRecoveryCode(codes[1]!));
  });
});
