import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { removePropertiesAfterAll } from './support/e2e-data';
import { e2eClockFile, e2eMailDir } from './support/e2e-database';
import { addDays, moroccoToday } from './support/guest-helpers';

/**
 * Issue 45's messages on a schedule, on the real local server: the owner makes a booking with an
 * e-mail (host API); the confirmation's .eml, with the guest's personal link, is in the mail folder
 * within seconds; a fresh phone opens the link and sees the stay, with no lookup, and the
 * confirmation from "Rihla" in its thread; when the server's clock is moved to the arrival morning,
 * the arrival message comes into the guest's thread. The house is made for this spec and removed.
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

test.describe.configure({ mode: 'serial' });
removePropertiesAfterAll(property.name);
test.afterAll(async () => {
  await rm(e2eClockFile, { force: true });
});

test('a booking made with an e-mail is confirmed by mail with its link, and the stay writes on the arrival morning', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const origin = baseURL!;
  const signIn = await fetch(`${origin}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(owner),
  });
  const { access_token: token } = (await signIn.json()) as { access_token: string };
  const created = await call<{ property: { id: string } }>(
    origin,
    'host-properties',
    { action: 'create', ...property },
    token,
  );
  const email = `nora.haddad.${Date.now()}@guest.example`;
  const booking = await call<{ booking: { id: string } }>(
    origin,
    'host-bookings',
    {
      action: 'create',
      propertyId: created.property.id,
      firstName: 'Nora',
      lastName: 'Haddad',
      email,
      checkIn,
      checkOut,
    },
    token,
  );

  // The confirmation's .eml (the scheduler is kicked by the booking, the outbox by the scheduler).
  await expect.poll(async () => (await mailsWith(`To: ${email}`)).length, { timeout: 20_000 }).toBe(1);
  const [eml] = await mailsWith(`To: ${email}`);
  expect(eml).toMatch(/Subject: Your stay at Dar Louz is confirmed/);
  const unfolded = eml!.replace(/=\r?\n/g, '');
  const link = /http:\/\/127\.0\.0\.1:\d+\/s\/[A-Za-z0-9_-]{43}/.exec(unfolded)?.[0];
  expect(link, 'the personal link in the mail').toBeDefined();

  // A fresh phone opens the link: the stay, no lookup.
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto(link!.replace(/^http:\/\/127\.0\.0\.1:\d+/, origin));
  await expect(page.getByText('Dar Louz').first()).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('textbox', { name: /last name/i })).toHaveCount(0);
  await context.close();

  // The guest's thread, as the guest app reads it (the token the link gives).
  const opened = await call<{ guestAccess: { token: string } }>(origin, 'open-guest-link', {
    token: link!.split('/s/')[1],
  });
  const thread = async () =>
    (
      await call<{ messages: { authorName: string; text: string }[] }>(origin, 'guest-messages', {
        action: 'list',
        bookingId: booking.booking.id,
        guestToken: opened.guestAccess.token,
      })
    ).messages;
  expect((await thread()).map((message) => message.authorName)).toEqual(['Rihla']);

  // The arrival morning, 09:30 UTC: 10:30 in Casablanca (09:30 in Ramadan), after the 09:00 message.
  const arrival = Date.parse(`${checkIn}T09:30:00Z`);
  await writeFile(e2eClockFile, String(arrival - Date.now()));
  await expect
    .poll(async () => (await thread()).some((message) => message.text.includes('Check-in is from')), {
      timeout: 45_000,
    })
    .toBe(true);
});
