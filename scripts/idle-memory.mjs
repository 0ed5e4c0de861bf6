/**
 * Gives memory back to the system once the server falls idle after work (issue 28 §6).
 *
 * After a burst of fresh renders a PostgreSQL worker held 210–225 MiB although its live data is
 * about 60: V8 keeps the heap a burst grew until its memory reducer acts, and glibc keeps every
 * page its main heap ever held (85 MiB of it free but scattered, so its automatic trim of the
 * heap's top returns none). `idleMemory(ms)` returns `touch()`, which each request for work
 * calls (not health probes, which come every few seconds whatever the load); once `ms` pass
 * without one, a last-resort full collection runs (V8's memory-reducing GC, a few tens of ms)
 * and then glibc's `malloc_trim(0)`, which hands back the free pages inside the heap
 * (measured: a worker 212 → 136 MiB). Only after work: an idle server is not collected again.
 * The price is paid by the next request, which finds its code to compile again: 24–64 ms for a
 * fresh page instead of 18–38 ms after the same pause without the collection (10 ms when warm);
 * the collection without `malloc_trim` kept 85 MiB, `malloc_trim` without the collection left
 * the embedded console at 430 MiB after 10,000 views.
 *
 * `malloc_trim` is glibc's, called through koffi (prebuilt, no compiler at install); where it
 * does not exist (musl, macOS, Windows) only the collection runs.
 */
import koffi from 'koffi';
import { engineGc } from './engine-gc.mjs';

/** glibc's `malloc_trim`, or undefined off glibc (no libc.so.6, or no such function in it). */
function mallocTrim() {
  try {
    return koffi.load('libc.so.6').func('int malloc_trim(size_t pad)');
  } catch {
    return undefined;
  }
}

/**
 * @param {number} ms how long without a request counts as idle
 * @returns {() => void} `touch`, to call on every request
 */
export function idleMemory(ms) {
  const gc = engineGc();
  const trim = mallocTrim();
  let timer;
  const giveBack = () => {
    gc({ type: 'major', execution: 'sync', flavor: 'last-resort' });
    trim?.(0);
  };
  return () => {
    clearTimeout(timer);
    timer = setTimeout(giveBack, ms).unref();
  };
}
