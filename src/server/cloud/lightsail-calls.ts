/**
 * The plumbing of the Lightsail provider (lightsail.ts): an SDK call whose errors say what was being
 * done, operations Lightsail reports failed, every page of a paged list, and the instance a create
 * returns before Lightsail lists it.
 */
import type { Operation } from '@aws-sdk/client-lightsail';
import { STATE_CODES } from '~/lib/data-centers/model';
import { regionLabel } from '~/lib/data-centers/regions';
import { lightsailError, type CallContext } from '~/server/cloud/lightsail-errors';
import type { CloudInstance, CreateInstanceRequest, InstanceRef } from '~/server/cloud/provider';
import { HttpError } from '~/server/http/errors';

/** The 404 message of an instance Lightsail does not know. */
export const missing = (ref: InstanceRef) => `There is no instance named "${ref.name}" in ${regionLabel(ref.region)} (${ref.region}).`;

/** Runs an SDK call, turning its errors into HttpErrors that say what was being done. */
export async function call<T>(context: CallContext, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw lightsailError(error, context);
  }
}

/** Lightsail may accept a request and report the operation failed; that is a failure too. */
export function checkOperations(operations: Operation[] | undefined, context: CallContext): void {
  const failed = operations?.find((op) => op.status === 'Failed');
  if (failed) {
    const why = failed.errorDetails ?? failed.errorCode ?? 'the operation failed';
    throw new HttpError(502, `AWS Lightsail could not ${context.action}: ${why}.`);
  }
}

/** True for the 404 of an instance that is not there. */
export const isNotFound = (error: unknown) => error instanceof HttpError && error.status === 404;

/** Reads every page of a paged Lightsail list. */
export async function allPages<T>(load: (pageToken: string | undefined) => Promise<[T[] | undefined, string | undefined]>): Promise<T[]> {
  const all: T[] = [];
  let token: string | undefined;
  do {
    const [items, next] = await load(token);
    all.push(...(items ?? []));
    token = next;
  } while (token);
  return all;
}

/** A just-created instance Lightsail does not list yet, as far as the request tells. */
export function pendingStub(request: CreateInstanceRequest): CloudInstance {
  return {
    name: request.name,
    arn: '',
    region: request.region,
    availabilityZone: request.availabilityZone,
    blueprintId: request.blueprintId,
    blueprintName: request.blueprintId,
    bundleId: request.bundleId,
    sshKeyName: '',
    username: '',
    isStaticIp: false,
    publicIpAddress: null,
    privateIpAddress: null,
    hardware: { cpuCount: 0, ramSizeInGb: 0, disks: [] },
    networking: { monthlyTransfer: { gbPerMonthAllocated: 0 } },
    state: { name: 'pending', code: STATE_CODES.pending },
    createdAt: new Date().toISOString(),
  };
}
