/**
 * The production install test of issue 24 §5/§6: the build runs with production dependencies only,
 * from another working directory, and its backup restores on a "new machine".
 * It copies what a deployment ships (package.json, package-lock.json, the build, scripts/) to a
 * new folder, runs `npm ci --omit=dev` there, starts `node scripts/serve.mjs` from an unrelated
 * working directory (so migrations are found beside the build, not in src/) and signs in and renders
 * pages with islands; then, with the console stopped, `npm run backup`, `npm run restore` into a new
 * DATA_DIR, and the console on the restored data signs the same account in.
 * Run `npm run build` first (DIST_DIR picks another build). Node: this process's (24), the only one
 * on the children's PATH, as on a server. Run: `tsx scripts/production-test.ts` (CI: .ci/run).
 * Exits 1 on the first failed check.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { signInCookie } from '../bench/server';
import { freePort, startServer, stopServer, tempDir } from '../e2e/processes';

const repo = path.resolve(import.meta.dirname, '..');
const dist = path.join(repo, process.env.DIST_DIR || 'dist');

function check(ok: boolean, what: string): void {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (!ok) throw new Error(`check failed: ${what}`);
}

// This Node first, and nothing of the project's node_modules (its Node 24 and tools are devDependencies).
const PATH = [path.dirname(process.execPath), ...(process.env.PATH ?? '').split(path.delimiter).filter((dir) => !dir.includes('node_modules'))].join(path.delimiter);

/** Runs `npm args` in `cwd`; returns its output, throwing with it on failure. */
function npm(cwd: string, args: string[], env: Record<string, string> = {}): string {
  const result = spawnSync('npm', args, { cwd, env: { ...process.env, PATH, ...env }, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`npm ${args.join(' ')} failed (${result.status}): ${result.stdout}${result.stderr}`);
  return result.stdout;
}

async function serve(app: string, dataDir: string): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = await startServer(process.execPath, [path.join(app, 'scripts/serve.mjs')], { PATH, PORT: String(port), DATA_DIR: dataDir, DIST_DIR: 'dist', SIMULATOR_DELAY_MS: '0' }, `${url}/healthz`);
  return { url, stop: () => stopServer(child) };
}

async function signsIn(url: string, what: string): Promise<string> {
  const cookie = await signInCookie(url, 'superadmin@example.com').catch((error: Error) => error.message);
  check(cookie.startsWith('authToken='), `${what}: the super admin signs in (${cookie.slice(0, 20)}…)`);
  return cookie;
}

async function main(): Promise<void> {
  check(fs.existsSync(path.join(dist, 'server/entry.mjs')), `a build in ${dist}`);
  const app = tempDir('oc-app-');
  for (const file of ['package.json', 'package-lock.json']) fs.copyFileSync(path.join(repo, file), path.join(app, file));
  fs.cpSync(dist, path.join(app, 'dist'), { recursive: true });
  fs.cpSync(path.join(repo, 'scripts'), path.join(app, 'scripts'), { recursive: true });
  // Before the install: its postinstall applies them (patch-package).
  fs.cpSync(path.join(repo, 'patches'), path.join(app, 'patches'), { recursive: true });
  npm(app, ['ci', '--omit=dev', '--no-audit', '--no-fund', '--prefer-offline']);
  const installed = (name: string) => fs.existsSync(path.join(app, 'node_modules', name));
  check(installed('astro') && !['vitest', 'eslint', 'playwright', 'node', 'tailwindcss'].some(installed), 'npm ci --omit=dev installs the dependencies and no devDependency');

  // Another working directory: nothing of the source tree around.
  const work = tempDir('oc-work-');
  process.chdir(work);
  const first = await serve(app, path.join(work, 'data'));
  try {
    const cookie = await signsIn(first.url, 'the production install, started elsewhere, migrates and seeds');
    const login = await fetch(`${first.url}/`);
    check(login.status === 200 && (await login.text()).includes('<astro-island'), `the sign-in page renders with its island (${login.status})`);
    const profile = await fetch(`${first.url}/profile`, { headers: { cookie } });
    check(profile.status === 200 && (await profile.text()).includes('<astro-island'), `a signed-in page renders with its island (${profile.status})`);
  } finally {
    await first.stop();
  }

  const backupFile = path.join(work, 'nightly.tar.gz');
  const said = npm(app, ['run', '--silent', 'backup', '--', backupFile], { DATA_DIR: path.join(work, 'data') });
  check(fs.existsSync(backupFile), `npm run backup, with production dependencies only: ${said.trim()}`);
  const restored = path.join(work, 'restored');
  npm(app, ['run', '--silent', 'restore', '--', backupFile], { DATA_DIR: restored });
  const second = await serve(app, restored);
  try {
    await signsIn(second.url, 'npm run restore into a new DATA_DIR: the console on it');
  } finally {
    await second.stop();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
