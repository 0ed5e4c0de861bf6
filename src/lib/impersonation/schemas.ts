/**
 * Yup schemas of the impersonation routes (issue 14 §3), shared by the Impersonate dialog and the API.
 */
import '~/lib/schemas/locale';
import { object, type InferType } from 'yup';
import { MINUTES_DEFAULT, MINUTES_MAX, MINUTES_MIN, REASON_MAX, REASON_MIN } from '~/lib/impersonation/model';
import { text, wholeNumber } from '~/lib/schemas/fields';

/** A signed token is a few hundred characters; this only bounds the shape. */
export const TOKEN_MAX = 4096;

export const MINUTES_MESSAGE = `Duration must be a whole number of minutes from ${MINUTES_MIN} to ${MINUTES_MAX}`;

/** POST /customer-users/{id}/impersonate: why (required, 10–500 characters) and for how long. */
export const impersonateSchema = object({
  reason: text({ label: 'Reason', max: REASON_MAX })
    .required('Reason is required')
    .min(REASON_MIN, `Reason should be at least ${REASON_MIN} characters long`),
  minutes: wholeNumber({ min: MINUTES_MIN, max: MINUTES_MAX, fallback: MINUTES_DEFAULT, message: MINUTES_MESSAGE }),
});
export type ImpersonateInput = InferType<typeof impersonateSchema>;

/** POST /impersonations/consume, sent by the customer's site. */
export const consumeSchema = object({
  token: text({ label: 'Token', max: TOKEN_MAX, trim: false }).required('Token is required'),
});
export type ConsumeInput = InferType<typeof consumeSchema>;
