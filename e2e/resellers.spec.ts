/**
 * Resellers end to end (issue 13 §5): an online application posted through the public endpoint is
 * approved in the queue (the applicant is emailed) and found in All Resellers; another is rejected
 * with a reason. The lists fit at 1280 and 375 px. Names carry a unique tag so runs do not collide.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { E2E_DATA_DIR, E2E_RESULTS_DIR } from './env';
import { open, stateFile } from './fixtures';

const OI = '/owner-inventory/dashboard/resellers';
const QUEUE = `${OI}/list-of-online-resellers`;
const ALL = `${OI}/all-resellers`;

const tag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
const toast = (page: Page, text: string | RegExp) => page.locator('.toast-success').filter({ hasText: text });

async function apply(page: Page, company: string, email: string): Promise<void> {
  const res = await page.request.post('/api/v1/public/reseller-applications', {
    data: { companyName: company, firstName: 'Noor', lastName: 'Baloch', email, phone: '+923451112222', city: 'Karachi', website: '' },
  });
  expect(res.status()).toBe(201);
}

/** The subjects of the mails written to the outbox for `to`. */
function mailsTo(to: string): string[] {
  const outbox = path.join(E2E_DATA_DIR, 'outbox');
  if (!fs.existsSync(outbox)) return [];
  return fs.readdirSync(outbox).filter((f) => f.includes(to)).map((f) => JSON.parse(fs.readFileSync(path.join(outbox, f), 'utf8')).subject);
}

