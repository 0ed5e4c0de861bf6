/**
 * The audit log end to end (issue 11 §4): a lead edited in the UI appears in the audit log; the log
 * filters by action and searches in the URL, pages with the list kit's pager, and a row opens its
 * field-by-field diff; the lead's own page shows its history; a role without ou:view::audit_log is
 * kept out.
 */
import { expect, test } from '@playwright/test';
import { open, stateFile } from './fixtures';

const AUDIT_LOG = '/owner-universe/dashboard/settings/audit-log';
const ALL_LEADS = '/owner-inventory/dashboard/leads/all-leads';

test.describe('as a super admin', () => {
  test.use({ storageState: stateFile('superadmin') });

  test('a lead edit is in the audit log, filtered by action, with its diff', async ({ page }) => {
    const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const lead = { name: `E2E audit ${tag}`, subdomain: `e2e-audit-${tag}` };
    const hosts = (await (await page.request.get('/api/v1/aws-light-sail/get-all-data-center?q=reseller-web-1')).json()).data as { id: string }[];
    const created = await page.request.post('/api/v1/leads/create-lead', {
      data: { ...lead, email: `${lead.subdomain}@example.com`, phone: '+923001234567', company: 'Before Ltd', dataCenterId: hosts[0]!.id },
    });
    expect(created.status()).toBe(201);

    await open(page, `${ALL_LEADS}?q=${lead.subdomain}`);
    await page.getByRole('button', { name: `Edit ${lead.name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Lead' });
    await dialog.getByRole('textbox', { name: 'Company' }).fill('After Ltd');
    await dialog.getByRole('button', { name: 'Update Lead' }).click();
    await expect(page.getByRole('row', { name: new RegExp(lead.subdomain) })).toContainText('After Ltd');

    await open(page, AUDIT_LOG);
    await expect(page.getByRole('heading', { name: 'Audit Log' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Action' }).selectOption('lead.update');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/action=lead\.update/);
    const rows = page.getByRole('table', { name: 'Audit log' }).locator(':scope > tbody > tr');
    await expect(rows).toHaveCount(10);
    // The action in words, its code in the title (issue 26 §8); the entity type in words too.
    for (const action of await rows.locator(':scope > td:nth-child(3)').allTextContents()) expect(action.trim()).toBe('Lead updated');
    await expect(rows.first().locator(':scope > td:nth-child(3) a')).toHaveAttribute('title', 'lead.update');
    await expect(page.getByRole('combobox', { name: 'Action' }).locator('option:checked')).toHaveText('Lead updated');

    const row = rows.filter({ hasText: lead.name });
    await expect(row).toHaveCount(1);
    await row.getByText('1 field changed').click();
    const diff = row.getByRole('table', { name: /Changes of entry/ });
    await expect(diff.getByRole('row', { name: /Company/ })).toContainText('Before Ltd');
    await expect(diff.getByRole('row', { name: /Company/ })).toContainText('After Ltd');
    await expect(row).toContainText('Sara Admin');

    // Paging keeps the filter: next, previous, last, first (the list kit's keyset pager).
    const pager = page.getByRole('navigation', { name: 'Pagination' });
    await pager.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/action=lead\.update.*after=|after=.*action=lead\.update/);
    await expect(rows.first()).toBeVisible();
    await pager.getByRole('link', { name: 'Previous' }).click();
    await expect(rows.filter({ hasText: lead.name })).toHaveCount(1);
    await pager.getByRole('link', { name: /^Page \d+$/ }).last().click();
    await expect(page).toHaveURL(/action=lead\.update/);
    await expect(pager.getByText('Next', { exact: true })).toHaveAttribute('aria-disabled', 'true');
    await pager.getByRole('link', { name: 'Page 1' }).click();
    await expect(rows.filter({ hasText: lead.name })).toHaveCount(1);
    // The search finds the lead's entries by its name; the count is in the pager's summary.
    await page.getByRole('searchbox', { name: 'Search the audit log' }).fill(lead.name);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(rows).toHaveCount(1);
    await expect(pager).toContainText('1–1 of 1');

    // The lead's own view shows its history.
    const id = (await created.json()).data.id as string;
    await open(page, `${ALL_LEADS}?lead=${id}`);
    const history = page.getByRole('region', { name: `History of ${lead.name}` });
    await expect(history.getByRole('link', { name: 'Lead updated' })).toBeVisible();
    await expect(history.getByRole('link', { name: 'Lead created' })).toBeVisible();
  });
});

test.describe('as an inventory manager', () => {
  test.use({ storageState: stateFile('inventory') });

  test('is refused the audit log by the API and the page', async ({ page }) => {
    const response = await page.request.get('/api/v1/audit-log');
    expect(response.status()).toBe(403);
    expect((await page.goto(AUDIT_LOG))?.status()).toBe(403);
    await expect(page.getByRole('heading', { name: 'You do not have access to this page' })).toBeVisible();
  });
});
