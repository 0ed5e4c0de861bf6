/**
 * A PGlite test database put back to its seeded state in place, instead of a fresh clone per test
 * (issue 25 §6: a clone dumps and reloads the whole data dir, about 0.5–1 s of every one of some 450
 * integration tests; putting back the few tables a test wrote takes a few milliseconds).
 *
 * `markResetPoint` runs once on the seeded database before it is dumped (seeded-dump.ts): it copies
 * every table of `public` into the `test_support` schema and adds a statement trigger to each that
 * notes the table as written. `resetToPoint` then empties the noted tables and copies their rows
 * back, with triggers off (session_replication_role = replica: the audit log's append-only guard
 * and the dashboards' summary triggers must not run on a restore), and sets every sequence back.
 * The same on PGlite and on a PostgreSQL test database.
 */
/** What the reset point needs of a connection: PGlite has both; a pg client's `query` does both. */
export interface SqlSession {
  query<T>(text: string, params?: unknown[]): Promise<{ rows: T[] }>;
  /** Runs several statements, no parameters. */
  exec(text: string): Promise<unknown>;
}

const SCHEMA = 'test_support';

/** The reset point: each table of `public` and its copied columns (generated ones are computed, not copied). */
interface Layout {
  columns: Map<string, string>;
  sequences: { name: string; value: string | null }[];
  /** The catalogs' fingerprint: a test that created or dropped a table, function or trigger leaves a database not worth keeping. */
  catalogs: string;
}

/** Changes with any object created or dropped: a new one takes a higher oid, a dropped one lowers a count. */
const CATALOGS = `select concat_ws(' ', ${['pg_class', 'pg_proc', 'pg_trigger', 'pg_type', 'pg_namespace'].map((c) => `(select count(*) || '/' || max(oid) from ${c})`).join(', ')}) as f`;

/** Copies `client`'s tables and sequence values aside and starts noting written tables. */
export async function markResetPoint(client: SqlSession): Promise<void> {
  const tables = (await client.query<{ name: string; columns: string }>(
    `select c.table_name as name, string_agg(quote_ident(c.column_name), ', ' order by c.ordinal_position) as columns
       from information_schema.columns c join pg_tables t on t.schemaname = c.table_schema and t.tablename = c.table_name
      where c.table_schema = 'public' and c.is_generated = 'NEVER' group by c.table_name order by c.table_name`,
  )).rows;
  await client.exec(`
    create schema ${SCHEMA};
    create table ${SCHEMA}.written (name text primary key);
    create table ${SCHEMA}.layout (name text primary key, columns text not null);
    create table ${SCHEMA}.catalogs (f text not null);
    create table ${SCHEMA}.sequences as select quote_ident(sequencename) as name, last_value::text as value from pg_sequences where schemaname = 'public';
    create function ${SCHEMA}.note_written() returns trigger language plpgsql as $$
    begin
      insert into ${SCHEMA}.written values (TG_TABLE_NAME) on conflict do nothing;
      return null;
    end $$;
  `);
  for (const { name, columns } of tables) {
    await client.query(`insert into ${SCHEMA}.layout values ($1, $2)`, [name, columns]);
    await client.exec(`
      create table ${SCHEMA}."copy_${name}" as select ${columns} from public."${name}";
      create trigger zz_test_written after insert or update or delete or truncate on public."${name}"
        for each statement execute function ${SCHEMA}.note_written();
    `);
  }
  await client.exec(`insert into ${SCHEMA}.catalogs ${CATALOGS}`);
}

async function readLayout(client: SqlSession): Promise<Layout> {
  const tables = await client.query<{ name: string; columns: string }>(`select name, columns from ${SCHEMA}.layout`);
  const sequences = await client.query<{ name: string; value: string | null }>(`select name, value from ${SCHEMA}.sequences`);
  const catalogs = await client.query<{ f: string }>(`select f from ${SCHEMA}.catalogs`);
  return { columns: new Map(tables.rows.map((t) => [t.name, t.columns])), sequences: sequences.rows, catalogs: catalogs.rows[0]!.f };
}

/**
 * Puts `client` back to its reset point. Returns false, changing nothing, when the test changed the
 * schema (created or dropped a table, function, trigger or type): that database must be closed, not reused.
 */
export async function resetToPoint(client: SqlSession): Promise<boolean> {
  const { columns, sequences, catalogs } = await readLayout(client);
  if ((await client.query<{ f: string }>(CATALOGS)).rows[0]!.f !== catalogs) return false;
  const written = (await client.query<{ name: string }>(`select name from ${SCHEMA}.written`)).rows.map((r) => r.name);
  const restore = written.flatMap((name) => {
    const list = columns.get(name);
    return list ? [`delete from public."${name}";`, `insert into public."${name}" (${list}) overriding system value select ${list} from ${SCHEMA}."copy_${name}";`] : [];
  });
  const rewind = sequences.map((s) => `select setval('public.${s.name}', ${s.value ?? 1}, ${s.value !== null});`);
  await client.exec(['begin;', 'set local session_replication_role = replica;', ...restore, ...rewind, `delete from ${SCHEMA}.written;`, 'commit;'].join('\n'));
  return true;
}
