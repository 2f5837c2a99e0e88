/**
 * A shared tablet (issue 41, finding 7): owner 2 reads the Guests screen, the session ends without
 * Logout (the tab is closed, the stored session is gone), and owner 1 signs in on the same browser.
 * From the login page's first paint until owner 1's Guests screen settles, none of owner 2's rows
 * (Leila Haddad, Dar Atlas, owner 2's name) is ever in the page: a MutationObserver records every
 * change. The browser keeps its sign-in device cookie (finding 6): HttpOnly, SameSite=Strict, sent
 * by the portal's sign-in request.
 */
import { expect, type Page, test } from '@playwright/test';

const owner = { email: 'host@rihla.example', password: 'rihla-demo-host' };
const owner2 = { email: 'host2@rihla.example', password: 'rihla-demo-host-2' };
/** Owner 2's rows: its one guest, its one property, its name in the greeting. */
const owner2Rows = ['Leila Haddad', 'Dar Atlas', 'Youssef Ait Ouaziz'];

test.use({ viewport: { width: 1024, height: 768 } });

async function login(page: Page, account: { email: string; password: string }) {
  await page.goto('/host-login');
  await page.locator('input[name="email"]').fill(account.email);
  await page.locator('input[name="password"]').fill(account.password);
  await page.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/host\/dashboard$/);
}

const guestCards = (page: Page) => page.getByRole('list', { name: 'Guest Management' }).getByRole('article');

test('the next owner on a shared tablet never sees the previous owner’s guests', async ({ context }) => {
  const tablet = await context.newPage();
  await login(tablet, owner2);
  await tablet
    .getByRole('navigation', { name: 'Host portal navigation' })
    .getByRole('link', { name: 'Guests' })
    .click();
  await expect(guestCards(tablet)).toContainText('Leila Haddad');
  // The persisted copy (for offline reading) is written at most once a second.
  await tablet.waitForTimeout(1500);
  // The session ends without Logout: the stored session is gone (expired, cleared) and the tab closed.
  await tablet.evaluate(() => {
    for (const key of Object.keys(localStorage))
      if (/^sb-.+-auth-token/.test(key)) localStorage.removeItem(key);
  });
  await tablet.close();

  const next = await context.newPage();
  await next.addInitScript((rows: string[]) => {
    const seen: string[] = [];
    (window as unknown as { owner2RowsSeen: string[] }).owner2RowsSeen = seen;
    const look = () => {
      const text = document.body?.textContent ?? '';
      for (const row of rows) if (text.includes(row)) seen.push(row);
    };
    new MutationObserver(look).observe(document, { childList: true, subtree: true, characterData: true });
  }, owner2Rows);
  const signInRequest = next.waitForRequest(
    (request) => request.url().includes('/auth/v1/token') && request.method() === 'POST',
  );
  await login(next, owner);
  // supabase-js sent the device cookie (same origin): the browser had one from owner 2's sign-in.
  expect((await (await signInRequest).allHeaders()).cookie ?? '').toMatch(/rihla-device=/);
  const device = (await context.cookies()).find((cookie) => cookie.name === 'rihla-device');
  expect(device).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/auth/v1' });

  await expect(next.getByRole('heading', { name: 'Welcome back, Amina Tazi' })).toBeVisible();
  await next
    .getByRole('navigation', { name: 'Host portal navigation' })
    .getByRole('link', { name: 'Guests' })
    .click();
  await expect(guestCards(next)).toHaveCount(10);
  await expect(next.getByText(/^1–10 of \d+ bookings$/)).toBeVisible();
  // Settled: no refetch still on its way.
  await next.waitForLoadState('networkidle');
  await next.waitForTimeout(500);
  expect(
    await next.evaluate(() => (window as unknown as { owner2RowsSeen: string[] }).owner2RowsSeen),
  ).toEqual([]);
  // Owner 2's copy is gone from the tablet: only owner 1's is kept.
  const kept = await next.evaluate(() =>
    Object.keys(localStorage).filter((key) => key.startsWith('rihla.hostCache')),
  );
  expect(kept).toHaveLength(1);
  expect(await next.evaluate((key) => localStorage.getItem(key) ?? '', kept[0]!)).not.toContain('Dar Atlas');
});
