/**
 * Web Push in the browser (issue 44): a push delivered to the app's service worker through
 * Chromium's DevTools Protocol (`ServiceWorker.deliverPushMessage`, as a push service would) is
 * shown as a notification in the device's language, with its tag and the screen its tap opens (the
 * tap's handler itself: tests/unit/push-sw.test.ts). And the offer to turn notifications on comes
 * right after a host's sign-in, not on a reload of the dashboard.
 */
import { expect, type Page, test } from '@playwright/test';

test.use({ viewport: { width: 1024, height: 768 } });

const booking = 'b0000000-0000-4000-8000-000000000001';

async function controlledPage(page: Page) {
  await page.goto('/');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

test("a push to the service worker shows its notification in the notice's language, opening its screen", async ({
  page,
  context,
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin;
  await context.grantPermissions(['notifications'], { origin });
  await controlledPage(page);

  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((registration) => registration.scopeURL.startsWith(origin));
      if (ours && !ours.isDeleted) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  const deliver = async (notice: object) =>
    cdp.send('ServiceWorker.deliverPushMessage', {
      origin,
      registrationId: await registrationId,
      data: JSON.stringify(notice),
    });
  const shown = () =>
    page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      const notifications = await registration.getNotifications();
      return notifications.map((notification) => ({
        title: notification.title,
        body: notification.body,
        tag: notification.tag,
        dir: notification.dir,
        url: (notification.data as { url?: string } | null)?.url,
      }));
    });

  await deliver({
    kind: 'guestMessage',
    params: {
      bookingId: booking,
      guestName: 'Amina',
      propertyName: 'Riad Yasmine',
      preview: 'Where do I park?',
    },
    url: `/host/messages?booking=${booking}`,
    language: 'en',
    tag: `message:${booking}`,
  });
  await expect.poll(shown).toEqual([
    {
      title: 'Message from Amina',
      body: 'Where do I park?',
      tag: `message:${booking}`,
      dir: 'ltr',
      url: `/host/messages?booking=${booking}`,
    },
  ]);

  // The guest's phone in Arabic: the door code's notice, right to left, replacing none of the host's.
  await deliver({
    kind: 'doorCode',
    params: { bookingId: booking, propertyName: 'Riad Yasmine' },
    url: '/guest-portal',
    language: 'ar',
    tag: `doorCode:${booking}`,
  });
  await expect.poll(async () => (await shown()).length).toBe(2);
  expect((await shown()).find((notification) => notification.tag === `doorCode:${booking}`)).toEqual({
    title: 'رمز الباب جاهز',
    body: 'Riad Yasmine: افتح التطبيق لرؤيته.',
    tag: `doorCode:${booking}`,
    dir: 'rtl',
    url: '/guest-portal',
  });
});

test('the offer to turn notifications on comes right after a host signs in, not on a reload', async ({
  page,
}) => {
  await page.goto('/host-login');
  await page.getByLabel('Email').fill('team@rihla.example');
  await page.locator('input[name="password"]').fill('rihla-demo-team');
  await page.getByRole('button', { name: 'Login to Dashboard' }).click();
  await expect(page).toHaveURL(/\/host\/dashboard$/);
  const offer = page.getByRole('region', { name: 'Turn on notifications' });
  await expect(offer).toBeVisible();
  await expect(offer.getByRole('button', { name: 'Turn on notifications' })).toBeVisible();
  await page.reload();
  await expect(page.getByText('Total Properties')).toBeVisible();
  await expect(offer).toHaveCount(0);
});
