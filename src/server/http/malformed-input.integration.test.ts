/**
 * Issue 9 §2: every malformed input is a 400 `{message}`, never a 500, and changes nothing, on every
 * route of the app. The routes come from the Hono app itself and each route's fields from the
 * schemas it really validates with (seen by watching yup's ObjectSchema.validate while the route
 * answers an empty probe), so a route or a field added later is covered without editing this file.
 * Signed in as the super admin, so a permission never answers before the validation does.
 */
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { ObjectSchema, type AnyObject } from 'yup';
import type { BackendApp } from '~/server/app';
import type { DatabaseHandle } from '~/server/db/client';
import { closeTemplate, createTestBackend, type TestBackend } from '~/server/testing/backend';
import { signIn } from '~/server/testing/client';
import { TOO_DEEP } from '~/server/http/validate';

/**
 * Tables a request may change by design whatever its input: signing in and out writes sessions, and
 * rate-limited routes count every attempt.
 */
const UNWATCHED_TABLES = new Set(['sessions', 'throttle_hits']);

/** An id of the right shape that names nothing, for the probe's path parameters. */
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const LONG = 'x'.repeat(100_000);

/** Bodies that are not a JSON object a schema could read; each must be a 400 'Invalid input'. */
const WHOLE_BODIES: [string, string][] = [
  ['an array', '[]'],
  ['an array of an object', '[{}]'],
  ['a number', '1'],
  ['null', 'null'],
  ['a string', '"text"'],
  ['true', 'true'],
  ['malformed JSON', '{"a":'],
  ['a __proto__ key', '{"__proto__": {"polluted": true}}'],
  ['a constructor key', '{"constructor": {"prototype": {"polluted": true}}}'],
  ['a nested __proto__ key', '{"a": [{"__proto__": {"polluted": true}}]}'],
];

/** 5,000 levels of arrays in an object and of objects: 10 kB and 25 kB, under the public routes' 16 kB and the app's 1 MB limits. */
const DEEP_BODIES: [string, string][] = [
  ['5,000 nested arrays', '{"a":' + '['.repeat(5000) + ']'.repeat(5000) + '}'],
  ['5,000 nested objects', '{"a":'.repeat(5000) + '1' + '}'.repeat(5000)],
];

/** Values a field of each type must refuse in a JSON body. */
const BODY_VALUES: Record<string, [string, unknown][]> = {
  string: [
    ['a number', 12345],
    ['true', true],
    ['an array', ['a']],
    ['an object', { a: 'b' }],
    ['a NUL byte', 'a\u0000b'],
    ['a lone surrogate', 'a\ud800b'],
    ['100 kB of text', LONG],
  ],
  number: [
    ['a word', 'one'],
    ['true', true],
    ['an array', [1]],
    ['an object', { n: 1 }],
  ],
  boolean: [
    ['a string', 'yes'],
    ['an array', [true]],
    ['an object', { b: true }],
  ],
};

/** Values a query or path parameter of each type must refuse (a URL carries only text). */
const QUERY_VALUES: Record<string, [string, string][]> = {
  string: [
    ['a NUL byte', 'a\u0000b'],
    ['5,000 characters', 'x'.repeat(5000)],
  ],
  number: [
    ['1e300', '1e300'],
    ['20 digits', '1'.repeat(20)],
    ['a negative number', '-1'],
    ['a fraction', '1.5'],
    ['a word', 'abc'],
    ['hexadecimal', '0x10'],
    ['a NUL byte', '1\u0000'],
  ],
};

interface Route {
  method: string;
  path: string;
  params: string[];
}

