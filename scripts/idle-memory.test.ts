import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

/**
 * In a process of its own (its resident size is its own): 80 MiB of small buffers, one in sixteen
 * kept, so that the freed ones are scattered through glibc's heap and its top cannot be trimmed.
 * Prints the resident MiB at the peak, once the buffers are dropped, and once idle.
 */
const SCRIPT = `
import { idleMemory } from './scripts/idle-memory.mjs';
const rss = () => process.memoryUsage.rss() / 1048576;
const touch = idleMemory(100);
let buffers = Array.from({ length: 20000 }, () => new Uint8Array(4096).fill(1));
const peak = rss();
const kept = buffers.filter((_, i) => i % 16 === 0);
buffers = undefined;
const dropped = rss();
touch();
await new Promise((resolve) => setTimeout(resolve, 600));
console.log(JSON.stringify({ peak, dropped, idle: rss(), kept: kept.length }));
`;

describe('idleMemory', () => {
  it.runIf(process.platform === 'linux')('gives the memory of a burst back to the system once no request has come for a while', () => {
    const out = execFileSync(process.execPath, ['--input-type=module', '-e', SCRIPT], { cwd: process.cwd(), encoding: 'utf8' });
    const { peak, dropped, idle } = JSON.parse(out) as { peak: number; dropped: number; idle: number };
    // Dropping the buffers alone gives nothing back: no collection has run and the heap is scattered.
    expect(dropped).toBeGreaterThan(peak - 10);
    expect(peak - idle).toBeGreaterThan(50);
  });
});
