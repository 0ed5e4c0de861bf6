/**
 * A bulk suspend of 1,000 resellers (issue 29 §2–§3): 1,000 active resellers registered through
 * the API, then one POST /resellers/bulk choosing them by a filter, as "Select all N matching" does.
 * Target: the whole answer within 5 s.
 */
import { signInCookie, startConsole } from './server';

const ROWS = 1000;
export const BULK_TARGET_MS = 5000;

async function post(url: string, path: string, cookie: string, body: unknown): Promise<{ message: string; data: { done: string[]; failed: unknown[] } }> {
  const response = await fetch(`${url}/api/v1${path}`, { method: 'POST', headers: { cookie, origin: url, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const answer = (await response.json()) as { message: string; data: { done: string[]; failed: unknown[] } };
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${answer.message}`);
  return answer;
}

/** The time of one bulk suspend of ROWS resellers, in ms. */
export async function measureBulk(): Promise<{ rows: number; ms: number; done: number }> {
  const running = await startConsole();
  try {
    const cookie = await signInCookie(running.url);
    let next = 0;
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        for (let i = next++; i < ROWS; i = next++) {
          await post(running.url, '/resellers', cookie, { companyName: `Benchbulk Hosting ${i}`, firstName: 'Bench', lastName: 'Owner', email: `benchbulk${i}@bench.example`, phone: '+923331234567', city: 'Quetta' });
        }
      }),
    );
    const start = performance.now();
    const answer = await post(running.url, '/resellers/bulk', cookie, { action: 'suspend', filter: { q: 'Benchbulk', status: 'active' }, reason: 'Bench: region closed' });
    return { rows: ROWS, ms: performance.now() - start, done: answer.data.done.length };
  } finally {
    await running.stop();
  }
}

/** Prints the measurement; false when the target is missed or a row was not suspended. */
export function printBulk(result: { rows: number; ms: number; done: number }): boolean {
  const met = result.ms <= BULK_TARGET_MS && result.done === result.rows;
  console.log(`\nBulk actions (issue 29 §2: ${result.rows.toLocaleString('en-US')} resellers suspended in one request, target ${BULK_TARGET_MS / 1000} s)`);
  console.table([{ rows: result.rows, suspended: result.done, 'ms': result.ms.toFixed(0), target: met ? 'ok' : 'MISSED' }]);
  return met;
}

// Run alone: tsx bench/bulk.ts (after a build).
if (import.meta.url === `file://${process.argv[1]}`) process.exitCode = printBulk(await measureBulk()) ? 0 : 1;
