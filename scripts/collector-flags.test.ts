import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { COLLECTOR_FLAGS } from './collector-flags.mjs';

describe('the collector flags (issue 28 §1)', () => {
  // V8's flags come and go between releases; one it no longer knows would be dropped with a line on
  // stderr at every start, and the p99 would quietly lengthen again.
  it('are known to the Node that runs the console', () => {
    const run = spawnSync(process.execPath, [...COLLECTOR_FLAGS, '-e', ''], { encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });

  it('are set by the server before it imports anything else', () => {
    const serve = readFileSync(new URL('./serve.mjs', import.meta.url), 'utf8');
    expect(serve.match(/^import .*$/m)?.[0]).toBe("import './collector-flags.mjs';");
  });
});
