import { describe, expect, it, vi } from 'vitest';
import { spentBufferCheck } from '~/server/spreadsheets/spent-buffers';

const MiB = 1024 * 1024;

describe('spentBufferCheck', () => {
  it('collects only once the buffers grew past the budget since the last collection', () => {
    let bytes = 100 * MiB;
    const collections: number[] = [];
    const collect = () => {
      collections.push(bytes);
      bytes = 110 * MiB;
    };
    const check = spentBufferCheck({ budget: 24 * MiB, readBytes: () => bytes, collect });
    bytes += 24 * MiB;
    expect(check()).toBe(false);
    bytes += 1;
    expect(check()).toBe(true);
    // The collection freed some: the next budget counts from the 110 MiB left.
    bytes += 20 * MiB;
    expect(check()).toBe(false);
    bytes += 5 * MiB;
    expect(check()).toBe(true);
    expect(collections).toEqual([124 * MiB + 1, 135 * MiB]);
  });

  it("frees the process's dropped buffers with the engine's own collection", async () => {
    const before = process.memoryUsage().arrayBuffers;
    const check = spentBufferCheck({ budget: 16 * MiB });
    let queued: Uint8Array[] | undefined = Array.from({ length: 48 }, () => new Uint8Array(MiB).fill(1));
    expect(queued.length).toBe(48);
    queued = undefined;
    expect(process.memoryUsage().arrayBuffers - before).toBeGreaterThan(40 * MiB);
    expect(check()).toBe(true);
    // V8 sweeps the freed buffers' memory on a thread of its own: the count falls soon after.
    await vi.waitFor(() => expect(process.memoryUsage().arrayBuffers - before).toBeLessThan(16 * MiB), { timeout: 2000 });
  });
});