/** Every route the app serves, once per method and path (middleware entries are `ALL`). */
function routesOf(app: BackendApp): Route[] {
  const seen = new Map<string, Route>();
  for (const { method, path } of app.routes) {
    if (method === 'ALL') continue;
    const params = [...path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
    seen.set(`${method} ${path}`, { method, path, params });
  }
  return [...seen.values()];
}

interface Answer {
  status: number;
  json: { message?: unknown; errors?: Record<string, string> } | undefined;
}

async function send(app: BackendApp, token: string, method: string, url: string, body?: string): Promise<Answer> {
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  if (body !== undefined) headers['content-type'] = 'application/json';
  // A fresh address per request, so rate limits per address (public forms) never answer first.
  const clientAddress = `203.0.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
  const response = await app.request(url, { method, headers, body: body ?? null }, { clientAddress });
  const text = await response.text();
  try {
    return { status: response.status, json: JSON.parse(text) };
  } catch {
    return { status: response.status, json: undefined };
  }
}

/** Row counts and a checksum of every watched table. */
async function snapshot(database: DatabaseHandle): Promise<Record<string, string>> {
  const rowsOf = async <T>(query: ReturnType<typeof sql>) => ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
  const tables = await rowsOf<{ tablename: string }>(sql`select tablename from pg_tables where schemaname = 'public' order by tablename`);
  const out: Record<string, string> = {};
  for (const { tablename } of tables) {
    if (UNWATCHED_TABLES.has(tablename)) continue;
    const [row] = await rowsOf<{ n: number; sum: string }>(
      sql.raw(`select count(*)::int as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as sum from "${tablename}" t`),
    );
    out[tablename] = `${row!.n} rows, ${row!.sum}`;
  }
  return out;
}

/** The fields (name → yup type) of the schemas a call validated with. */
async function fieldsValidatedBy(call: () => Promise<unknown>): Promise<Map<string, string>> {
  const spy = vi.spyOn(ObjectSchema.prototype, 'validate');
  try {
    await call();
    const fields = new Map<string, string>();
    for (const schema of spy.mock.contexts as ObjectSchema<AnyObject>[]) {
      for (const [name, field] of Object.entries(schema.fields)) fields.set(name, (field as { type?: string }).type ?? 'mixed');
    }
    return fields;
  } finally {
    spy.mockRestore();
  }
}

function urlOf(route: Route, param: Record<string, string> = {}, query: Record<string, string> = {}): string {
  const path = route.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(param[name] ?? UNKNOWN_ID));
  const search = new URLSearchParams(query).toString();
  return search ? `${path}?${search}` : path;
}

// One database for the whole file: every call here must leave it as it was, and each route checks that.
const t: TestBackend = await createTestBackend();
afterAll(async () => {
  await t.close();
  await closeTemplate();
});
const ROUTES = routesOf(t.app);
// File uploads read a multipart body, whose bad files their own tests cover (employees/transfer);
// what they validate here comes from the query.
const MULTIPART = new Set(['POST /api/v1/employees/import']);

describe('every route refuses malformed input with a 400 {message} and changes nothing (issue 9 §2)', () => {
  it('finds the routes of the app', () => {
    expect(ROUTES.length).toBeGreaterThanOrEqual(20);
    expect(ROUTES).toContainEqual({ method: 'POST', path: '/api/v1/leads/create-lead', params: [] });
  });

  it('sees the fields a route validates, optional ones included', async () => {
    const token = await signIn(t.app, 'superadmin@example.com');
    const fields = await fieldsValidatedBy(() => send(t.app, token, 'PATCH', '/api/v1/leads/update-lead', '{}'));
    expect(Object.fromEntries(fields)).toMatchObject({ id: 'string', name: 'string', notes: 'string' });
  });

  it.each(ROUTES.map((r) => [`${r.method} ${r.path}`, r] as const))('%s', async (_name, route) => {
    // A session per route: the probe of /auth/logout ends its own.
    const token = await signIn(t.app, 'superadmin@example.com');
    const hasBody = route.method !== 'GET' && route.method !== 'HEAD' && !MULTIPART.has(`${route.method} ${route.path}`);
    const emptyBody = hasBody ? '{}' : undefined;
    const fields = await fieldsValidatedBy(() => send(t.app, token, route.method, urlOf(route), emptyBody));
    const before = await snapshot(t.database);
    const failures: string[] = [];
    /** Sends one bad input: the answer must have a status `status` accepts (400 by default) and a JSON message (`message` if given) naming `field`. */
    const refused = async (label: string, url: string, body: string | undefined, want: { field?: string; message?: string; status?: (s: number) => boolean }) => {
      const a = await send(t.app, token, route.method, url, body);
      // A route may cap its body below the app's limit: a 413 with a message is as clear a refusal.
      const tooLarge = label.includes('100 kB') && a.status === 413;
      const ok =
        (tooLarge || (want.status ?? ((s) => s === 400))(a.status)) &&
        typeof a.json?.message === 'string' &&
        a.json.message !== '' &&
        (want.message === undefined || a.json.message === want.message) &&
        (want.field === undefined || tooLarge || typeof a.json.errors?.[want.field] === 'string');
      if (!ok) failures.push(`${label}: ${a.status} ${JSON.stringify(a.json)?.slice(0, 200)}`);
    };

    for (const param of route.params) {
      for (const [label, value] of QUERY_VALUES.string!) {
        // An id that cannot exist may also be simply not found.
        await refused(`:${param} is ${label}`, urlOf(route, { [param]: value }), emptyBody, { status: (s) => s === 400 || s === 404 });
      }
    }
    const inputFields = [...fields].filter(([name]) => !route.params.includes(name));
    if (hasBody && inputFields.length > 0) {
      for (const [label, text] of WHOLE_BODIES) await refused(`body is ${label}`, urlOf(route), text, { message: 'Invalid input' });
      // A public route caps its body at 16 kB: the objects' 25 kB may be refused as too large first.
      for (const [label, text] of DEEP_BODIES) await refused(`body is ${label}`, urlOf(route), text, { status: (s) => s === 400 || s === 413 });
    } else if (hasBody) {
      for (const [label, text] of DEEP_BODIES) await refused(`body is ${label}`, urlOf(route), text, { status: (s) => s < 500 });
    }
    for (const [field, type] of inputFields) {
      if (hasBody) {
        for (const [label, value] of BODY_VALUES[type] ?? []) {
          await refused(`${field} is ${label}`, urlOf(route), JSON.stringify({ [field]: value }), { field });
        }
      } else {
        for (const [label, value] of QUERY_VALUES[type] ?? []) {
          await refused(`?${field} is ${label}`, urlOf(route, {}, { [field]: value }), undefined, { field });
        }
      }
    }
    if (fields.size === 0) {
      // A route that reads no input ignores junk, but must not fail on it.
      const junk = urlOf(route, {}, { q: 'a\u0000', page: '1e300' });
      await refused('junk to a route that reads no input', junk, hasBody ? '{"__proto__": {}}' : undefined, { status: (s) => s < 500 });
    }

    expect(failures).toEqual([]);
    // Refused input changes nothing; a route that reads no input may act on junk it ignores (2FA setup).
    if (fields.size > 0) expect(await snapshot(t.database)).toEqual(before);
  });
});

describe('bodies nested deeper than 32 levels are a 400 before anything walks them (issue 27 §6)', () => {
  const post = async (path: string, body: string, token?: string) => {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (token) headers.authorization = `Bearer ${token}`;
    const response = await t.app.request(`/api/v1${path}`, { method: 'POST', headers, body }, { clientAddress: '198.51.100.27' });
    return { status: response.status, body: await response.json() };
  };
  const arrays = DEEP_BODIES[0]![1];

  it('on a public route, anonymous', async () => {
    expect(await post('/public/reseller-applications', arrays)).toEqual({ status: 400, body: { message: TOO_DEEP } });
  });

  it('on a signed-in route, at 33 levels as at 5,000; 32 levels are parsed and judged by the schema', async () => {
    const token = await signIn(t.app, 'superadmin@example.com');
    expect(await post('/departments', arrays, token)).toEqual({ status: 400, body: { message: TOO_DEEP } });
    expect(await post('/departments', `{"name": ${'['.repeat(32)}${']'.repeat(32)}}`, token)).toEqual({ status: 400, body: { message: TOO_DEEP } });
    expect((await post('/departments', `{"name": ${'['.repeat(31)}${']'.repeat(31)}}`, token)).body.message).not.toBe(TOO_DEEP);
  });
});
