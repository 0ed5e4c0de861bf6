import { expect, it } from 'vitest';
import { hasShutDown, isDraining, onShutdown, runShutdownHooks, startDraining } from '~/server/lifecycle';

it('a backend that opens while the process drains is still closed by the hooks, which run once after it (issue 24 §3)', async () => {
  const ran: string[] = [];
  onShutdown(() => void ran.push('jobs'));
  startDraining();
  expect([isDraining(), hasShutDown()]).toEqual([true, false]);
  // Registered while draining, as a backend opened for a request in flight registers its close.
  onShutdown(() => void ran.push('database'));
  await runShutdownHooks();
  expect(hasShutDown()).toBe(true);
  expect(ran).toEqual(['database', 'jobs']);
  await runShutdownHooks();
  expect(ran).toEqual(['database', 'jobs']);
});
