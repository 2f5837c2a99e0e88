import { expect, type Page, test } from '@playwright/test';
import { connectE2eDatabase } from './support/e2e-database';
import { bookingA, expectBookingA, findBooking } from './support/guest-helpers';

/** Counts what the app keeps in IndexedDB (database "rihla"). */
function storedCounts(page: Page) {
  return page.evaluate(
    () =>
      new Promise<{ stays: number; photos: number; codes: string[] }>((resolve, reject) => {
        const open = indexedDB.open('rihla');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction(['stays', 'photos'], 'readonly');
          const stays = tx.objectStore('stays').getAll();
          const photos = tx.objectStore('photos').count();
          tx.oncomplete = () => {
            const rows = stays.result as { booking: { smartLockCode: string | null } }[];
            resolve({
              stays: rows.length,
              photos: photos.result,
              codes: rows.map((row) => row.booking.smartLockCode ?? ''),
            });
            db.close();
          };
        };
      }),
  );
}

async function expectDoorCodeOffline(page: Page, code: string) {
  await expectBookingA(page);
  await page.getByRole('button', { name: 'Show door code' }).click();
  await expect(page.getByTestId('door-code')).toHaveText(code);
  await expect(page.getByTestId('wifi-network')).toHaveText('Rihla Guest');
  const photos = page.getByRole('region', { name: /Visual guide/ }).getByRole('img');
  await expect(photos).toHaveCount(4);
  for (const photo of await photos.all()) {
    await expect(photo).toHaveAttribute('src', /^blob:/);
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
  }
}

test.describe('offline: the door code opens with no signal', () => {
  test('a found stay works offline, refreshes when back online, and removal leaves nothing behind', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    await page.goto('/guest-portal');
    await findBooking(page, bookingA.lastName, bookingA.checkIn());
    await expectBookingA(page);
    await expect(page.getByText(/^Last updated /)).toBeVisible();

    // The stay and its four photos are on the device; the service worker is installed and in control.
    await expect.poll(async () => (await storedCounts(page)).photos, { timeout: 20_000 }).toBe(4);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.reload();
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    expect(await page.evaluate(() => JSON.stringify({ ...localStorage }))).not.toContain(bookingA.code);

    // No signal: reload the portal, then open the home page and navigate to the portal.
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByTestId('offline-banner')).toBeVisible();
    await expectDoorCodeOffline(page, bookingA.code);

    await page.goto('/');
    await expect(page.getByTestId('offline-banner')).toBeVisible();
    await page.getByRole('banner').getByRole('link', { name: 'Guest Portal' }).click();
    await expectDoorCodeOffline(page, bookingA.code);

    // Finding another booking offline says clearly that it needs a connection, and sends nothing.
    const lookups: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('find-booking-by-details')) lookups.push(request.url());
    });
    await page.getByRole('button', { name: 'Find another booking' }).click();
    await expect(page.getByRole('heading', { name: 'Find your booking' })).toBeVisible();
    await page.getByRole('textbox', { name: /Last name/ }).fill('García');
    await page.getByRole('button', { name: 'Find', exact: true }).click();
    await expect(page.getByText("You're offline").first()).toBeVisible();
    await expect(
      page
        .getByText(
          'Finding a booking needs an internet connection. Connect to wifi or mobile data and try again.',
        )
        .first(),
    ).toBeVisible();
    expect(lookups).toEqual([]);
    await page.getByRole('button', { name: 'Open Riad Yasmine' }).click();
    await expectBookingA(page);

    // Back online, a changed booking refreshes the saved copy.
    const db = await connectE2eDatabase();
    const newCode = '9153';
    if (db) {
      try {
        await db.query(
          `UPDATE bookings SET smart_lock_code = $1 WHERE guest_last_name = 'Benali' AND check_in_date = $2::date`,
          [newCode, bookingA.checkIn()],
        );
      } finally {
        await db.end();
      }
    } else {
      test
        .info()
        .annotations.push({ type: 'skip', description: 'refresh step needs the PostgreSQL e2e database' });
    }
    await context.setOffline(false);
    await page.goto('/guest-portal');
    await expect(page.getByTestId('offline-banner')).toBeHidden();
    await expectBookingA(page);
    if (db) {
      await expect.poll(async () => (await storedCounts(page)).codes).toEqual([newCode]);
      await page.getByRole('button', { name: 'Show door code' }).click();
      await expect(page.getByTestId('door-code')).toHaveText(newCode);
    }

    // "Remove from this device": nothing in IndexedDB or the caches reveals the code afterwards.
    await page.getByRole('button', { name: 'Remove from this device' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Remove', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Find your booking' })).toBeVisible();
    expect(await storedCounts(page)).toEqual({ stays: 0, photos: 0, codes: [] });
    const cached = await page.evaluate(
      async (codes) => {
        const found: string[] = [];
        for (const name of await caches.keys()) {
          const cache = await caches.open(name);
          for (const request of await cache.keys()) {
            if (/\/guide\/|\/functions\/v1\/find-booking/.test(request.url)) found.push(request.url);
            const response = await cache.match(request);
            const type = response?.headers.get('content-type') ?? '';
            if (response && /json|html|text/.test(type)) {
              const body = await response.text();
              if (codes.some((code) => body.includes(code))) found.push(request.url);
            }
          }
        }
        return found;
      },
      [bookingA.code, newCode, 'mint-tea-4827'],
    );
    expect(cached).toEqual([]);
  });
});
