/**
 * The one loop of every `POST /api/v1/<plural>/bulk` route (issue 29 §2), so each list's route is a
 * few lines: validate `{action, ids | filter, reason?}` with the list's bulk schema
 * (lib/list/bulk-schema.ts), guard the action exactly as its single route does (403 naming the
 * permission), turn a filter into the ids it matches (through the list's own loader, at most
 * BULK_MAX), then do the action batch by batch through the list's batch use case (one transaction a
 * batch, so 1,000 rows take a few seconds, not one round of the single action each), which decides
 * each row as the single action's use case would, with one audit context (one request id) for all.
 * A row it refuses (404, 409, 403 of the manage-what-you-lack rule, 502) is in `failed` with the single
 * action's message; the others are `done`.
 * With `Accept: application/x-ndjson` the answer streams: a `{progress}` line now and then, then
 * the answer's line, so the bar shows a long run's progress.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { stream } from 'hono/streaming';
import type { AnyObject, ObjectSchema } from 'yup';
import { BULK_MAX, countOf, type BulkLine, type BulkResult, type BulkTable } from '~/lib/list/bulk';
import type { BulkInput } from '~/lib/list/bulk-schema';
import { auditContext } from '~/server/audit/context';
import type { AuditContext } from '~/server/audit/record';
import type { AppEnv } from '~/server/http/env';
import { badRequest } from '~/server/http/errors';
import { body } from '~/server/http/validate';

/** One page of a list as its loader answers: the rows' ids and the keyset cursor of the next page. */
export interface IdPage {
  data: { id: string }[];
  meta: { after: string | null };
}

export interface BulkSpec<A extends string, F extends AnyObject> {
  schema: ObjectSchema<BulkInput<A, F>>;
  /** The single route's guard of `action` (e.g. `requireRight(X_RIGHTS.manage)`). */
  guard: (action: A) => MiddlewareHandler<AppEnv>;
  /** The page of the list's rows `filter` matches after the cursor `after` (null: the first). */
  page: (c: Context<AppEnv>, filter: F, after: string | null) => Promise<IdPage>;
  /**
   * Does `input.action` to rows `ids` (a batch of at most `batch`) as the single route does, each
   * decided on its own, the batch's writes in one transaction (e.g. `transitionResellers`).
   */
  run: (c: Context<AppEnv>, ids: string[], input: { action: A; reason: string }, audit: AuditContext) => Promise<BulkResult>;
  /** How many rows `run` takes at once (a transaction's worth: 100–200). */
  batch: number;
  noun: BulkTable['noun'];
  /** What was done, as the answer says it: `{ suspend: 'suspended' }`. */
  done: Record<A, string>;
}

export const BULK_MESSAGES = {
  tooMany: `The selection matches more than ${BULK_MAX.toLocaleString('en-US')} rows; narrow the search or filters.`,
} as const;

/** How often a streamed run reports its progress, in rows. */
const PROGRESS_EVERY = 25;

/**
 * The ids `filter` matches, page by page through the list's own loader `page`, in the list's order:
 * a bulk action's or an export's "all matching". @throws 400 past BULK_MAX
 */
export async function matchingIds<F extends AnyObject>(page: (c: Context<AppEnv>, filter: F, after: string | null) => Promise<IdPage>, c: Context<AppEnv>, filter: F): Promise<string[]> {
  const ids: string[] = [];
  let after: string | null = null;
  do {
    const found: IdPage = await page(c, filter, after);
    for (const row of found.data) ids.push(row.id);
    if (ids.length > BULK_MAX) throw badRequest(BULK_MESSAGES.tooMany, { filter: BULK_MESSAGES.tooMany });
    after = found.meta.after;
  } while (after);
  return ids;
}

/** The answer's message: '3 resellers suspended.', and how many could not be. */
export function bulkMessage(noun: BulkTable['noun'], done: string, result: BulkResult): string {
  const failed = result.failed.length ? ` ${result.failed.length.toLocaleString('en-US')} could not be.` : '';
  return `${countOf(result.done.length, noun)} ${done}.${failed}`;
}

/** The handler of `POST /bulk` for the list `spec` describes; mount it after `requireAuth`. */
export function bulkHandler<A extends string, F extends AnyObject>(spec: BulkSpec<A, F>) {
  return async (c: Context<AppEnv>) => {
    const input = await body(c, spec.schema);
    await spec.guard(input.action)(c, async () => {});
    const ids = input.ids ? [...new Set(input.ids)] : await matchingIds(spec.page, c, input.filter!);
    const audit = auditContext(c);
    const result: BulkResult = { done: [], failed: [] };

    const runAll = async (progress?: (done: number) => Promise<void>) => {
      const size = spec.batch;
      let reported = 0;
      for (let start = 0; start < ids.length; start += size) {
        const batch = await spec.run(c, ids.slice(start, start + size), { action: input.action, reason: input.reason }, audit);
        result.done.push(...batch.done);
        result.failed.push(...batch.failed);
        const count = Math.min(start + size, ids.length);
        if (progress && count - reported >= PROGRESS_EVERY) await progress((reported = count));
      }
      if (progress && reported < ids.length) await progress(ids.length);
      return { message: bulkMessage(spec.noun, spec.done[input.action], result), data: result };
    };

    if (!(c.req.header('accept') ?? '').includes('application/x-ndjson')) return c.json(await runAll());
    c.header('content-type', 'application/x-ndjson; charset=utf-8');
    c.header('cache-control', 'no-store');
    return stream(c, async (out) => {
      const write = (line: BulkLine) => out.write(`${JSON.stringify(line)}\n`);
      await write({ progress: { done: 0, total: ids.length } });
      await write(await runAll(async (done) => void (await write({ progress: { done, total: ids.length } }))));
    });
  };
}
