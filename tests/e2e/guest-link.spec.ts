import { type Browser, expect, type Page, test } from '@playwright/test';
import pg from 'pg';
import { keepTables } from './support/e2e-data';
import { e2eDatabaseUrl, postgresAnswers } from './support/e2e-database';
import { expectBookingA } from './support/guest-helpers';

/**
 * Issue 45's personal link: the owner, on a tablet, copies Booking A's guest link from View Details;
 * a fresh browser on a phone opens it and sees the stay with its door code, with no lookup and the
 * token gone from the address bar; New link makes the old link answer as an unknown booking.
 */
const owner = { email: 'host@rihla.example', password: 'rihla-demo-host' };

// The link rows are put back; New link also raises Booking A's guest access version: put back too.
keepTables('booking_guest_links');
async function onDatabase(sql: string, params: unknown[] = []) {
  if (process.env.E2E_DATABASE !== 'postgres' || !(await postgresAnswers())) return [];
  const client = new pg.Client({ connectionString: e2eDatabaseUrl() });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows;
  } finally {
    await client.end();
  }
}
let accessVersion: unknown[] = [];
test.beforeAll(async () => {
  accessVersion = await onDatabase(
    "SELECT id, guest_access_version FROM bookings WHERE guest_last_name = 'Benali' AND status = 'confirmed'",
  );
});
test.afterAll(async () => {
  for (const row of accessVersion as { id: string; guest_access_version: number }[])
    await onDatabase('UPDATE bookings SET guest_access_version = $2 WHERE id = $1', [
      row.id,
      row.guest_access_version,
    ]);
});

test.use({ viewport: { width: 1024, height: 768 } });

async function openBookingA(page: Page) {
  await page.goto('/host-login');
  await page.locator('input[name="email"]').fill(owner.email);
  await page.locator('input[name="password"]').fill(owner.password);
  await page.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/host\/dashboard$/);
  await page.goto('/host/guests');
  await page.getByRole('searchbox', { name: 'Search bookings' }).fill('benali');
  await page
    .getByRole('button', { name: /^View Details: .*Benali$/ })
    .first()
    .click();
  return page.getByRole('dialog', { name: 'Booking details' });
}

/** A phone that never saw the stay opens `link`; the lookups by name it sent. */
async function openOnPhone(browser: Browser, link: string) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const phone = await context.newPage();
  const lookups: unknown[] = [];
  phone.on('request', (request) => {
    if (request.url().includes('/functions/v1/find-booking-by-details')) lookups.push(request.postDataJSON());
  });
  await phone.goto(new URL(link).pathname);
  return { phone, context, lookups };
}

test('a guest link copied on the tablet opens the stay on a phone; New link kills the old one', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(120_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const dialog = await openBookingA(page);
  const field = dialog.getByRole('textbox', { name: 'Personal link' });
  await expect(field).toHaveValue(/\/s\/[A-Za-z0-9_-]{43}$/);
  await dialog.getByRole('button', { name: 'Copy guest link' }).click();
  await expect(dialog.getByRole('button', { name: 'Copied' })).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toBe(await field.inputValue());

  const first = await openOnPhone(browser, link);
  await expect(first.phone).toHaveURL(/\/guest-portal$/);
  await expectBookingA(first.phone);
  await first.phone.getByRole('button', { name: 'Show door code' }).click();
  await expect(first.phone.getByText('4827')).toBeVisible();
  expect(first.lookups.filter((body) => typeof body === 'object' && body && 'lastName' in body)).toEqual([]);
  // Back does not bring the token back into the address bar.
  expect(await first.phone.evaluate(() => history.length)).toBeLessThanOrEqual(2);
  await first.context.close();

  await dialog.getByRole('button', { name: 'New link' }).click();
  await expect(dialog.getByRole('alertdialog')).toContainText('The old link will stop working at once');
  await dialog.getByRole('button', { name: 'Make a new link' }).click();
  await expect(field).not.toHaveValue(link);
  const renewed = await field.inputValue();

  const old = await openOnPhone(browser, link);
  await expect(
    old.phone.getByText(
      "We couldn't find a booking with those details. Please check the last name and check-in date.",
    ),
  ).toBeVisible();
  await expect(old.phone.getByRole('textbox', { name: /Last name/ })).toBeVisible();
  await old.context.close();

  const fresh = await openOnPhone(browser, renewed);
  await expectBookingA(fresh.phone);
  await fresh.context.close();
});
