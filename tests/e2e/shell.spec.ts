import { expect, type Page, test } from '@playwright/test';
import { waitForAppAfterEachGoto } from './support/app-ready';

test.describe('app shell', () => {
  test.beforeEach(({ page }) => waitForAppAfterEachGoto(page));

  test('home loads with header, footer and the chat button', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('Rihla - Host Services');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Rihla, home' })).toBeVisible();
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText(String(new Date().getFullYear()));
    await expect(footer.getByRole('link', { name: 'Instagram' })).toBeVisible();
    const chat = page.getByRole('link', { name: /WhatsApp/ });
    await expect(chat).toHaveAttribute('target', '_blank');
    const href = await chat.getAttribute('href');
    expect(decodeURIComponent(href ?? '')).toContain('?');
    expect(href).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
  });

  test('on a phone the nav moves into a drawer that highlights the route and closes on a link', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/pricing');
    const headerNav = page.getByRole('banner').getByRole('navigation');
    await expect(headerNav).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Pricing' })).toHaveAttribute('data-active', 'true');
    await expect(drawer.getByRole('link', { name: 'support@rihla.example' })).toHaveAttribute(
      'href',
      'mailto:support@rihla.example',
    );
    await expect.poll(async () => Math.round((await drawer.boundingBox())?.x ?? -1)).toBe(0);
    await drawer.getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(drawer).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test('switching to Arabic sets rtl, translates the header and opens the drawer from the right', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await page.getByRole('button', { name: /^EN\s*, Language: English/ }).click();
    await page.getByRole('menuitem', { name: 'العربية' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await page.getByRole('button', { name: 'فتح القائمة' }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByRole('link', { name: 'الأسعار' })).toBeVisible();
    await expect
      .poll(async () => {
        const box = await drawer.boundingBox();
        return Math.round((box?.x ?? 0) + (box?.width ?? 0));
      })
      .toBeGreaterThanOrEqual(389);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  });

  test('an unknown path shows the 404 page, logs the path and has the bare app title', async ({ page }) => {
    const messages: string[] = [];
    page.on('console', (message) => messages.push(message.text()));
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
    await expect(page).toHaveTitle('Rihla');
    expect(messages.some((text) => text.includes('/no/such/page'))).toBe(true);
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('/host-dashboard redirects to /host/dashboard and /host-login has its title', async ({ page }) => {
    await page.goto('/host-login');
    await expect(page).toHaveTitle('Rihla - Host Login');
    await page.goto('/host-dashboard');
    await expect(page).not.toHaveURL(/host-dashboard/);
  });

  test("a prerendered page links its stylesheet, and asks for its chunk and texts in the visitor's language once, after its first paint", async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: 'fr-FR', serviceWorkers: 'block' });
    const page = await context.newPage();
    const preloads = watchPreloads(page);
    const served = await (await page.request.get('/about')).text();
    expect(served).toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/about-page-[\w-]+\.css">/);
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Une hospitalité enracinée au Maroc');

    const preloaded = await preloads.linked();
    expect(preloaded).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^\/assets\/about-page-[\w-]+\.js$/),
        '/locales/fr/translation.json',
        '/locales/fr/site.json',
      ]),
    );
    expect(preloaded.filter((path) => path.startsWith('/locales/en/'))).toEqual([]);
    await preloads.expectEachUsedOnce(preloaded);
    await context.close();
  });

  test("a first visit to the guest portal preloads the find form's chunk from the head, and uses it", async ({
    browser,
  }) => {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    const preloads = watchPreloads(page);
    await page.goto('/guest-portal');
    await expect(page.getByRole('textbox', { name: /Last name/ })).toBeVisible();

    const preloaded = await preloads.linked();
    expect(preloaded).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^\/assets\/guest-portal-route-[\w-]+\.js$/),
        expect.stringMatching(/^\/assets\/find-booking-form-[\w-]+\.js$/),
        '/locales/en/guest.json',
      ]),
    );
    await preloads.expectEachUsedOnce(preloaded);
    await context.close();
  });
});

/** The page's requests and preload warnings, and the preload links its head holds. */
function watchPreloads(page: Page) {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (/preload/i.test(message.text())) warnings.push(message.text());
  });
  return {
    linked: () =>
      page.$$eval('head link[rel="modulepreload"], head link[rel="preload"]', (links) =>
        links.map((link) => new URL((link as HTMLLinkElement).href).pathname),
      ),
    /** Each preloaded file is what the app then uses: requested once, no unused-preload warning. */
    expectEachUsedOnce: async (preloaded: string[]) => {
      await page.waitForTimeout(3_500);
      for (const path of preloaded) {
        expect(
          requested.filter((request) => request === path),
          path,
        ).toHaveLength(1);
      }
      expect(warnings).toEqual([]);
    },
  };
}
