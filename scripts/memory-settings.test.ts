import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MEMORY_ENV, NODE_MEMORY_FLAGS } from './memory-settings.mjs';

// Issue 28 §6: the flags are read at process start, so every way ops start the console must spell
// them; one that forgets them runs a process 100 MiB larger.
const read = (file: string) => fs.readFileSync(new URL(`../${file}`, import.meta.url), 'utf8');
const serveScript = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts.serve ?? '';
const ENV_LINE = Object.entries(MEMORY_ENV).map(([key, value]) => `${key}=${value}`);

describe('every way of starting the console keeps the memory settings', () => {
  it('npm run serve', () => {
    for (const setting of [...ENV_LINE, ...NODE_MEMORY_FLAGS]) expect(serveScript).toContain(setting);
    expect(serveScript).toMatch(/node (--\S+ )*scripts\/serve\.mjs$/);
  });

  it('the Dockerfile', () => {
    const dockerfile = read('Dockerfile');
    for (const setting of ENV_LINE) expect(dockerfile).toMatch(new RegExp(`^ENV .*\\b${setting}\\b`, 'm'));
    expect(dockerfile).toContain(`CMD ["node", ${NODE_MEMORY_FLAGS.map((flag) => `"${flag}"`).join(', ')}, "scripts/serve.mjs"]`);
  });

  it('the systemd unit', () => {
    const unit = read('deploy/owner-console.service');
    for (const setting of ENV_LINE) expect(unit).toMatch(new RegExp(`^Environment=.*\\b${setting}\\b`, 'm'));
    expect(unit).toContain(`ExecStart=/usr/bin/node ${NODE_MEMORY_FLAGS.join(' ')} scripts/serve.mjs`);
  });
});
