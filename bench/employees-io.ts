/**
 * Import and export of employees (issue 28 §2, §3): the import of 10,000 rows (dry run, then the
 * commit with its audit entries and invitations) on the demo data, then the export of 100,000
 * employees to XLSX and PDF, with the server's RSS sampled while each export streams. Targets, rows
 * a second of wall time: the dry run ≥ 5,000, the commit ≥ 2,000, XLSX ≥ 20,000, PDF ≥ 5,000, and the
 * RSS during an export within 50 MB of its level before. The server's CPU seconds are printed
 * beside, as the machine may be shared.
 */
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { tempDir } from '../e2e/processes';
import { withData } from './seed-leads';
import { signInCookie, startConsole } from './server';

const HEADER = 'first_name,last_name,email,contact,department,designation,role';
export const IMPORT_ROWS = 10_000;
export const EXPORT_EMPLOYEES = 100_000;

/** Issue 28 §2, §3: rows per second, and MB the RSS may rise while an export streams. */
export const TARGETS = { dryRun: 5_000, commit: 2_000, xlsx: 20_000, pdf: 5_000, exportRssMb: 50 } as const;

function csv(rows: number): Blob {
  const lines = Array.from(
    { length: rows },
    (_, n) => `Bench${n},Person,bench${n}@example.com,+92301${String(n).padStart(7, '0')},Engineering,Software Engineer,viewer`,
  );
  return new Blob([[HEADER, ...lines].join('\n')], { type: 'text/csv' });
}

const rssMb = (pid: number) => Number(fs.readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/)?.[1] ?? 0) / 1024;

/** CPU seconds (user + system) `pid` has used so far. */
function cpuSeconds(pid: number): number {
  // Fields 14 and 15 of /proc/pid/stat, after the command name in parentheses.
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** Runs `run`, with its wall time and the CPU time `pid` used meanwhile, in seconds. */
async function timed<T>(pid: number, run: () => Promise<T>): Promise<{ s: number; cpuS: number; value: T }> {
  const cpu = cpuSeconds(pid);
  const start = performance.now();
  const value = await run();
  return { s: (performance.now() - start) / 1000, cpuS: cpuSeconds(pid) - cpu, value };
}

async function importFile(url: string, cookie: string, dryRun: boolean): Promise<number> {
  const form = new FormData();
  form.append('file', csv(IMPORT_ROWS), 'bench.csv');
  const response = await fetch(`${url}/api/v1/employees/import${dryRun ? '?dryRun=1' : ''}`, { method: 'POST', body: form, headers: { cookie, origin: url } });
  const body = (await response.json()) as { message: string; data: { ready: number; errors: unknown[] } };
  if (!response.ok || body.data.errors.length || body.data.ready !== IMPORT_ROWS) throw new Error(`import answered ${response.status}: ${body.message}`);
  return body.data.ready;
}

/** Downloads an export, sampling the server's RSS every 50 ms; the bytes, seconds, CPU seconds and RSS before and at peak. */
export async function exportFile(url: string, cookie: string, pid: number, format: 'xlsx' | 'pdf') {
  let peak = rssMb(pid);
  const before = peak;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 50);
  try {
    const { s, cpuS, value: bytes } = await timed(pid, async () => {
      const response = await fetch(`${url}/api/v1/employees/export?format=${format}`, { headers: { cookie } });
      if (!response.ok) throw new Error(`export answered ${response.status}`);
      return (await response.arrayBuffer()).byteLength;
    });
    return { format, s, cpuS, bytes, rssBeforeMb: before, peakRssMb: Math.max(peak, rssMb(pid)) };
  } finally {
    clearInterval(sampler);
  }
}

