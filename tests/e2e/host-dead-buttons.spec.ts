import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { keepTables } from './support/e2e-data';
import { addDays, dayLabel, moroccoToday } from './support/guest-helpers';

/**
 * Issue 43, item 9, on a tablet (1024x768): the dashboard's dead buttons work. Block Dates blocks
 * Kasbah Tizi's next two nights, the calendar shows them as blocked by hand, Unblock frees them;
 * Assign Cleaning opens the New Task dialog; a new booking gets its check-out cleaning; View Payouts
 * shows the month's statement with that stay and downloads it as CSV; cancelling the booking takes
 * its cleaning away.
 */
const owner = { email: 'host@rihla.example', password: 'rihla-demo-host' };

test.use({ viewport: { width: 1024, height: 768 } });
test.describe.configure({ mode: 'serial' });
// The demo portfolio as the other specs know it: the tasks and blocks are put back at the end (the
// booking is cancelled by the test itself, which frees its nights).
keepTables('calendar_blocks', 'cleaning_tasks');

async function login(page: Page) {
  await page.addInitScript(() => localStorage.setItem('i18nextLng', 'en'));
  await page.goto('/host-login');
  await page.locator('input[name="email"]').fill(owner.email);
  await page.locator('input[name="password"]').fill(owner.password);
  await page.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/host\/dashboard$/);
}

/** Clicks a day in the open date picker, moving to later months as needed. */
async function pickDay(page: Page, isoDate: string) {
  const day = page.getByRole('button', { name: dayLabel(isoDate), exact: true }).first();
  for (let step = 0; step < 12 && !(await day.isVisible()); step++) {
    await page.getByRole('dialog').last().getByRole('button', { name: 'Next month' }).last().click();
  }
  await day.click();
}

const today = moroccoToday();

test('Block Dates from the dashboard shows in the calendar, blocked by hand, and Unblock frees it', async ({
  page,
}) => {
  await login(page);
  await page.getByRole('button', { name: 'Block Dates' }).click();
  const dialog = page.getByRole('dialog', { name: 'Block dates' });
  await dialog
    .getByRole('combobox', { name: 'Property' })
    .selectOption({ label: 'Kasbah Tizi · Ouarzazate' });
  await dialog.getByRole('button', { name: /Free again on/ }).click();
  await pickDay(page, addDays(today, 2));
  await expect(dialog.getByText('Nights blocked: 2')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Reason (optional)' }).fill('Boiler repair');
  await dialog.getByRole('button', { name: 'Block dates' }).click();
  await expect(page.getByText('Dates blocked at Kasbah Tizi.')).toBeVisible();

  await page.getByRole('link', { name: 'Open Calendar' }).click();
  await expect(page.getByRole('heading', { name: 'Activities Calendar' })).toBeVisible();
  const cell = page.locator(`td[data-date="${today}"]`);
  await expect(cell).toContainText('Blocked by hand: Kasbah Tizi (Boiler repair)');
  const unblock = page.getByRole('button', { name: /^Unblock Kasbah Tizi/ });
  await unblock.click();
  await expect(page.getByText('Dates unblocked at Kasbah Tizi.')).toBeVisible();
  await expect(cell).not.toContainText('Blocked by hand');
});

test('Assign Cleaning opens the New Task dialog', async ({ page }) => {
  await login(page);
  await page.getByRole('button', { name: 'Assign Cleaning' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Cleaning Task' });
  await expect(dialog.getByRole('combobox', { name: 'Property' })).toContainText('Kasbah Tizi');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
});

test('a new booking gets its check-out cleaning, and View Payouts shows it and downloads a CSV', async ({
  page,
}) => {
  await login(page);
  await page.goto('/host/cleaners');
  const kasbah = page.getByRole('article', { name: 'Kasbah Tizi' });
  await expect(kasbah.first()).toBeVisible();
  const before = await kasbah.count();

  await page.goto('/host/bookings/new');
  await page.getByRole('combobox', { name: 'Property' }).click();
  await page.getByRole('option', { name: /Kasbah Tizi/ }).click();
  await page.getByRole('button', { name: 'Stay dates' }).click();
  await pickDay(page, today);
  await pickDay(page, addDays(today, 2));
  await page.getByRole('textbox', { name: 'First name' }).fill('Nadia');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Payout');
  await page.getByRole('textbox', { name: /^Stay total/ }).fill('1500');
  await page.getByRole('button', { name: 'Add booking' }).click();
  await expect(page.getByText('Booking added')).toBeVisible();
  const bookingPage = page.url();

  await page.goto('/host/cleaners');
  await expect(kasbah).toHaveCount(before + 1);

  await page.goto('/host/dashboard');
  await page.getByRole('link', { name: 'View Payouts' }).click();
  await expect(page).toHaveURL(/\/host\/payouts$/);
  await expect(page.getByRole('heading', { name: 'Payouts statement' })).toBeVisible();
  const line = page.locator('li[data-line="stay"]', { hasText: 'Nadia Payout' });
  await expect(line).toContainText('2 nights');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`rihla-statement-${today.slice(0, 7)}.csv`);
  const csv = await readFile((await download.path()) as string, 'utf8');
  expect(csv).toContain('Month,Owner,Property,Line,Guest');
  expect(csv).toMatch(
    new RegExp(`Kasbah Tizi,Stay,Nadia Payout,,${today},${addDays(today, 2)},2,,,1500\\.00,`),
  );

  // Cancelling the booking takes its untouched cleaning away.
  await page.goto(bookingPage);
  await page.getByRole('button', { name: 'Cancel booking' }).click();
  await page.getByRole('button', { name: 'Yes, cancel booking' }).click();
  await expect(page.getByText('Booking cancelled').first()).toBeVisible();
  await page.goto('/host/cleaners');
  await expect(kasbah.first()).toBeVisible();
  await expect(kasbah).toHaveCount(before);
});
