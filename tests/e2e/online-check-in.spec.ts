import { readFile, rm, writeFile } from 'node:fs/promises';
import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { removePropertiesAfterAll } from './support/e2e-data';
import { e2eClockFile } from './support/e2e-database';
import { addDays, findBooking, moroccoToday } from './support/guest-helpers';

/**
 * Issue 31, end to end. A booking five days out at a house with the default release (48 hours
 * before check-in, online check-in required): on a phone the stay shows no door code, says when
 * and on what condition it comes, and the lookup's answer carries no code at all. With the clock
 * moved to the day before arrival (the server's through TEST_CLOCK_FILE, the phone's with
 * Playwright's clock), the guest checks in two adults with drawn signatures; the code appears, and
 * still shows offline after a reload. The owner, on a tablet, downloads the day's declaration with
 * both guests. The house is made through the host API for this spec and removed when it ends.
 */
const owner = { email: 'host@rihla.example', password: 'rihla-demo-host' };
const property = { name: 'Dar Zitoun', address: '12 Derb Sidi Bouloukat, Marrakech', city: 'Marrakech' };
const doorCode = '5291';
const checkIn = addDays(moroccoToday(), 5);
const checkOut = addDays(checkIn, 3);
const daysAhead = 4;
const phone = { width: 390, height: 844 };
const tablet = { width: 1024, height: 768 };
const adults = [
  { firstName: 'Salma', lastName: 'Ziani', idNumber: '12AB34567', main: true },
  { firstName: 'Omar', lastName: 'Ziani', idNumber: '98ZY76543', main: false },
];

/** Calls a host function as the owner, through the local server's auth and functions. */
async function asOwner<T>(baseURL: string, name: string, body: unknown): Promise<T> {
  const signIn = await fetch(`${baseURL}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(owner),
  });
  const { access_token: token } = (await signIn.json()) as { access_token: string };
  const response = await fetch(`${baseURL}/functions/v1/${name}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.ok, `${name}: ${response.status} ${await response.clone().text()}`).toBe(true);
  return (await response.json()) as T;
}

/** A phone whose clock runs `days` ahead of the real one (the server's is moved to match). */
async function phoneAhead(browser: Browser, days: number): Promise<Page> {
  const context = await browser.newContext({ viewport: phone });
  const page = await context.newPage();
  if (days !== 0) await page.clock.install({ time: Date.now() + days * 86_400_000 });
  return page;
}

/** Draws a signature stroke across the canvas with the mouse (signature_pad reads pointer events). */
async function sign(form: Locator, page: Page) {
  const canvas = form.getByRole('img', { name: 'Signature box: draw your signature here' });
  await canvas.scrollIntoViewIfNeeded();
  const box = (await canvas.boundingBox())!;
  await page.mouse.move(box.x + 20, box.y + box.height * 0.6);
  await page.mouse.down();
  for (let step = 1; step <= 12; step++) {
    await page.mouse.move(box.x + 20 + step * 18, box.y + box.height * (step % 2 ? 0.35 : 0.7));
  }
  await page.mouse.up();
}

async function fillAdult(page: Page, number: number, adult: (typeof adults)[number]) {
  const form = page.getByRole('form', { name: `Form of guest ${number}` });
  await form.getByRole('textbox', { name: 'First name' }).fill(adult.firstName);
  await form.getByRole('textbox', { name: 'Last name' }).fill(adult.lastName);
  await form.getByRole('radio', { name: 'Female' }).check();
  await form.getByLabel('Date of birth').fill(adult.main ? '1988-05-14' : '1986-11-02');
  await form.getByRole('textbox', { name: 'Place of birth' }).fill('Lyon, France');
  await form.getByRole('combobox', { name: 'Nationality' }).fill('France');
  await form.getByRole('radio', { name: 'Passport' }).check();
  await form.getByRole('textbox', { name: 'Document number' }).fill(adult.idNumber);
  await form.getByLabel('Valid until').fill('2031-06-30');
  await form.getByRole('combobox', { name: 'Country of residence' }).fill('France');
  await form.getByRole('textbox', { name: 'Home address' }).fill('8 rue des Lilas, 69003 Lyon');
  await form.getByRole('textbox', { name: 'Arriving from' }).fill('Lyon');
  await form.getByRole('textbox', { name: 'Going to' }).fill('Essaouira');
  if (adult.main) {
    await form.getByRole('textbox', { name: 'Phone number' }).fill('+33 6 12 34 56 78');
    await form.getByRole('textbox', { name: 'E-mail' }).fill('salma.ziani@example.com');
  }
  await sign(form, page);
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: `Send the form of guest ${number}` }).click();
}