/** Adds bulk employees to `dataDir` until it holds `total` (not deleted, not super admins). */
async function seedEmployees(dataDir: string, total: number): Promise<void> {
  await withData(dataDir, async ({ db }) => {
    const counted = (await db.execute(sql`select count(*)::int as n from users where not is_super_admin and deleted_at is null`)) as unknown as { rows: { n: number }[] };
    const have = counted.rows[0]?.n ?? 0;
    if (have >= total) return;
    await db.execute(sql`
      insert into users (email, password_hash, first_name, last_name, contact, role_id, status, employee_code, department_id, designation_id, joined_on, last_sign_in_at)
      select 'seeded' || g || '@example.com', 'x', 'Seeded' || g, 'Person', '+92302' || lpad(g::text, 7, '0'),
        (select id from roles where name = 'viewer'), 'active', 'SEE-' || lpad(g::text, 7, '0'),
        (select id from departments order by name limit 1), (select id from designations order by title limit 1), current_date,
        case when g % 3 = 0 then now() - make_interval(mins => g) end
      from generate_series(1, ${total - have}::int) g`);
    // PGlite has no autovacuum: fresh statistics and a visibility map, as a production server would have.
    await db.execute(sql`vacuum analyze users`);
  });
}

export interface EmployeesIo {
  dryRun: { s: number; cpuS: number };
  commit: { s: number; cpuS: number };
  exports: Awaited<ReturnType<typeof exportFile>>[];
}

export async function measureEmployeesIo(): Promise<EmployeesIo> {
  const dataDir = tempDir('oc-bench-employees-');
  let dryRun: EmployeesIo['dryRun'];
  let commit: EmployeesIo['commit'];
  const demo = await startConsole({ DATA_DIR: dataDir });
  try {
    const cookie = await signInCookie(demo.url);
    dryRun = await timed(demo.pid!, () => importFile(demo.url, cookie, true));
    commit = await timed(demo.pid!, () => importFile(demo.url, cookie, false));
  } finally {
    await demo.stop();
  }
  await seedEmployees(dataDir, EXPORT_EMPLOYEES);
  const big = await startConsole({ DATA_DIR: dataDir });
  try {
    const cookie = await signInCookie(big.url);
    // A first, unmeasured export: the code and the pages of the table are in, as on a server in use.
    await exportFile(big.url, cookie, big.pid!, 'xlsx');
    const exports = [await exportFile(big.url, cookie, big.pid!, 'xlsx'), await exportFile(big.url, cookie, big.pid!, 'pdf')];
    return { dryRun, commit, exports };
  } finally {
    await big.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const perSecond = (rows: number, s: number) => Math.round(rows / s);

/** Prints one line per target; true when every one holds. */
export function printEmployeesIo(r: EmployeesIo): boolean {
  const rows = [
    { what: `import dry run, ${IMPORT_ROWS.toLocaleString('en-US')} rows`, n: IMPORT_ROWS, ...r.dryRun, target: TARGETS.dryRun },
    { what: `import commit, ${IMPORT_ROWS.toLocaleString('en-US')} rows`, n: IMPORT_ROWS, ...r.commit, target: TARGETS.commit },
    ...r.exports.map((e) => ({ what: `export ${e.format}, ${EXPORT_EMPLOYEES.toLocaleString('en-US')} employees`, n: EXPORT_EMPLOYEES, ...e, target: TARGETS[e.format] })),
  ];
  console.log('\nEmployees import and export (issue 28 §2, §3): rows per second of wall time (and per server CPU second)');
  console.table(
    rows.map((x) => ({
      what: x.what,
      seconds: x.s.toFixed(1),
      'rows/s': perSecond(x.n, x.s),
      target: `≥ ${x.target.toLocaleString('en-US')}`,
      'rows per CPU s': perSecond(x.n, x.cpuS),
      met: perSecond(x.n, x.s) >= x.target ? 'ok' : 'MISSED',
    })),
  );
  console.table(
    r.exports.map((e) => ({
      export: e.format,
      'size kB': Math.round(e.bytes / 1024),
      'RSS before MB': e.rssBeforeMb.toFixed(0),
      'peak RSS MB': e.peakRssMb.toFixed(0),
      'rise MB': (e.peakRssMb - e.rssBeforeMb).toFixed(0),
      target: `≤ ${TARGETS.exportRssMb}`,
      met: e.peakRssMb - e.rssBeforeMb <= TARGETS.exportRssMb ? 'ok' : 'MISSED',
    })),
  );
  return rows.every((x) => perSecond(x.n, x.s) >= x.target) && r.exports.every((e) => e.peakRssMb - e.rssBeforeMb <= TARGETS.exportRssMb);
}
