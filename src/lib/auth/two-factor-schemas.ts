/**
 * Yup schemas of two-factor sign-in (issue 16 §1), shared by the sign-in and Security forms and the API.
 */
import '~/lib/schemas/locale';
import { object, type InferType } from 'yup';
import { ID_MAX, PASSWORD_MAX, text } from '~/lib/schemas/fields';

/** A 6-digit code from an authenticator app; spaces typed inside it are ignored. */
export const totpCodeField = text({ label: 'Code', max: 20 })
  .transform((value: unknown) => (typeof value === 'string' ? value.replace(/\s/g, '') : value))
  .required('Code is required')
  .matches(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app');

export const recoveryCodeField = text({ label: 'Recovery code', max: 40 }).required('Recovery code is required');

const challengeField = text({ label: 'Challenge', max: ID_MAX }).required('Sign in again');

/** `{code}`: confirming a set-up, or asking for new recovery codes. */
export const twoFactorCodeSchema = object({ code: totpCodeField });
export type TwoFactorCodeInput = InferType<typeof twoFactorCodeSchema>;

/** `{password, code}`: turning two-factor off. */
export const disableTwoFactorSchema = object({
  password: text({ label: 'Password', max: PASSWORD_MAX, trim: false }).required('Password is required'),
  code: totpCodeField,
});
export type DisableTwoFactorInput = InferType<typeof disableTwoFactorSchema>;

/** `{challenge, code}` of POST /auth/login/verify and of the enrolment at sign-in. */
export const challengeCodeSchema = object({ challenge: challengeField, code: totpCodeField });

/** `{challenge, recoveryCode}` of POST /auth/login/verify. */
export const challengeRecoverySchema = object({ challenge: challengeField, recoveryCode: recoveryCodeField });

/** `{challenge}`: the set-up step of an enrolment at sign-in. */
export const challengeSchema = object({ challenge: challengeField });