test.describe.configure({ mode: 'serial' });
removePropertiesAfterAll(property.name);
test.afterAll(async () => {
  await rm(e2eClockFile, { force: true });
});

test('a door code released after online check-in, kept offline, and the day declared', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const origin = baseURL ?? '';
  const created = await asOwner<{ property: { id: string } }>(origin, 'host-properties', {
    action: 'create',
    ...property,
  });
  await asOwner(origin, 'host-bookings', {
    action: 'create',
    propertyId: created.property.id,
    firstName: 'Salma',
    lastName: 'Ziani',
    checkIn,
    checkOut,
    guests: 2,
    doorCode,
  });

  // Five days out: no code anywhere, and the stay says when and on what condition it comes.
  const early = await phoneAhead(browser, 0);
  await early.goto('/guest-portal');
  const lookup = early.waitForResponse((response) => response.url().includes('find-booking-by-details'));
  await findBooking(early, 'Ziani', checkIn);
  const answer = await (await lookup).text();
  expect(answer).not.toContain(doorCode);
  expect(JSON.parse(answer)).toMatchObject({ smartLockCode: null, codeRelease: { state: 'waiting' } });
  await expect(early.getByRole('heading', { name: property.name })).toBeVisible();
  await expect(
    early.getByText(
      /^Your door code appears here on .+ at \d{2}:\d{2} \(Morocco time\), once online check-in is complete\.$/,
    ),
  ).toBeVisible();
  await expect(early.getByRole('button', { name: 'Show door code' })).toHaveCount(0);
  await early.context().close();

  // The day before arrival: the guest checks in both adults, with drawn signatures.
  await writeFile(e2eClockFile, String(daysAhead * 86_400_000));
  const page = await phoneAhead(browser, daysAhead);
  await page.goto('/guest-portal');
  await findBooking(page, 'Ziani', checkIn);
  await expect(page.getByText(/once online check-in is complete/)).toBeVisible();
  await page.getByRole('link', { name: 'Check in online' }).click();
  await expect(page).toHaveURL(/\/guest-portal\/check-in\/[0-9a-f-]{36}$/);
  await page.getByRole('radio', { name: '2', exact: true }).check();
  await fillAdult(page, 1, adults[0]!);
  await expect(page.getByText('Form received for Salma Ziani.')).toBeVisible();
  await fillAdult(page, 2, adults[1]!);
  await expect(page.getByRole('heading', { name: 'Online check-in complete' })).toBeVisible();
  await page.getByRole('status').getByRole('link', { name: 'Back to your stay' }).click();

  // The code is there, and stays there offline (from the device, after a reload).
  await page.getByRole('button', { name: 'Show door code' }).click();
  await expect(page.getByTestId('door-code')).toHaveText(doorCode);
  await expect(page.getByText(/Open this app once before you travel/)).toBeVisible();
  // The service worker in control of the page (a reload), then no signal.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await page.context().setOffline(true);
  await page.reload();
  await expect(page.getByTestId('offline-banner')).toBeVisible();
  await page.getByRole('button', { name: 'Show door code' }).click();
  await expect(page.getByTestId('door-code')).toHaveText(doorCode);
  await page.context().close();

  // The owner, on a tablet: that day's declaration with both adults, downloaded as CSV.
  const host = await (await browser.newContext({ viewport: tablet })).newPage();
  await host.goto('/host-login');
  await host.locator('input[name="email"]').fill(owner.email);
  await host.locator('input[name="password"]').fill(owner.password);
  await host.getByRole('button', { name: 'Login to Dashboard' }).click();
  await expect(host).toHaveURL(/\/host\/dashboard$/);
  await host.goto(`/host/declarations?date=${checkIn}`);
  const main = host.getByRole('main');
  await expect(main.getByText('Salma Ziani').first()).toBeVisible();
  await expect(main.getByText('Omar Ziani').first()).toBeVisible();
  const download = host.waitForEvent('download');
  await main.getByRole('button', { name: 'Download CSV' }).click();
  const csv = await readFile((await (await download).path())!, 'utf8');
  for (const adult of adults) {
    expect(csv).toContain(adult.firstName);
    expect(csv).toContain(adult.idNumber);
  }
  expect(csv).toContain(property.name);
  await host.context().close();
});
