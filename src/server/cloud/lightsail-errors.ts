/**
 * AWS SDK errors of Lightsail calls turned into HttpErrors a user can act on: the user's mistakes
 * keep a 4xx (unknown instance 404, refused input 400, a state that forbids the action 409); the
 * console's own setup or AWS failing becomes 502/503, never a 403 that would blame the user's role.
 */
import { HttpError, badRequest, conflict, notFound } from '~/server/http/errors';
import { log } from '~/server/log';

/** What the failed call was doing, for the message: e.g. "stop web-1", "list the bundles". */
export interface CallContext {
  action: string;
  /** The message of a 404, e.g. 'There is no instance named "web-1" in Virginia (us-east-1).' */
  notFound?: string;
}

/** The SDK error's text without a trailing period, so it can sit inside a sentence. */
function detail(error: { message?: unknown }): string {
  const text = typeof error.message === 'string' ? error.message.trim() : '';
  return text.replace(/\.$/, '') || 'no details given';
}

/**
 * Maps an error thrown by a Lightsail SDK call (or anything else thrown while calling it).
 * An HttpError passes through unchanged.
 */
export function lightsailError(error: unknown, context: CallContext): HttpError {
  if (error instanceof HttpError) return error;
  const e = (error ?? {}) as { name?: unknown; message?: unknown };
  const name = typeof e.name === 'string' ? e.name : '';
  switch (name) {
    case 'NotFoundException':
      return notFound(context.notFound ?? `AWS Lightsail could not find what is needed to ${context.action}: ${detail(e)}.`);
    case 'InvalidInputException':
      return badRequest(`AWS Lightsail refused to ${context.action}: ${detail(e)}.`);
    case 'OperationFailureException':
      return conflict(`AWS Lightsail could not ${context.action} now: ${detail(e)}.`);
    case 'AccessDeniedException':
      return new HttpError(502, `The console's AWS credentials are not allowed to ${context.action} on Lightsail: ${detail(e)}.`);
    case 'UnauthenticatedException':
    case 'CredentialsProviderError':
      return new HttpError(502, `The console could not sign in to AWS Lightsail; check its AWS credentials (${detail(e)}).`);
    case 'AccountSetupInProgressException':
    case 'RegionSetupInProgressException':
      return new HttpError(503, 'AWS Lightsail is still setting up this account or region. Please try again in a few minutes.');
    case 'ThrottlingException':
    case 'TooManyRequestsException':
      return new HttpError(503, 'AWS Lightsail is receiving too many requests. Please try again shortly.');
    case 'ServiceException':
      return new HttpError(502, `AWS Lightsail failed to ${context.action}: ${detail(e)}.`);
    default:
      log.error('unexpected Lightsail error', error, { action: context.action });
      return new HttpError(502, `AWS Lightsail could not be reached to ${context.action}: ${detail(e)}.`);
  }
}
