import { expect, test } from '@playwright/test';
import {
  bookingA,
  bookingB,
  expectBookingA,
  findBooking,
  pickCheckInDate,
  shownDate,
} from './support/guest-helpers';

const notFound =
  "We couldn't find a booking with those details. Please check the last name and check-in date.";
const findAgain = 'To see your booking here, find it once more with your last name and check-in date.';

test.describe('guest portal', () => {
  test('finds Booking A (typed " benali "), reveals the code, walks the gallery and opens the map', async ({
    page,
    context,
  }) => {
    await context.route('https://www.google.com/maps/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Maps</title>' }),
    );
    await page.goto('/guest-portal');
    await expect(page).toHaveTitle('Rihla - Guest Portal');
    await findBooking(page, ' benali ', bookingA.checkIn());

    await expectBookingA(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Your Stay' })).toBeVisible();
    await expect(page.getByText(shownDate(bookingA.checkIn()))).toBeVisible();

    // The code and the wifi password are not in the page until revealed.
    await expect(page.locator('body')).not.toContainText('4827');
    const reveal = page.getByRole('button', { name: 'Show door code' });
    await expect(reveal).toHaveAttribute('aria-pressed', 'false');
    const box = await reveal.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(44);
    expect(box?.height).toBeGreaterThanOrEqual(44);
    await reveal.click();
    await expect(reveal).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('door-code')).toHaveText(bookingA.code);
    await reveal.click();
    await expect(page.getByTestId('door-code')).toHaveCount(0);

    await expect(page.getByTestId('wifi-network')).toHaveText('Rihla Guest');
    await page.getByRole('button', { name: 'Show wifi password' }).click();
    await expect(page.getByTestId('wifi-password')).toHaveText('mint-tea-4827');

    // Guide: four photos; the gallery wraps at both ends and follows the keyboard.
    const guide = page.getByRole('region', { name: /Visual guide/ });
    await expect(guide.getByRole('img')).toHaveCount(4);
    await guide.getByRole('button', { name: 'Open step 1 full screen' }).click();
    const gallery = page.getByRole('dialog', { name: 'Photo guide, full screen' });
    const counter = gallery.getByTestId('gallery-counter');
    await expect(counter).toHaveText('1 / 4');
    await page.keyboard.press('ArrowLeft');
    await expect(counter).toHaveText('4 / 4');
    await page.keyboard.press('ArrowRight');
    await expect(counter).toHaveText('1 / 4');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(counter).toHaveText('3 / 4');
    await gallery.getByRole('button', { name: 'Next photo' }).click();
    await expect(counter).toHaveText('4 / 4');
    await gallery.getByRole('button', { name: 'Next photo' }).click();
    await expect(counter).toHaveText('1 / 4');
    await gallery.getByRole('button', { name: 'Previous photo' }).click();
    await expect(counter).toHaveText('4 / 4');
    await expect(gallery.getByRole('img', { name: 'Step 4 of 4' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(gallery).toBeHidden();
    await guide.getByRole('button', { name: 'Open step 2 full screen' }).click();
    await expect(counter).toHaveText('2 / 4');
    // The photo follows the finger: a swipe towards the start of the line shows the next one.
    // Once the carousel has set itself up (it positions its track) and the dialog has finished opening.
    await expect(gallery.locator('[class*="galleryTrack"]')).toHaveAttribute('style', /translate3d/);
    await expect(gallery.getByRole('img', { name: 'Step 2 of 4' })).toBeInViewport({ ratio: 0.9 });
    // Across most of the slide (the photo is narrower): past its middle, the swipe lands on the next
    // photo however slowly the finger lifts (a busy machine makes the release look slow).
    const photoBox = (await gallery.getByRole('img', { name: 'Step 2 of 4' }).boundingBox())!;
    const slideBox = (await gallery.locator('[class*="galleryViewport"]').boundingBox())!;
    const y = photoBox.y + photoBox.height / 2;
    await page.mouse.move(slideBox.x + slideBox.width * 0.9, y);
    await page.mouse.down();
    await page.mouse.move(slideBox.x + slideBox.width * 0.5, y, { steps: 10 });
    await page.mouse.move(slideBox.x + slideBox.width * 0.15, y, { steps: 10 });
    await page.mouse.up();
    await expect(counter).toHaveText('3 / 4');
    await expect(gallery.getByRole('img', { name: 'Step 3 of 4' })).toBeInViewport();
    await page.getByRole('button', { name: 'Close gallery' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // Walkthrough video, resources and the three links.
    await expect(page.locator('iframe[title="Walkthrough video of the property"]')).toHaveAttribute(
      'src',
      /youtube-nocookie\.com\/embed\//,
    );
    await expect(page.getByRole('link', { name: 'Local recommendations' }).first()).toHaveAttribute(
      'href',
      /^https:\/\//,
    );
    await expect(page.getByRole('link', { name: 'Shop' })).toHaveAttribute('href', '/shop');
    // Late checkout is the extra on this page (issue 27), no longer a placeholder address.
    await expect(page.getByRole('link', { name: /Late checkout/ })).toHaveAttribute(
      'href',
      '#extra-late_checkout-name',
    );

    // The map link is a maps search for the address, in a new tab.
    const map = page.getByRole('link', { name: 'Open in Maps' });
    await expect(map).toHaveAttribute('target', '_blank');
    const popupPromise = page.waitForEvent('popup');
    await map.click();
    const popup = await popupPromise;
    await popup.waitForLoadState();
    const mapUrl = new URL(popup.url());
    expect(mapUrl.origin + mapUrl.pathname).toBe('https://www.google.com/maps/search/');
    expect(mapUrl.searchParams.get('query')).toContain('12 Derb Sidi Bouloukat');
  });

  test('Booking B shows no lock, wifi or guide sections', async ({ page }) => {
    await page.goto('/guest-portal');
    await findBooking(page, bookingB.lastName, bookingB.checkIn());
    await expect(page.getByRole('heading', { name: 'Dar Anis' })).toBeVisible();
    await expect(page.getByText(shownDate(bookingB.checkIn()))).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Door code' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Show door code' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Wifi' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: /Visual guide/ })).toHaveCount(0);
    await expect(page.locator('iframe')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Shop' })).toBeVisible();
  });

  test('a wrong date shows one message, titled for its cause, and the form stays usable', async ({
    page,
  }) => {
    await page.goto('/guest-portal');
    await findBooking(page, bookingA.lastName, bookingB.checkIn());
    const box = page.getByRole('alert').filter({ hasText: 'Booking not found' });
    await expect(box).toContainText(notFound);
    // A miss is not a connection error, and it is said once: no toast over the page's title.
    await expect(page.getByText('Connection error')).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(1);
    // Sent again with nothing typed: the new cause replaces the old message.
    await page.getByRole('textbox', { name: /Last name/ }).fill('');
    await page.getByRole('button', { name: 'Find', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveCount(1);
    await expect(page.getByRole('alert')).toContainText('Missing information');
    await page.getByRole('textbox', { name: /Last name/ }).fill(bookingA.lastName);
    await expect(page.getByRole('textbox', { name: /Last name/ })).toHaveValue(bookingA.lastName);

    await pickCheckInDate(page, bookingA.checkIn());
    await page.getByRole('button', { name: 'Find', exact: true }).click();
    await expectBookingA(page);
  });

  test('a refused lookup says in how many minutes to try again', async ({ page }) => {
    await page.route('**/functions/v1/find-booking-by-details', (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        headers: { 'Retry-After': '447', 'Access-Control-Expose-Headers': 'Retry-After' },
        body: JSON.stringify({ error: 'Too many attempts. Please try again later.', code: 'rate_limited' }),
      }),
    );
    await page.goto('/guest-portal');
    await findBooking(page, bookingA.lastName, bookingA.checkIn());
    const box = page.getByRole('alert').filter({ hasText: 'Too many attempts' });
    await expect(box).toContainText('from this connection. Try again in 8 minutes.');
    await expect(page.getByRole('alert')).toHaveCount(1);
  });

  test('a lookup refused for its name and date says so, not "this connection"', async ({ page }) => {
    // The server's answer when the name and date's own allowance is used up (handler.test.ts).
    await page.route('**/functions/v1/find-booking-by-details', (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        headers: { 'Retry-After': '600', 'Access-Control-Expose-Headers': 'Retry-After' },
        body: JSON.stringify({ error: 'Too many attempts.', code: 'rate_limited_name' }),
      }),
    );
    await page.goto('/guest-portal');
    await findBooking(page, bookingA.lastName, bookingA.checkIn());
    const box = page.getByRole('alert').filter({ hasText: 'Too many attempts' });
    await expect(box).toContainText('with this last name and check-in date');
    await expect(box).toContainText('try again in 10 minutes.');
    await expect(box).not.toContainText('this connection');
  });

  test('an empty or half-filled form says what is missing, once, and sends nothing', async ({ page }) => {
    const lookups: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/functions/v1/find-booking-by-details')) lookups.push(request.url());
    });
    await page.goto('/guest-portal');
    await page.getByRole('button', { name: 'Find', exact: true }).click();
    await expect(page.getByText('Missing information')).toBeVisible();
    await expect(page.getByText('Please enter both your check-in date and your last name.')).toBeVisible();

    await page.getByRole('textbox', { name: /Last name/ }).fill('   ');
    await pickCheckInDate(page, bookingA.checkIn());
    await page.getByRole('button', { name: 'Find', exact: true }).click();
    await expect(page.getByText('Missing information')).toHaveCount(1);
    await page.waitForTimeout(300);
    expect(lookups).toEqual([]);
  });

  test('a payment success return on the device that paid loads the stay with its guest token, confirms once and cleans the address', async ({
    page,
  }) => {
    await page.goto('/guest-portal');
    await findBooking(page, bookingA.lastName, bookingA.checkIn());
    await expectBookingA(page);
    const bookingId = await page.evaluate(
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
    const lookups: unknown[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/functions/v1/find-booking-by-details'))
        lookups.push(request.postDataJSON());
    });
    // The spec's own return (no return token): the device that paid holds the guest token.
    await page.goto(`/guest-portal?payment=success&bookingId=${bookingId}`);
    await expectBookingA(page);
    const alert = page.getByRole('alert').filter({ hasText: 'Payment complete' });
    await expect(alert).toBeVisible();
    // One confirmation: the banner above the stay, no toast over the header.
    await expect(page.getByText('Payment successful')).toHaveCount(0);
    await expect(page).toHaveURL(/\/guest-portal$/);
    await alert.getByRole('button', { name: 'Dismiss message' }).click();
    await expect(page.getByText('Payment complete')).toHaveCount(0);
    expect(lookups[0]).toEqual({ bookingId, guestToken: expect.any(String) });
  });

  test('a payment success return with an id and no token (or a forged one) opens nothing: the error box asks for a lookup, with no form', async ({
    page,
  }) => {
    await page.goto('/guest-portal?payment=success&bookingId=00000000-0000-4000-8000-000000000000');
    const box = page.getByRole('alert').filter({ hasText: "We couldn't load your booking" });
    await expect(box).toContainText(findAgain);
    await expect(page.getByRole('textbox', { name: /Last name/ })).toHaveCount(0);
    await expect(page).toHaveURL(/\/guest-portal$/);

    await page.goto(
      '/guest-portal?payment=success&bookingId=00000000-0000-4000-8000-000000000000&returnToken=forged.token.value',
    );
    await expect(page.getByRole('alert').filter({ hasText: "We couldn't load your booking" })).toContainText(
      findAgain,
    );
    await expect(page.getByRole('textbox', { name: /Last name/ })).toHaveCount(0);
    await expect(page).toHaveURL(/\/guest-portal$/);
  });

  test('a payment return with a bad id never hides the stay saved on this phone', async ({ page }) => {
    await page.goto('/guest-portal');
    await findBooking(page, bookingA.lastName, bookingA.checkIn());
    await expectBookingA(page);
    await page.goto('/guest-portal?payment=success&bookingId=garbage');
    await expect(page.getByRole('alert').filter({ hasText: "We couldn't load your booking" })).toBeVisible();
    await expectBookingA(page);
    await expect(page.getByRole('button', { name: 'Show door code' })).toBeVisible();
    await expect(page).toHaveURL(/\/guest-portal$/);
  });

  test('a payment return that cannot reach the server says so', async ({ page }) => {
    await page.route('**/functions/v1/find-booking-by-details', (route) =>
      route.abort('internetdisconnected'),
    );
    await page.goto(
      '/guest-portal?payment=success&bookingId=00000000-0000-4000-8000-000000000000&returnToken=some.return.token',
    );
    await expect(
      page.getByRole('alert').filter({ hasText: 'Network error while loading booking details' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/guest-portal$/);
  });

  test('a cancelled payment shows the cancelled toast and cleans the address', async ({ page }) => {
    await page.goto('/guest-portal?payment=cancel&bookingId=00000000-0000-4000-8000-000000000000');
    await expect(page.getByText('Payment cancelled')).toBeVisible();
    await expect(page).toHaveURL(/\/guest-portal$/);
    await expect(page.getByRole('heading', { name: 'Find your booking' })).toBeVisible();
  });

  test('in Arabic the booking reads right to left with translated texts', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('i18nextLng', 'ar'));
    await page.goto('/guest-portal');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { name: 'ابحث عن حجزك' })).toBeVisible();
    await page.getByRole('button', { name: 'بحث', exact: true }).click();
    await expect(page.getByText('معلومات ناقصة')).toBeVisible();
  });

  test('the find form is in the served page in each language, a press before the app runs is kept, and saved stays open their door code first', async ({
    browser,
  }) => {
    // As served (JavaScript off): the form in the URL's language, Arabic right to left.
    const served = await browser.newContext({ javaScriptEnabled: false });
    const html = await served.newPage();
    for (const [path, dir, title, submit] of [
      ['/guest-portal', 'ltr', 'Find your booking', 'Find'],
      ['/fr/guest-portal', 'ltr', 'Retrouver votre réservation', 'Rechercher'],
      ['/es/guest-portal', 'ltr', 'Encuentra tu reserva', 'Buscar'],
      ['/ar/guest-portal', 'rtl', 'ابحث عن حجزك', 'بحث'],
    ] as const) {
      await html.goto(path);
      await expect(html.locator('html')).toHaveAttribute('dir', dir);
      await expect(html.getByRole('heading', { name: title })).toBeVisible();
      await expect(html.getByRole('button', { name: submit, exact: true })).toBeVisible();
    }
    await served.close();

    // The app held back: a name typed and Find pressed stay (no reload, nothing in the address), and
    // the app sends the form once it runs: it asks for the missing date.
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/guest-portal');
    await page.getByRole('textbox', { name: /Last name/ }).fill('Benali');
    await page.getByRole('button', { name: 'Find', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Find', exact: true })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(page.url()).toMatch(/\/guest-portal$/);
    release();
    await expect(page.getByText('Please enter both your check-in date and your last name.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: /Last name/ })).toHaveValue('Benali');
    await page.unrouteAll();

    // With a stay saved, the served page's form is never on screen: the door code comes first.
    await pickCheckInDate(page, bookingA.checkIn());
    await page.getByRole('button', { name: 'Find', exact: true }).click();
    await expectBookingA(page);
    await page.addInitScript(() => {
      const watch = () => {
        if (document.getElementById('find-booking-title')?.checkVisibility({ visibilityProperty: true }))
          document.documentElement.dataset.formSeen = '';
        requestAnimationFrame(watch);
      };
      requestAnimationFrame(watch);
    });
    const response = await page.reload();
    expect(await response?.text()).toContain('find-booking-title');
    await expectBookingA(page);
    await expect(page.locator('html')).not.toHaveAttribute('data-form-seen');
    await context.close();
  });
});
