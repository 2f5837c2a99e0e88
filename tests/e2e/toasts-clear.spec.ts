import { expect, type Locator, test } from '@playwright/test';

/**
 * Issue 43, item 13: a toast covers neither the header nor the page's title. The login toast on a
 * tablet (it covered "Welcome back, …"), in English and Arabic; the cancelled-payment toast on a
 * phone (it covered the guest's header).
 */
const owner = { email: 'host@rihla.example', password: 'rihla-demo-host' };

async function box(locator: Locator) {
  await expect(locator).toBeVisible();
  return (await locator.boundingBox())!;
}

function overlaps(a: { x: number; y: number; width: number; height: number }, b: typeof a): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function expectClear(toast: Locator, others: Locator[]) {
  const toastBox = await box(toast);
  for (const other of others) expect(overlaps(toastBox, await box(other))).toBe(false);
}

for (const language of ['en', 'ar'] as const) {
  test(`tablet (${language}): the login toast leaves the header and the dashboard's title clear`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.addInitScript((lng) => localStorage.setItem('i18nextLng', lng), language);
    await page.goto('/host-login');
    await page.locator('input[name="email"]').fill(owner.email);
    await page.locator('input[name="password"]').fill(owner.password);
    await page.locator('button[type="submit"]').click();
    await expect(page).toHaveURL(/\/host\/dashboard$/);
    const toast = page.locator('.mantine-Notification-root').first();
    await expectClear(toast, [page.getByRole('banner'), page.getByRole('heading', { level: 1 })]);
  });
}

test('phone: the cancelled-payment toast leaves the header clear', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/guest-portal?payment=cancel');
  const toast = page.locator('.mantine-Notification-root').first();
  await expectClear(toast, [page.getByRole('banner')]);
});
