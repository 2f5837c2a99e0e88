/**
 * The host portal on a tablet that loses its connection: what was last loaded stays readable, with
 * its time, even after a reload offline (service worker, cached host chunks and texts, the persisted
 * data); a write says it needs a connection and changes nothing; back online, the data refreshes.
 */
import { expect, type Page, test } from '@playwright/test';
import { keepTables } from './support/e2e-data';

const demoHost = { email: 'host@rihla.example', password: 'rihla-demo-host' };

async function login(page: Page) {
  await page.goto('/host-login');
  await page.getByLabel('Email').fill(demoHost.email);
  await page.locator('input[name="password"]').fill(demoHost.password);
  await page.getByRole('button', { name: 'Login to Dashboard' }).click();
  await expect(page).toHaveURL(/\/host\/dashboard$/);
}

test.use({ viewport: { width: 1024, height: 768 } });
// Mark Complete, Assign Cleaner and New Task change the demo tasks: put back for the specs after this one.
keepTables('cleaning_tasks');

test('the last loaded host data stays readable offline, with its time; writes need a connection', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await page.goto('/');
  // The service worker controls the page before the portal is opened, so it caches what the portal loads.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);

  await login(page);
  const properties = page.getByText('Total Properties').locator('..');
  await expect(properties).toContainText(/\d/);
  const shown = (await properties.textContent()) ?? '';
  await page
    .getByRole('navigation', { name: 'Host portal navigation' })
    .getByRole('link', { name: 'Cleaners' })
    .click();
  await expect(page.getByRole('button', { name: 'Mark Complete' }).first()).toBeVisible();
  // The persisted copy is written at most once a second.
  await page.waitForTimeout(1500);

  await context.setOffline(true);
  await page.goto('/host/dashboard');
  await expect(page.getByText(/You're offline\. Showing the data last updated/)).toBeVisible();
  await expect(page.getByText('Total Properties').locator('..')).toHaveText(shown);

  await page.goto('/host/cleaners');
  await expect(page.getByText(/You're offline\. Showing the data last updated/)).toBeVisible();
  const pendingBefore = await page.getByRole('button', { name: 'Mark Complete' }).count();
  await page.getByRole('button', { name: 'Mark Complete' }).first().click();
  await expect(
    page.getByText("You're offline. Saving needs a connection: nothing was changed."),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark Complete' })).toHaveCount(pendingBefore);

  await context.setOffline(false);
  await expect(page.getByText(/You're offline\. Showing the data last updated/)).toHaveCount(0);
});
