import { test as setup } from '@playwright/test';
import { ACCOUNTS, signIn, stateFile, type AccountKey } from './fixtures';

for (const key of Object.keys(ACCOUNTS) as AccountKey[]) {
  setup(`sign in as ${key}`, async ({ page }) => {
    await signIn(page, ACCOUNTS[key].email);
    await page.context().storageState({ path: stateFile(key) });
  });
}
