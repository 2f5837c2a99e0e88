import { expect, type Page, test } from '@playwright/test';

/**
 * Issue 41, finding 1 (the export part), end to end: the host opens a property's channel
 * calendars, the channel's link serves a calendar whose events carry no booking id (their UIDs
 * are secret-derived), then the host renews the link (asked to confirm first): the old address
 * answers 404 at once, the new one the same events.
 */
const host = { email: 'host@rihla.example', password: 'rihla-demo-host' };
const uuid = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

async function signIn(page: Page) {
  await page.goto('/host-login');
  await page.locator('input[name="email"]').fill(host.email);
  await page.locator('input[name="password"]').fill(host.password);
  await page.getByRole('button', { name: 'Login to Dashboard' }).click();
  await expect(page).toHaveURL(/\/host\/dashboard$/);
}

const uidsOf = (calendar: string) => calendar.match(/^UID:.*$/gm) ?? [];

test('the host renews the export link: the old one dies, the events stay and name no booking', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page);
  await page.goto('/host/settings');
  await page.getByRole('link', { name: 'Riad Yasmine', exact: true }).first().click();
  await expect(page).toHaveURL(/\/host\/properties\/[0-9a-f-]{36}$/);
  const link = page.getByRole('textbox', { name: 'Link for Airbnb' });
  await expect(link).toHaveValue(/ical-export\?token=/);
  const oldUrl = await link.inputValue();

  const before = await page.request.get(oldUrl);
  expect(before.status()).toBe(200);
  const calendar = await before.text();
  expect(uidsOf(calendar).length).toBeGreaterThan(0);
  for (const uid of uidsOf(calendar)) expect(uid).toMatch(/^UID:[0-9a-f]{32}@rihla\r?$/);
  expect(calendar).not.toMatch(uuid);

  await page.getByRole('button', { name: 'Renew link' }).click();
  const dialog = page.getByRole('dialog', { name: 'Renew the export link?' });
  await expect(dialog).toContainText("Every channel's current link stops working at once");
  await dialog.getByRole('button', { name: 'Renew the link' }).click();
  await expect(page.getByText('Links renewed: the old ones no longer work.')).toBeVisible();
  await expect(link).not.toHaveValue(oldUrl);
  const newUrl = await link.inputValue();
  expect(newUrl).toMatch(/ical-export\?token=[A-Za-z0-9_-]{43}&channel=airbnb$/);

  expect((await page.request.get(oldUrl)).status()).toBe(404);
  const after = await page.request.get(newUrl);
  expect(after.status()).toBe(200);
  expect(uidsOf(await after.text())).toEqual(uidsOf(calendar));
});
