import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import pg from 'pg';
import { violationsOnly, wcagTags } from './support/axe';
import { keepTables } from './support/e2e-data';
import { e2eDatabaseUrl, postgresAnswers } from './support/e2e-database';
import { bookingA, expectBookingA, findBooking } from './support/guest-helpers';

/**
 * Issue 44, the guest's side: on a phone, Booking A's guest opens "Message your host", goes offline,
 * writes "Where do I park?", sees it waiting on the device, comes back online and it is sent once;
 * the owner's reply (through host-messages, with the owner's token) then appears in the open thread
 * without a reload, and the guest's message is marked read once the owner has opened the thread.
 * The conversation's tables are put back when the spec ends.
 */
keepTables('booking_message_reads', 'host_notifications', 'mail_outbox');
keepMessages();

const phone = { width: 390, height: 844 };
const owner = { email: 'host@rihla.example', password: 'rihla-demo-host' };
const question = 'Where do I park?';

/**
 * The demo's messages as they were: the ones this spec added deleted, the delivered and read marks
 * put back (`seq` is an identity column: the rows cannot be written back whole, as keepTables does).
 */
function keepMessages(): void {
  let saved: unknown[] | null = null;
  const withClient = async (work: (client: pg.Client) => Promise<void>) => {
    const client = new pg.Client({ connectionString: e2eDatabaseUrl() });
    await client.connect();
    try {
      await work(client);
    } finally {
      await client.end();
    }
  };
  test.beforeAll(async () => {
    if (process.env.E2E_DATABASE !== 'postgres' || !(await postgresAnswers())) return;
    await withClient(async (client) => {
      saved = (await client.query('SELECT id, delivered_at, read_at FROM booking_messages')).rows;
    });
  });
  test.afterAll(async () => {
    if (!saved) return;
    const rows = JSON.stringify(saved);
    await withClient(async (client) => {
      await client.query('BEGIN');
      await client.query("SET LOCAL session_replication_role = 'replica'");
      await client.query(
        `DELETE FROM booking_messages WHERE id NOT IN (SELECT (value->>'id')::uuid FROM jsonb_array_elements($1::jsonb))`,
        [rows],
      );
      await client.query(
        `UPDATE booking_messages m SET delivered_at = s.delivered_at, read_at = s.read_at
           FROM jsonb_to_recordset($1::jsonb) AS s(id uuid, delivered_at timestamptz, read_at timestamptz)
          WHERE m.id = s.id`,
        [rows],
      );
      await client.query('COMMIT');
    });
  });
}

/** Calls host-messages as the owner of Riad Yasmine, through the local server's auth and functions. */
async function asOwner<T>(baseURL: string, body: Record<string, unknown>): Promise<T> {
  const signIn = await fetch(`${baseURL}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(owner),
  });
  const { access_token: token } = (await signIn.json()) as { access_token: string };
  const response = await fetch(`${baseURL}/functions/v1/host-messages`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.ok, `host-messages: ${response.status} ${await response.clone().text()}`).toBe(true);
  return (await response.json()) as T;
}

/** The booking id of the stay saved on the phone (the guest never types it). */
function savedBookingId(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve, reject) => {
        const open = indexedDB.open('rihla');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const keys = open.result.transaction('stays').objectStore('stays').getAllKeys();
          keys.onsuccess = () => resolve(String(keys.result[0]));
        };
      }),
  );
}

test('a message written offline is sent once back online, and the host reply shows without a reload', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ viewport: phone });
  const page = await context.newPage();
  await page.goto('/guest-portal');
  await findBooking(page, bookingA.lastName, bookingA.checkIn());
  await expectBookingA(page);
  // The service worker takes control (a reload): the section's code and texts, loaded as the stay
  // shows online, are kept by its runtime cache for the offline reload below.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await expectBookingA(page);

  const section = page.getByRole('region', { name: 'Message your host' });
  await section.scrollIntoViewIfNeeded();
  await expect(section).toBeVisible();
  const thread = section.getByRole('list', { name: 'Your conversation with the host' });
  const box = section.getByRole('textbox', { name: 'Message' });
  await expect(box).toBeVisible();
  const sent: string[] = [];
  page.on('request', (request) => {
    const body = request.postData() ?? '';
    if (request.url().endsWith('/functions/v1/guest-messages') && body.includes('"action":"send"')) {
      sent.push(JSON.parse(body).clientId);
    }
  });

  await context.setOffline(true);
  await expect(
    section.getByText(/You are offline\. Messages you write are kept on this device/),
  ).toBeVisible();
  await box.fill(question);
  await section.getByRole('button', { name: 'Send' }).click();
  const mine = thread.getByRole('listitem').filter({ hasText: question });
  await expect(mine).toContainText("Waiting to send — it will be sent when you're back online");
  await expect(box).toHaveValue('');
  // Kept on the device: a reload offline still shows it waiting.
  await page.reload();
  await section.scrollIntoViewIfNeeded();
  await expect(mine).toContainText("Waiting to send — it will be sent when you're back online");

  await context.setOffline(false);
  await expect(mine).toContainText('Sent', { timeout: 15_000 });
  await expect(mine).not.toContainText('Waiting to send');
  expect(new Set(sent).size).toBe(1);

  // The owner opens the thread (the guest's message is read) and replies; the open thread shows both.
  const bookingId = await savedBookingId(page);
  await asOwner(baseURL!, { action: 'thread', bookingId });
  const reply = `The car park at Bab Doukkala, ${Date.now() % 10_000}: https://maps.example/bab-doukkala`;
  await asOwner(baseURL!, { action: 'reply', bookingId, clientId: crypto.randomUUID(), text: reply });
  const theirs = thread.getByRole('listitem').filter({ hasText: reply.split(':')[0]! });
  await expect(theirs).toBeVisible({ timeout: 5_000 });
  await expect(theirs.getByRole('link', { name: 'https://maps.example/bab-doukkala' })).toHaveAttribute(
    'rel',
    'noopener noreferrer nofollow',
  );
  await expect(mine).toContainText('Read', { timeout: 5_000 });
  expect(new Set(sent).size).toBe(1);
  // A message sent from this screen is the moment notifications are offered (never on load).
  await expect(section.getByTestId('push-offer')).toHaveCount(0);
  const thanks = `Shukran! We land at 16:40 (${Date.now() % 10_000}).`;
  await box.fill(thanks);
  await section.getByRole('button', { name: 'Send' }).click();
  await expect(thread.getByRole('listitem').filter({ hasText: thanks })).toContainText('Sent');
  await expect(section.getByRole('region', { name: 'Turn on notifications' })).toBeVisible();

  const scan = await new AxeBuilder({ page })
    .options(violationsOnly)
    .withTags(wcagTags)
    .include('section[aria-labelledby="messages-title"]')
    .analyze();
  expect(scan.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  await context.close();
});
