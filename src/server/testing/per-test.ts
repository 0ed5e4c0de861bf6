/**
 * The set-up most API test files share: a fresh backend (a clone of the migrated template) for every
 * test, signed in as the demo super admin, closed after the test, and the template closed after the file.
 */
import { afterAll, afterEach, beforeEach } from 'vitest';
import { closeTemplate, createTestBackend, type TestBackend } from '~/server/testing/backend';
import { signIn } from '~/server/testing/client';

/** Registers the hooks; `use(backend, token)` receives each test's backend and the super admin's token before it runs. */
export function backendPerTest(use: (backend: TestBackend, token: string) => void): void {
  let backend: TestBackend | undefined;
  beforeEach(async () => {
    backend = await createTestBackend();
    use(backend, await signIn(backend.app, 'superadmin@example.com'));
  });
  afterEach(() => backend?.close());
  afterAll(closeTemplate);
}