test.describe('as the super admin', () => {
  test.use({ storageState: stateFile('superadmin') });

  test('an online application is approved in the queue and found in all resellers; another is rejected with a reason', async ({ page }) => {
    const t = tag();
    const approved = `E2E Approved ${t}`;
    const rejected = `E2E Rejected ${t}`;
    await apply(page, approved, `approve-${t}@e2e.example`);
    await apply(page, rejected, `reject-${t}@e2e.example`);

    await open(page, `${QUEUE}?q=${t}`);
    const row = page.getByRole('row').filter({ hasText: approved });
    await expect(row).toContainText('Pending');
    await row.getByRole('button', { name: `Approve ${approved}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Approve application' });
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await expect(toast(page, `${approved} has been approved.`)).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: approved })).toContainText('Active');
    await expect.poll(() => mailsTo(`approve-${t}@e2e.example`)).toContain('Your reseller application has been approved');

    await page.getByRole('row').filter({ hasText: rejected }).getByRole('button', { name: `Reject ${rejected}` }).click();
    const reject = page.getByRole('dialog', { name: 'Reject application' });
    await reject.getByRole('button', { name: 'Reject' }).click();
    await expect(reject.getByText('Reason is required')).toBeVisible();
    await reject.getByLabel('Reason').fill('No trade licence');
    await reject.getByRole('button', { name: 'Reject' }).click();
    await expect(toast(page, `${rejected} has been rejected.`)).toBeVisible();
    const done = page.getByRole('row').filter({ hasText: rejected });
    await expect(done).toContainText('Rejected');
    await expect(done).toContainText('No trade licence');
    await expect.poll(() => mailsTo(`reject-${t}@e2e.example`)).toContain('Your reseller application');

    await open(page, `${ALL}?q=${encodeURIComponent(approved)}`);
    const found = page.getByRole('row').filter({ hasText: approved });
    await expect(found).toContainText('Active');
    await expect(found.locator('[data-status]')).toHaveText(/Active\s*Online/);
    await expect(found.getByRole('link', { name: `Edit ${approved}` })).toBeVisible();
  });

  test('staff register a reseller through the form; it is active at once', async ({ page }) => {
    const t = tag();
    const company = `E2E Staff ${t}`;
    await open(page, `${OI}/reseller-registration`);
    await page.getByLabel('Company name').fill(company);
    await page.getByLabel('First name').fill('Sara');
    await page.getByLabel('Last name').fill('Iqbal');
    await page.getByLabel('Email').fill(`staff-${t}@e2e.example`);
    // The phone widget attaches to the field on its first focus; wait for it, then type.
    await page.getByRole('textbox', { name: 'Phone Number' }).focus();
    await expect(page.getByRole('button', { name: /Pakistan: change the country/ })).toBeVisible();
    await page.getByRole('textbox', { name: 'Phone Number' }).fill('3001234567');
    await page.getByLabel('City').fill('Lahore');
    await page.getByLabel('Commission rate (%)').fill('100.5');
    await page.getByRole('button', { name: 'Register Reseller' }).click();
    await expect(page.getByText('Commission rate must be between 0 and 100')).toBeVisible();
    await page.getByLabel('Commission rate (%)').fill('12.5');
    await page.getByRole('button', { name: 'Register Reseller' }).click();
    await expect(page).toHaveURL(ALL);
    await expect(toast(page, 'Reseller registered successfully')).toBeVisible();
    await open(page, `${ALL}?q=${t}`);
    const row = page.getByRole('row').filter({ hasText: company });
    await expect(row).toContainText('Active');
    await expect(row).toContainText('12.50 %');
    await expect(row.locator('[data-status]')).toHaveText(/Active\s*By staff/);
  });

  test("shows an email another reseller holds under the Email field, from the API's 409 (issue 26 #7)", async ({ page }) => {
    const taken: string = (await (await page.request.get('/api/v1/resellers')).json()).data[0].email;
    const registration = `${OI}/reseller-registration`;
    await open(page, registration);
    await page.getByLabel('Company name').fill(`E2E Clash ${tag()}`);
    await page.getByLabel('First name').fill('Sara');
    await page.getByLabel('Last name').fill('Iqbal');
    await page.getByLabel('Email').fill(taken);
    await page.getByRole('textbox', { name: 'Phone Number' }).focus();
    await expect(page.getByRole('button', { name: /Pakistan: change the country/ })).toBeVisible();
    await page.getByRole('textbox', { name: 'Phone Number' }).fill('3001234567');
    await page.getByLabel('City').fill('Lahore');
    await page.getByRole('button', { name: 'Register Reseller' }).click();
    await expect(page.getByLabel('Email')).toHaveAccessibleDescription(/^A reseller with this email already exists\./);
    await expect(page.getByLabel('Company name')).not.toHaveAccessibleDescription(/already exists/);
    await expect(page).toHaveURL(registration);
  });

  test('suspends with a reason and reactivates a reseller', async ({ page }) => {
    const t = tag();
    const company = `E2E Suspend ${t}`;
    await apply(page, company, `suspend-${t}@e2e.example`);
    const id = (await (await page.request.get(`/api/v1/resellers?q=${t}`)).json()).data[0].id;
    expect((await page.request.post(`/api/v1/resellers/${id}/approve`)).status()).toBe(200);
    await open(page, `${ALL}?q=${t}`);
    await page.getByRole('button', { name: `More actions for ${company}` }).click();
    await page.getByRole('menuitem', { name: `Suspend ${company}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Suspend reseller' });
    await dialog.getByLabel('Reason').fill('Unpaid statements');
    await dialog.getByRole('button', { name: 'Suspend' }).click();
    await expect(toast(page, `${company} has been suspended.`)).toBeVisible();
    await page.getByRole('button', { name: `More actions for ${company}` }).click();
    await page.getByRole('menuitem', { name: `Reactivate ${company}` }).click();
    await page.getByRole('dialog', { name: 'Reactivate reseller' }).getByRole('button', { name: 'Reactivate' }).click();
    await expect(toast(page, `${company} has been reactivated.`)).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: company })).toContainText('Active');
  });

  for (const width of [1280, 375]) {
    test(`the lists and the form fit at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      for (const [name, url] of [['all', ALL], ['queue', QUEUE], ['registration', `${OI}/reseller-registration`]] as const) {
        await open(page, url);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, `${name} at ${width}`).toBeLessThanOrEqual(0);
        await page.screenshot({ path: path.join(E2E_RESULTS_DIR, `resellers-${name}-${width}.png`), fullPage: true });
      }
    });
  }
});

test.describe('as the viewer', () => {
  test.use({ storageState: stateFile('viewer') });

  test('sees the reseller lists without write actions, and the registration page says the role cannot register', async ({ page }) => {
    await open(page, `${ALL}?q=Indus`);
    await expect(page.getByRole('row').filter({ hasText: 'Indus Web Solutions' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^(Suspend|Reactivate|Delete) / })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /^(Edit |Register)/ })).toHaveCount(0);
    await open(page, `${QUEUE}?q=Okara`);
    await expect(page.getByRole('row').filter({ hasText: 'Okara Agri Web' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^(Approve|Reject) / })).toHaveCount(0);
    await open(page, `${OI}/reseller-registration`);
    await expect(page.getByText('Your role cannot register or edit resellers.')).toBeVisible();
  });
});
