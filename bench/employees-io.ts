/**
 * Import and export of employees (issue 12 §8): the import of 5,000 rows (dry run and commit,
 * seconds), then the export of every employee (10,000 after a second import) to XLSX and PDF, with
 * the server's RSS sampled while each export streams (it must not grow with the row count).
 */
import fs from 'node:fs';
import { signInCookie, startConsole } from './server';

const HEADER = 'first_name,last_name,email,contact,department,designation,role';
const IMPORT_ROWS = 5_000;

function csv(batch: number): Blob {
  const lines = Array.from({ length: IMPORT_ROWS }, (_, i) => {
    const n = batch * IMPORT_ROWS + i;
    return `Bench${n},Person,bench${n}@example.com,+92301${String(n).padStart(7, '0')},Engineering,Software Engineer,viewer`;
  });
  return new Blob([[HEADER, ...lines].join('\n')], { type: 'text/csv' });
}

const rssMb = (pid: number) => Number(fs.readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/)?.[1] ?? 0) / 1024;

async function timed<T>(run: () => Promise<T>): Promise<{ s: number; value: T }> {
  const start = performance.now();
  const value = await run();
  return { s: (performance.now() - start) / 1000, value };
}

async function importFile(url: string, cookie: string, batch: number, dryRun: boolean): Promise<number> {
  const form = new FormData();
  form.append('file', csv(batch), 'bench.csv');
  const response = await fetch(`${url}/api/v1/employees/import${dryRun ? '?dryRun=1' : ''}`, { method: 'POST', body: form, headers: { cookie, origin: url } });
  const body = (await response.json()) as { message: string; data: { ready: number; errors: unknown[] } };
  if (!response.ok || body.data.errors.length) throw new Error(`import answered ${response.status}: ${body.message}`);
  return body.data.ready;
}

/** Downloads an export, sampling the server's RSS every 50 ms; the bytes, seconds and peak RSS. */
export async function exportFile(url: string, cookie: string, pid: number, format: 'xlsx' | 'pdf') {
  let peak = rssMb(pid);
  const before = peak;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 50);
  try {
    const { s, value: bytes } = await timed(async () => {
      const response = await fetch(`${url}/api/v1/employees/export?format=${format}`, { headers: { cookie } });
      if (!response.ok) throw new Error(`export answered ${response.status}`);
      return (await response.arrayBuffer()).byteLength;
    });
    return { format, s, bytes, rssBeforeMb: before, peakRssMb: peak };
  } finally {
    clearInterval(sampler);
  }
}

export async function measureEmployeesIo() {
  const running = await startConsole();
  try {
    const cookie = await signInCookie(running.url);
    const dry = await timed(() => importFile(running.url, cookie, 0, true));
    const commit = await timed(() => importFile(running.url, cookie, 0, false));
    await importFile(running.url, cookie, 1, false);
    const pid = running.pid!;
    const exports = [await exportFile(running.url, cookie, pid, 'xlsx'), await exportFile(running.url, cookie, pid, 'pdf')];
    return { importRows: IMPORT_ROWS, dryRunS: dry.s, commitS: commit.s, exports };
  } finally {
    await running.stop();
  }
}

export function printEmployeesIo(r: Awaited<ReturnType<typeof measureEmployeesIo>>): void {
  console.log(`\nEmployees import of ${r.importRows.toLocaleString('en-US')} rows: dry run ${r.dryRunS.toFixed(1)} s, commit ${r.commitS.toFixed(1)} s`);
  console.log('Employees export of every employee (~10,060), server RSS sampled every 50 ms');
  console.table(
    r.exports.map((e) => ({
      format: e.format,
      seconds: e.s.toFixed(1),
      'size kB': Math.round(e.bytes / 1024),
      'RSS before MB': e.rssBeforeMb.toFixed(0),
      'peak RSS MB': e.peakRssMb.toFixed(0),
    })),
  );
}
