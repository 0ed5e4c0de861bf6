/**
 * Reads through statements the embedded PGlite keeps prepared (issue 28 §1, the fresh render).
 *
 * PGlite's `query` parses and plans every statement again (it uses the unnamed statement) and makes
 * six calls into Postgres for it: Parse, Describe, Bind, Describe, Execute and Sync, one at a time.
 * A page's reads repeat the same few SQL texts with other values, so `keepStatements` prepares each
 * read's text once under a name and then runs it with one call: Bind, Describe, Execute and Sync
 * together. Postgres keeps its plan (a generic one once it is no worse than the custom ones).
 *
 * Only reads outside a transaction take this path. A transaction's statements go through PGlite's
 * own `query` on the transaction handle, and so does anything with options this path does not
 * know (a blob, parameter types). Results, parsers and errors are PGlite's own.
 */
import { parse, protocol, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';

/** How many statements are kept; the least recently run is closed to make room for another. */
export const KEPT_STATEMENTS = 100;

/** A read Drizzle generates: these never write, so they need no sync to the data dir. */
const READ = /^\s*select\s/i;

/** Postgres refuses a kept plan whose result columns changed after a schema change. */
const CACHED_PLAN_CHANGED = '0A000';

interface Kept {
  name: string;
  /** The parameters' type ids, which choose PGlite's serializer for each value. */
  paramTypes: number[];
}

/** The parts of PGlite used here that its types mark internal: the same locks its `query` takes. */
interface PgliteInternals {
  _checkReady(): Promise<void>;
  _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T>;
  _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T>;
}

/** Clients already wrapped: a second wrap would prepare names the first one holds. */
const wrapped = new WeakSet<PGlite>();

/** The protocol messages `parts` as one buffer, which Postgres answers in one call. */
const concat = (parts: Uint8Array[]): Uint8Array => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
};

/** True when `client.query(text, …, options)` is a read run through a kept statement: a select with no blob or given types. */
export const isKeptRead = (text: string, options?: QueryOptions): boolean => !options?.blob && !options?.paramTypes && READ.test(text);

/**
 * Makes `client.query` run reads outside a transaction through kept named statements; returns the
 * same client. Everything else is left to PGlite. Wrapping a client twice changes nothing more.
 * Errors are PGlite's: the DatabaseError with the query, its params and options added.
 */
export function keepStatements(client: PGlite): PGlite {
  if (wrapped.has(client)) return client;
  wrapped.add(client);
  const pglite = client as PGlite & PgliteInternals;
  const original = client.query.bind(client);
  const kept = new Map<string, Kept>();
  /** Close messages of forgotten statements, sent with the next Parse. */
  let closing: Uint8Array[] = [];
  let counter = 0;

  const forget = (text: string) => {
    const entry = kept.get(text);
    if (!entry) return;
    kept.delete(text);
    closing.push(protocol.serialize.close({ type: 'S', name: entry.name }));
  };

  /** Prepares `text` under a new name, closing the least recently run statement when full. */
  const prepare = async (text: string): Promise<Kept> => {
    if (kept.size >= KEPT_STATEMENTS) forget(kept.keys().next().value!);
    const name = `kept_${++counter}`;
    const messages = concat([...closing, protocol.serialize.parse({ name, text }), protocol.serialize.describe({ type: 'S', name }), protocol.serialize.sync()]);
    closing = [];
    const paramTypes = parse.parseDescribeStatementResults(await pglite.execProtocolStream(messages, { syncToFs: false }));
    const entry = { name, paramTypes };
    kept.set(text, entry);
    return entry;
  };

  /**
   * The caller's parsers in front of PGlite's. parseResults would copy PGlite's table (a few hundred
   * types) into a new object for every query that brings its own, as Drizzle's every query does:
   * 80–120 µs of an employees list read of 500 (issue 28 §1). A prototype puts them in front instead.
   */
  const parsersOf = (options: QueryOptions | undefined): PGlite['parsers'] =>
    options?.parsers ? (Object.assign(Object.create(pglite.parsers) as object, options.parsers) as PGlite['parsers']) : pglite.parsers;

  const run = async <T>(text: string, params: unknown[], options: QueryOptions | undefined): Promise<Results<T>> => {
    let entry = kept.get(text);
    if (entry) {
      // The Map's order is the eviction order: the most recently run last.
      kept.delete(text);
      kept.set(text, entry);
    } else {
      entry = await prepare(text);
    }
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const type = entry.paramTypes[i]!;
      const serialize = options?.serializers?.[type] ?? pglite.serializers[type];
      return serialize ? serialize(value) : String(value);
    });
    const messages = concat([
      protocol.serialize.bind({ statement: entry.name, values }),
      protocol.serialize.describe({ type: 'P' }),
      protocol.serialize.execute({}),
      protocol.serialize.sync(),
    ]);
    const results = await pglite.execProtocolStream(messages, { syncToFs: false });
    const rest: QueryOptions = { ...options };
    delete rest.parsers;
    return parse.parseResults(results, parsersOf(options), rest)[0] as Results<T>;
  };

  client.query = async <T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> => {
    if (!isKeptRead(text, options)) return original<T>(text, params, options);
    await pglite._checkReady();
    try {
      return await pglite._runExclusiveTransaction(() => pglite._runExclusiveQuery(() => run<T>(text, params, options)));
    } catch (error) {
      if ((error as { code?: unknown }).code === CACHED_PLAN_CHANGED) {
        forget(text);
        return original<T>(text, params, options);
      }
      throw Object.assign(error as object, { query: text, params, queryOptions: options });
    }
  };
  return client;
}
