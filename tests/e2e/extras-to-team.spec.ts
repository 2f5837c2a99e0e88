import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { keepTables, removePropertiesAfterAll } from './support/e2e-data';
import { e2eMailDir } from './support/e2e-database';
import { addDays, findBooking, moroccoToday } from './support/guest-helpers';

/**
 * Issue 30, end to end: a guest pays an airport transfer (flight AT 800) on a phone; the owner, on a
 * tablet, sees the notification and the flight number in the booking's View Details; the team marks
 * the transfer fulfilled in its Extras queue; the owner's e-mail about it exists as an .eml file.
 * The property and booking are made for this spec through the host API (the editors have their own
 * spec), and removed when it ends.
 */
const owner = { email: 'host@rihla.example', password: 'rihla-demo-host' };
const team = { email: 'team@rihla.example', password: 'rihla-demo-team' };
const property = { name: 'Dar Salam', address: '7 Rue des Orangers, Marrakech', city: 'Marrakech' };
const guest = { firstName: 'Nadia', lastName: 'Tazi' };
const checkIn = addDays(moroccoToday(), 24);
const checkOut = addDays(checkIn, 4);
const tablet = { width: 1024, height: 768 };
const phone = { width: 390, height: 844 };

async function signIn(page: Page, login: { email: string; password: string }) {
  await page.goto('/host-login');
  await page.locator('input[name="email"]').fill(login.email);
  await page.locator('input[name="password"]').fill(login.password);
  await page.getByRole('button', { name: 'Login to Dashboard' }).click();
  await expect(page).toHaveURL(/\/host\/dashboard$/);
}

async function tabletPage(browser: Browser, login: { email: string; password: string }): Promise<Page> {
  const page = await (await browser.newContext({ viewport: tablet })).newPage();
  await signIn(page, login);
  return page;
}

/** Calls a host function as the owner, through the local server's auth and functions. */
async function asOwner<T>(baseURL: string, name: string, body: unknown): Promise<T> {
  const signInResponse = await fetch(`${baseURL}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(owner),
  });
  const { access_token: token } = (await signInResponse.json()) as { access_token: string };
  const response = await fetch(`${baseURL}/functions/v1/${name}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.ok, `${name}: ${response.status} ${await response.clone().text()}`).toBe(true);
  return (await response.json()) as T;
}

/** The .eml files written since the spec started whose text contains every one of `parts`. */
async function mailsWith(...parts: string[]): Promise<string[]> {
  const names = await readdir(e2eMailDir).catch(() => [] as string[]);
  const found: string[] = [];
  for (const name of names.filter((file) => file.endsWith('.eml'))) {
    const text = await readFile(join(e2eMailDir, name), 'utf8');
    if (parts.every((part) => text.includes(part))) found.push(text);
  }
  return found;
}

test.describe.configure({ mode: 'serial' });
// The demo data as the other specs know it: Dar Salam goes, and so do the notifications and mails
// the payment made (the notifications specs count the inboxes).
removePropertiesAfterAll(property.name);
keepTables('host_notifications', 'mail_outbox');

test('a paid airport transfer reaches the owner and the team, and is fulfilled', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const origin = baseURL ?? '';
  const created = await asOwner<{ property: { id: string } }>(origin, 'host-properties', {
    action: 'create',
    ...property,
  });
  await asOwner(origin, 'host-bookings', {
    action: 'create',
    propertyId: created.property.id,
    firstName: guest.firstName,
    lastName: guest.lastName,
    checkIn,
    checkOut,
    guests: 2,
    doorCode: '6152',
  });

  // The guest, on a phone: an arrival transfer for flight AT 800, paid on the checkout page.
  const guestPage = await (await browser.newContext({ viewport: phone })).newPage();
  await guestPage.goto('/guest-portal');
  await findBooking(guestPage, guest.lastName, checkIn);
  await expect(guestPage.getByRole('heading', { name: property.name })).toBeVisible();
  await guestPage.getByRole('button', { name: 'Add Airport transfer' }).click();
  const transfer = guestPage.getByRole('dialog', { name: 'Airport transfer details' });
  await transfer.getByRole('textbox', { name: 'Flight number', exact: true }).fill('AT 800');
  await transfer.getByLabel(/^Flight time/).fill('14:30');
  await transfer.getByRole('combobox', { name: 'Number of guests' }).selectOption('2');
  await transfer.getByRole('textbox', { name: 'Contact number' }).fill('+212 600 111 222');
  await transfer.getByRole('button', { name: 'Confirm transfer' }).click();
  await expect(transfer).toBeHidden();
  await guestPage.getByTestId('extras-summary').getByRole('button', { name: /^Pay / }).click();
  await expect(guestPage).toHaveURL(/\/local-checkout\//);
  await guestPage.getByRole('button', { name: 'Pay' }).click();
  await expect(guestPage.getByText('Payment complete')).toBeVisible();

  // The owner, on a tablet: the notification, which opens the booking's View Details with the flight.
  const ownerPage = await tabletPage(browser, owner);
  await ownerPage.goto('/host/notifications');
  const notice = ownerPage
    .getByRole('listitem')
    .filter({ hasText: `${guest.firstName} ${guest.lastName}` })
    .filter({ hasText: 'AT 800' });
  await expect(notice).toHaveCount(1);
  await expect(notice).toContainText(property.name);
  await notice.getByRole('link').click();
  await expect(ownerPage).toHaveURL(/\/host\/guests\?booking=[0-9a-f-]{36}$/);
  const details = ownerPage.getByRole('dialog');
  await expect(details.getByText('AT 800')).toBeVisible();
  await expect(details.getByText('Paid', { exact: true })).toBeVisible();

  // The team: the transfer in the Extras queue, marked fulfilled (who and when is kept).
  const teamPage = await tabletPage(browser, team);
  await teamPage.getByRole('link', { name: 'Extras' }).click();
  await expect(teamPage).toHaveURL(/\/host\/extras$/);
  const item = teamPage.getByRole('article').filter({ hasText: `${guest.firstName} ${guest.lastName}` });
  await expect(item).toContainText('AT 800');
  await item.getByRole('button', { name: 'Mark fulfilled' }).click();
  await expect(item).toContainText(/Fulfilled by/);

  // The owner's e-mail, delivered by the outbox as an .eml file, names the flight.
  await expect
    .poll(async () => (await mailsWith('AT 800', owner.email)).length, { timeout: 45_000 })
    .toBeGreaterThanOrEqual(1);
  const [mail] = await mailsWith('AT 800', owner.email);
  expect(mail).toContain(property.name);
});
