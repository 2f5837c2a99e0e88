/**
 * Issue 27, at the door: nothing covers the door code offline, every stay says how to get in and
 * whom to call, the links under the stay go somewhere real, and Arabic pages have no English names.
 */
import { expect, type Locator, type Page, test } from '@playwright/test';
import { bookingA, bookingB, findBooking } from './support/guest-helpers';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

/**
 * At a few points of `target`, what is drawn: `strict`, the element there must be inside `container`;
 * otherwise it only must not be inside `cover` (the offline banner).
 */
async function expectNotCovered(target: Locator, container: Locator, cover: Locator, strict = true) {
  const box = await target.boundingBox();
  expect(box).not.toBeNull();
  const points = [0.1, 0.5, 0.9].flatMap((x) =>
    [0.25, 0.75].map((y) => ({ x: box!.x + box!.width * x, y: box!.y + box!.height * y })),
  );
  const inContainer = await container.elementHandle();
  const banner = await cover.elementHandle();
  for (const point of points) {
    const where = await inContainer!.evaluate(
      (element, { x, y, bannerElement }) => {
        const hit = document.elementFromPoint(x, y);
        return {
          inside: hit !== null && element.contains(hit),
          inBanner: !!hit && !!bannerElement?.contains(hit),
        };
      },
      { ...point, bannerElement: banner },
    );
    const label = `point ${point.x},${point.y} of "${await target.textContent()}"`;
    expect(where.inBanner, label).toBe(false);
    if (strict) expect(where.inside, label).toBe(true);
  }
}

