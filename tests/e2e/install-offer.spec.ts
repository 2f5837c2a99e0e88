import { expect, type Page, test } from '@playwright/test';

/**
 * Issue 43, item 13: Chromium offers installation on the first visit, while the page's code is still
 * loading. The offer, made before the app has run (a synthetic `beforeinstallprompt` as the page
 * finishes parsing), gives the install card on that first visit, on the guest portal and on the home
 * page; a card closed stays closed on the next visit.
 */

/** The browser's install offer, made as the document is parsed, before any of the app's modules ran. */
async function offerInstallEarly(page: Page) {
  await page.addInitScript(() => {
    const offer = () => {
      const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & {
        prompt: () => Promise<void>;
        userChoice: Promise<{ outcome: string }>;
      };
      event.prompt = async () => {
        (window as unknown as { prompted: boolean }).prompted = true;
      };
      event.userChoice = Promise.resolve({ outcome: 'dismissed' });
      window.dispatchEvent(event);
    };
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') offer();
    });
  });
}

test.describe('the install card on the first visit', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the guest portal shows it at once when the browser offered installation before the app ran, and a dismissal lasts', async ({
    page,
  }) => {
    await offerInstallEarly(page);
    await page.goto('/guest-portal');
    const card = page.getByRole('region', { name: 'Keep your stay on your phone' });
    await expect(card).toBeVisible();
    await card.getByRole('button', { name: 'Install', exact: true }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { prompted?: boolean }).prompted))
      .toBe(true);

    await page.reload();
    await expect(page.getByRole('region', { name: 'Keep your stay on your phone' })).toBeVisible();
    await page
      .getByRole('region', { name: 'Keep your stay on your phone' })
      .getByRole('button', { name: 'Not now' })
      .first()
      .click();
    await expect(page.getByRole('region', { name: 'Keep your stay on your phone' })).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('textbox', { name: /Last name/ })).toBeVisible();
    await page.waitForTimeout(500);
    await expect(page.getByRole('region', { name: 'Keep your stay on your phone' })).toHaveCount(0);
  });

  test('the welcome page shows it on the first visit too', async ({ page }) => {
    await offerInstallEarly(page);
    await page.goto('/welcome');
    await expect(page.getByRole('region', { name: 'Install Rihla on this phone' })).toBeVisible();
  });
});
