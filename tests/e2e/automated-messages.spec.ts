import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { removePropertiesAfterAll } from './support/e2e-data';
import { e2eClockFile, e2eMailDir } from './support/e2e-database';
import { addDays, dayLabel, moroccoToday } from './support/guest-helpers';

/**
 * Issue 45's messages on a schedule, on the real local server: the owner adds a booking with an
 * e-mail in the booking editor on a tablet; the confirmation's .eml, with the guest's personal link,
 * is in the mail folder within seconds; a fresh phone opens the link and sees the stay and its door
 * code, with no lookup, and the confirmation from "Rihla" in its thread; when the server's clock is
 * moved to the arrival morning, the arrival message appears in the thread on the phone. The house is
 * made for this spec (host API) and removed. New link killing the old one: guest-link.spec.ts.
 */
const owner = { email: 'host@rihla.example', password: 'rihla-demo-host' };
const property = { name: 'Dar Louz', address: '4 Derb Jdid, Marrakech', city: 'Marrakech' };
const checkIn = addDays(moroccoToday(), 6);
const checkOut = addDays(checkIn, 2);

async function call<T>(baseURL: string, name: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(`${baseURL}/functions/v1/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  expect(response.ok, `${name}: ${response.status} ${await response.clone().text()}`).toBe(true);
  return (await response.json()) as T;
}

/** The .eml files of the mail folder that contain `part`. */
async function mailsWith(part: string): Promise<string[]> {
  const names = await readdir(e2eMailDir).catch(() => [] as string[]);
  const found: string[] = [];
  for (const name of names.filter((file) => file.endsWith('.eml'))) {
    const text = await readFile(join(e2eMailDir, name), 'utf8');
    if (text.includes(part)) found.push(text);
  }
  return found;
}

/** Clicks a day in the open range picker, moving to later months as needed. */
async function pickDay(page: Page, isoDate: string) {
  const day = page.getByRole('button', { name: dayLabel(isoDate), exact: true }).first();
  for (let step = 0; step < 12 && !(await day.isVisible()); step++) {
    await page.getByRole('button', { name: 'Next month' }).click();
  }
  await day.click();
}

test.describe.configure({ mode: 'serial' });
removePropertiesAfterAll(property.name);
test.afterAll(async () => {
  await rm(e2eClockFile, { force: true });
});

test('a booking made with an e-mail is confirmed by mail with its link, and the stay writes on the arrival morning', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const origin = baseURL!;
  const signIn = await fetch(`${origin}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(owner),
  });
  const { access_token: token } = (await signIn.json()) as { access_token: string };
  // The house (host API): its door code reaches the guest a month ahead, with no check-in first.
  await call(
    origin,
    'host-properties',
    { action: 'create', ...property, codeReleaseHours: 720, codeRequiresCheckIn: false },
    token,
  );

  // The owner, on a tablet, adds the booking with the guest's e-mail and a door code.
  const tablet = await browser.newContext({ viewport: { width: 1024, height: 768 } });
  const host = await tablet.newPage();
  await host.goto('/host-login');
  await host.locator('input[name="email"]').fill(owner.email);
  await host.locator('input[name="password"]').fill(owner.password);
  await host.getByRole('button', { name: 'Login to Dashboard' }).click();
  await expect(host).toHaveURL(/\/host\/dashboard$/);
  await host.goto('/host/bookings/new');
  await host.getByRole('combobox', { name: 'Property' }).click();
  await host.getByRole('option', { name: new RegExp(property.name) }).click();
  await host.getByRole('button', { name: 'Stay dates' }).click();
  await pickDay(host, checkIn);
  await pickDay(host, checkOut);
  await host.getByRole('textbox', { name: 'First name' }).fill('Nora');
  await host.getByRole('textbox', { name: 'Last name' }).fill('Haddad');
  const email = `nora.haddad.${Date.now()}@guest.example`;
  await host.getByRole('textbox', { name: 'Email' }).fill(email);
  await host.getByRole('button', { name: 'Generate a door code' }).click();
  const doorCode = host.getByRole('textbox', { name: 'Door code' });
  await expect(doorCode).toHaveValue(/^\d{6}$/);
  const code = await doorCode.inputValue();
  await host.getByRole('button', { name: 'Add booking' }).click();
  await expect(host).toHaveURL(/\/host\/bookings\/[0-9a-f-]{36}$/);
  const bookingId = host.url().split('/').pop()!;
  await tablet.close();

  // The confirmation's .eml (the scheduler is kicked by the booking, the outbox by the scheduler).
  await expect.poll(async () => (await mailsWith(`To: ${email}`)).length, { timeout: 20_000 }).toBe(1);
  const [eml] = await mailsWith(`To: ${email}`);
  expect(eml).toMatch(/Subject: Your stay at Dar Louz is confirmed/);
  const unfolded = eml!.replace(/=\r?\n/g, '');
  const link = /http:\/\/127\.0\.0\.1:\d+\/s\/[A-Za-z0-9_-]{43}/.exec(unfolded)?.[0];
  expect(link, 'the personal link in the mail').toBeDefined();

  // A fresh phone opens the link: the stay and its door code, no lookup, and Rihla's confirmation.
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
  const phone = await context.newPage();
  await phone.goto(new URL(link!).pathname);
  await expect(phone).toHaveURL(/\/guest-portal$/);
  await expect(phone.getByRole('heading', { name: property.name })).toBeVisible({ timeout: 15_000 });
  await expect(phone.getByRole('textbox', { name: /last name/i })).toHaveCount(0);
  await phone.getByRole('button', { name: 'Show door code' }).click();
  await expect(phone.getByText(code)).toBeVisible();
  const section = phone.getByRole('region', { name: 'Message your host' });
  await section.scrollIntoViewIfNeeded();
  const thread = section.getByRole('list', { name: 'Your conversation with the host' });
  await expect(thread.getByRole('listitem')).toHaveCount(1);
  await expect(thread.getByRole('listitem').first()).toContainText('Rihla');

  // The arrival morning, 09:30 UTC: 10:30 in Casablanca (09:30 in Ramadan), after the 09:00 message.
  // The open stay shows it (its thread is asked for again every few seconds).
  const arrival = Date.parse(`${checkIn}T09:30:00Z`);
  await writeFile(e2eClockFile, String(arrival - Date.now()));
  await expect(thread.getByRole('listitem').filter({ hasText: 'Check-in is from' })).toBeVisible({
    timeout: 45_000,
  });
  expect(bookingId).toMatch(/^[0-9a-f-]{36}$/);
  await context.close();
});
