/**
 * The engine's `gc()` for the two places that must collect at a moment they choose: the idle server
 * giving memory back (idle-memory.mjs) and an export's spent buffers (src/server/spreadsheets/
 * spent-buffers.ts, issue 28 §3). Obtained through a fresh context, so that `gc` is never a global
 * of the process, and once, so that the flags are flipped once.
 */
import v8 from 'node:v8';
import vm from 'node:vm';

/** @type {((options?: { type?: 'major' | 'minor'; execution?: 'sync' | 'async'; flavor?: 'regular' | 'last-resort' }) => void) | undefined} */
let gc;

/** @returns {NonNullable<typeof gc>} the engine's gc function */
export function engineGc() {
  if (!gc) {
    v8.setFlagsFromString('--expose-gc');
    gc = vm.runInNewContext('gc');
    v8.setFlagsFromString('--no-expose-gc');
  }
  return /** @type {NonNullable<typeof gc>} */ (gc);
}
