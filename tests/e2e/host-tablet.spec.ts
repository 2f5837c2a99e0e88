import { expect, type Page, test } from '@playwright/test';

/** The host portal on a tablet (issue 27, item 11) and its sign-in messages, in English and Arabic. */
const demoHost = { email: 'host@rihla.example', password: 'rihla-demo-host' };

const texts = {
  en: {
    submit: 'Login to Dashboard',
    wrongTitle: 'Incorrect email or password',
    wrongMessage: 'Check your email address and password, then try again.',
    success: 'Login successful',
    nav: 'Host portal navigation',
    openMenu: 'Open navigation',
    guests: 'Guests',
    viewDetails: 'View Details',
    source: 'Booking Source',
    status: 'Checked-out',
    monday: 'Mon',
    nextMonth: 'Next month',
  },
  ar: {
    submit: 'الدخول إلى لوحة التحكم',
    wrongTitle: 'البريد الإلكتروني أو كلمة المرور غير صحيحة',
    wrongMessage: 'تحقّق من بريدك الإلكتروني وكلمة المرور، ثم حاول مرة أخرى.',
    success: 'تم تسجيل الدخول بنجاح',
    nav: 'التنقل في بوابة المضيفين',
    openMenu: 'فتح قائمة التنقل',
    guests: 'الضيوف',
    viewDetails: 'عرض التفاصيل',
    source: 'مصدر الحجز',
    status: 'تمت المغادرة',
    monday: 'الاثنين',
    nextMonth: 'الشهر التالي',
  },
} as const;

type Language = keyof typeof texts;

async function login(page: Page, language: Language) {
  await page.addInitScript((lng) => localStorage.setItem('i18nextLng', lng), language);
  await page.goto('/host-login');
  await page.locator('input[name="email"]').fill(demoHost.email);
  await page.locator('input[name="password"]').fill(demoHost.password);
  await page.getByRole('button', { name: texts[language].submit }).click();
  await expect(page).toHaveURL(/\/host\/dashboard$/);
}

/** Whether an element lies inside the viewport's width (nothing to scroll sideways to reach it). */
async function withinWidth(page: Page, selector: ReturnType<Page['locator']>) {
  const box = await selector.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  return box !== null && box.x >= 0 && box.x + box.width <= width;
}

for (const language of ['en', 'ar'] as const) {
  const text = texts[language];

  test(`a wrong password shows one message, and none follows onto the dashboard (${language})`, async ({
    page,
  }) => {
    await page.addInitScript((lng) => localStorage.setItem('i18nextLng', lng), language);
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.goto('/host-login');
    await page.locator('input[name="email"]').fill(demoHost.email);
    await page.locator('input[name="password"]').fill('not-the-password');
    await page.getByRole('button', { name: text.submit }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toHaveCount(1);
    await expect(alert).toContainText(text.wrongTitle);
    await expect(alert).toContainText(text.wrongMessage);
    await expect(page.getByText(text.wrongMessage)).toHaveCount(1);

    await page.locator('input[name="password"]').fill(demoHost.password);
    await page.getByRole('button', { name: text.submit }).click();
    await expect(page).toHaveURL(/\/host\/dashboard$/);
    await expect(page.getByText(text.success)).toBeVisible();
    await expect(page.getByText(text.wrongTitle)).toHaveCount(0);
    await expect(page.locator('.mantine-Notification-root')).toHaveCount(1);
  });

  test(`a tablet keeps the sidebar in landscape and folds it in portrait, with no strip (${language})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1024, height: 768 });
    await login(page, language);
    const nav = page.getByRole('navigation', { name: text.nav });
    await expect(nav).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole('button', { name: text.openMenu })).toBeHidden();

    await page.setViewportSize({ width: 768, height: 1024 });
    await expect(nav).not.toBeInViewport();
    // The folded panel casts no shadow onto the page's edge (the grey strip).
    await expect(nav).toHaveCSS('box-shadow', 'none');
    await page.getByRole('button', { name: text.openMenu }).click();
    await expect(nav).toBeInViewport();
    await expect(nav).not.toHaveCSS('box-shadow', 'none');
  });

  for (const size of [
    { width: 768, height: 1024 },
    { width: 1024, height: 768 },
  ]) {
    test(`every guest's source, status and details are reachable at ${size.width}px (${language})`, async ({
      page,
    }) => {
      await page.setViewportSize(size);
      await login(page, language);
      await page.goto('/host/guests');
      const thomas = page.getByRole('article', { name: 'Thomas Lefèvre' });
      await expect(thomas).toContainText(text.source);
      await expect(thomas).toContainText('Booking.com');
      await expect(thomas).toContainText(text.status);
      const buttons = page.getByRole('button', { name: text.viewDetails });
      await expect(buttons).toHaveCount(10);
      for (const button of await buttons.all()) {
        // Centred: scrolling "if needed" stops on whole pixels, and a button at a fractional offset then
        // stays a pixel under the fold (seen once the Guests page gained its line about the badges).
        await button.evaluate((element) => element.scrollIntoView({ block: 'center', inline: 'center' }));
        await expect(button).toBeInViewport({ ratio: 1 });
        expect(await withinWidth(page, button)).toBe(true);
      }
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    });

    test(`calendar chips show the guest's name whole, weeks from Monday, at ${size.width}px (${language})`, async ({
      page,
    }) => {
      await page.setViewportSize(size);
      await login(page, language);
      await page.goto('/host/calendar');
      const grid = page.getByRole('table');
      await expect(grid.getByRole('columnheader').first()).toHaveText(text.monday);
      // The seeded Sofía Martínez checks in tomorrow (Morocco's date): next month on a month's last day.
      const moroccoDay = (offsetDays: number) =>
        new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Casablanca' }).format(
          new Date(Date.now() + offsetDays * 86_400_000),
        );
      if (moroccoDay(1).slice(0, 7) !== moroccoDay(0).slice(0, 7)) {
        await page.getByRole('button', { name: text.nextMonth }).click();
      }
      const chip = grid.getByRole('listitem').filter({ hasText: 'Sofía' }).first();
      await expect(chip).toContainText('Dar Zraq Chefchaouen');
      const cut = await chip.evaluate((element) =>
        [element, ...Array.from(element.querySelectorAll('span[aria-hidden]'))].some(
          (node) => node.scrollWidth > node.clientWidth + 1,
        ),
      );
      expect(cut).toBe(false);
      const name = chip.getByText('Sofía', { exact: true });
      await expect(name).toBeVisible();
      expect(await withinWidth(page, name)).toBe(true);
    });
  }
}