function intersects(
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function openStay(page: Page, lastName: string, checkIn: string, language?: 'ar') {
  await page.goto('/guest-portal');
  await findBooking(page, lastName, checkIn);
  await expect(page.getByText(/^Last updated /)).toBeVisible();
  if (language) await page.evaluate((code) => localStorage.setItem('i18nextLng', code), language);
  // As on a phone at the door: the service worker has the app's files (the extras' code among them).
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

test('/favicon.ico is a real icon', async ({ request }) => {
  const response = await request.get('/favicon.ico');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/x-icon');
  const body = await response.body();
  // ICONDIR: reserved 0, type 1 (icon), then the number of images.
  expect([...body.subarray(0, 4)]).toEqual([0, 0, 1, 0]);
  expect(body.readUInt16LE(4)).toBeGreaterThanOrEqual(1);
});

for (const language of ['en', 'ar'] as const) {
  test(`offline at the door (${language}): the banner covers nothing of the door code card, and can be closed`, async ({
    page,
    context,
  }) => {
    await openStay(page, bookingA.lastName, bookingA.checkIn(), language === 'ar' ? 'ar' : undefined);
    const card = page.locator('section[aria-labelledby="lock-title"]');
    await expect(card).toBeVisible();
    await context.setOffline(true);
    const banner = page.getByTestId('offline-banner');
    await expect(banner).toBeVisible();
    const hint = card.getByText(
      language === 'en' ? 'Enter this code on the smart lock at the front door.' : /أدخل هذا الرمز/,
    );
    // The title, the code, its button and the hint: nothing over them (the site's floating chat
    // button stays off the guest portal, whose stays have their own call and WhatsApp links).
    await expectNotCovered(card.getByRole('heading'), card, banner);
    await expectNotCovered(card.getByRole('img'), card, banner);
    await expectNotCovered(card.locator('[data-door-code-toggle]'), card, banner);
    await expectNotCovered(hint, card, banner);
    expect(intersects((await banner.boundingBox())!, (await card.boundingBox())!)).toBe(false);
    // Scrolled so that the card sits at the bottom of the screen, where the banner used to float.
    await card.evaluate((element) => element.scrollIntoView({ block: 'end' }));
    if (await banner.isVisible()) {
      expect(intersects((await banner.boundingBox())!, (await card.boundingBox())!)).toBe(false);
    }
    await page.evaluate(() => window.scrollTo(0, 0));
    await banner
      .getByRole('button', {
        name: language === 'en' ? 'Hide the offline notice' : 'إخفاء تنبيه عدم الاتصال',
      })
      .click();
    await expect(banner).toBeHidden();

    // The video needs a connection: a placeholder pointing to the photo guide, not the browser's error page.
    const video = page.getByTestId('walkthrough-offline');
    await video.scrollIntoViewIfNeeded();
    await expect(video).toContainText(
      language === 'en' ? 'The video needs a connection' : 'يحتاج الفيديو إلى اتصال بالإنترنت',
    );
    await expect(page.locator('iframe')).toHaveCount(0);
    await video.getByRole('link').click();
    await expect(page.locator('#guide-title')).toBeInViewport();
  });
}

test('Booking B, with no door code, says how to get in, the times and whom to call (English)', async ({
  page,
}) => {
  await openStay(page, bookingB.lastName, bookingB.checkIn());
  await expect(page.getByRole('heading', { name: 'Dar Anis' })).toBeVisible();
  const card = page.getByRole('region', { name: 'Getting in' });
  await expect(card).toContainText('Your host meets you at the door at check-in time.');
  await expect(card.getByTestId('stay-times')).toHaveText('Check-in from 16:00 · check-out by 11:00');
  await expect(card.getByRole('link', { name: /Call/ })).toHaveAttribute('href', 'tel:+212662345678');
  await expect(card.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/212662345678\?text=/,
  );
  await expect(page.getByRole('button', { name: 'Show door code' })).toHaveCount(0);

  // "More for your stay": nothing to rihla.example; late checkout is the extra on this page.
  const links = page.getByRole('navigation', { name: 'More for your stay' });
  await links.scrollIntoViewIfNeeded();
  for (const href of await links
    .getByRole('link')
    .evaluateAll((all) => all.map((a) => a.getAttribute('href')))) {
    expect(href).not.toContain('rihla.example');
  }
  await links.getByRole('link', { name: 'Late checkout' }).click();
  await expect(page.getByTestId('extra-late_checkout')).toBeInViewport();
});

test('Booking B in Arabic', async ({ page }) => {
  await openStay(page, bookingB.lastName, bookingB.checkIn(), 'ar');
  const card = page.getByRole('region', { name: 'الدخول إلى المسكن' });
  await expect(card).toContainText('سيستقبلك المضيف عند الباب');
  await expect(card.getByTestId('stay-times')).toHaveText('الوصول ابتداءً من 16:00 · المغادرة قبل 11:00');
  await expect(card.getByRole('link', { name: /واتساب/ })).toBeVisible();
});

/** Accessible names and role descriptions with Latin words (brand names aside). */
async function englishNames(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const allowed = /^(Rihla|WhatsApp|Instagram|Facebook|Twitter|X|Stripe)$/;
    const found: string[] = [];
    for (const element of document.querySelectorAll('[aria-label], [aria-roledescription], [title]')) {
      for (const name of ['aria-label', 'aria-roledescription', 'title']) {
        // Hidden from assistive technology (Mantine's autosize measurement textarea): no name to read.
        if (element.closest('[aria-hidden="true"]')) continue;
        const value = element.getAttribute(name);
        if (!value) continue;
        const words = value.match(/[A-Za-z]{2,}/g) ?? [];
        if (words.some((word) => !allowed.test(word))) found.push(`${name}="${value}"`);
      }
    }
    return found;
  });
}

test('Arabic guest and site pages have no English accessible names', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('i18nextLng', 'ar'));
  for (const path of ['/', '/work-with-us', '/welcome', '/guest-portal']) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await page.locator('footer').waitFor();
    if (path === '/') await page.getByTestId('featured-card').first().waitFor();
    expect(await englishNames(page), path).toEqual([]);
  }
  const slide = page.getByTestId('featured-card');
  await page.goto('/');
  await expect(slide.first()).toHaveAttribute('aria-label', /^1 من 3: /);
  await expect(page.locator('[aria-label="Carousel slide"]')).toHaveCount(0);
});

test('the privacy policy is linked from the footer and beside the forms that ask for personal data', async ({
  page,
}) => {
  await page.goto('/work-with-us');
  await expect(page.getByRole('link', { name: 'Read our privacy policy' })).toHaveAttribute(
    'href',
    '/privacy-policy',
  );
  await expect(page.locator('footer').getByRole('link', { name: 'Privacy policy' })).toHaveAttribute(
    'href',
    '/privacy-policy',
  );
  await page.goto('/guest-portal');
  await page.getByRole('link', { name: 'Privacy policy' }).first().click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
});
