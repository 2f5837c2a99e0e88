/**
 * A shared tablet (issue 41, finding 7): owner 2 reads the Guests screen, the session ends without
 * Logout, and owner 1 signs in on the same browser: after the tab was closed (a new page, the stored
 * copy) and in the same open app (the answers in memory). From the login page until owner 1's Guests
 * screen settles, none of owner 2's rows (Leila Haddad, Dar Atlas, owner 2's name) is ever in the
 * page: a MutationObserver records every change. The browser keeps its sign-in device cookie (finding 6): HttpOnly, SameSite=Strict, sent
 * by the portal's sign-in request.
 */
import { expect, type Page, test } from '@playwright/test';

const owner = { email: 'host@rihla.example', password: 'rihla-demo-host' };
const owner2 = { email: 'host2@rihla.example', password: 'rihla-demo-host-2' };
/** Owner 2's rows: its one guest, its one property, its name in the greeting. */
const owner2Rows = ['Leila Haddad', 'Dar Atlas', 'Youssef Ait Ouaziz'];

test.use({ viewport: { width: 1024, height: 768 } });
test.setTimeout(120_000);

async function login(page: Page, account: { email: string; password: string }) {
  await page.goto('/host-login');
  await page.locator('input[name="email"]').fill(account.email);
  await page.locator('input[name="password"]').fill(account.password);
  await page.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/host\/dashboard$/);
}

const guestCards = (page: Page) => page.getByRole('list', { name: 'Guest Management' }).getByRole('article');
const nav = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Host portal navigation' }).getByRole('link', { name });

/** The session ends without Logout: the stored session is gone (expired, cleared). */
const endSession = (page: Page) =>
  page.evaluate(() => {
    for (const key of Object.keys(localStorage))
      if (/^sb-.+-auth-token/.test(key)) localStorage.removeItem(key);
  });

/** Records, from now on, every moment one of owner 2's rows is in the page. */
function watchForRows() {
  return (rows: string[]) => {
    const seen: string[] = [];
    (window as unknown as { owner2RowsSeen: string[] }).owner2RowsSeen = seen;
    const look = () => {
      const text = document.body?.textContent ?? '';
      for (const row of rows) if (text.includes(row)) seen.push(row);
    };
    look();
    new MutationObserver(look).observe(document, { childList: true, subtree: true, characterData: true });
  };
}
const rowsSeen = (page: Page) =>
  page.evaluate(() => (window as unknown as { owner2RowsSeen: string[] }).owner2RowsSeen);

/** Owner 1's Guests screen, settled: the first page of their bookings, no request on its way. */
async function ownerGuestsSettled(page: Page) {
  await expect(page.getByRole('heading', { name: 'Welcome back, Amina Tazi' })).toBeVisible();
  await nav(page, 'Guests').click();
  await expect(guestCards(page)).toHaveCount(10);
  await expect(page.getByText(/^1–10 of \d+ bookings$/)).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
}

test('the next owner on a shared tablet never sees the previous owner’s guests after the tab was closed', async ({
  context,
}) => {
  const tablet = await context.newPage();
  await login(tablet, owner2);
  await nav(tablet, 'Guests').click();
  await expect(guestCards(tablet)).toContainText('Leila Haddad');
  // The persisted copy (for offline reading) is written at most once a second.
  await tablet.waitForTimeout(1500);
  await endSession(tablet);
  await tablet.close();

  const next = await context.newPage();
  await next.addInitScript(watchForRows(), owner2Rows);
  const signInRequest = next.waitForRequest(
    (request) => request.url().includes('/auth/v1/token') && request.method() === 'POST',
  );
  await login(next, owner);
  // supabase-js sent the device cookie (same origin): the browser had one from owner 2's sign-in.
  expect((await (await signInRequest).allHeaders()).cookie ?? '').toMatch(/rihla-device=/);
  const device = (await context.cookies()).find((cookie) => cookie.name === 'rihla-device');
  expect(device).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/auth/v1' });
  await ownerGuestsSettled(next);
  expect(await rowsSeen(next)).toEqual([]);
  // Owner 2's copy is gone from the tablet: only owner 1's is kept.
  const kept = await next.evaluate(() =>
    Object.keys(localStorage).filter((key) => key.startsWith('rihla.hostCache')),
  );
  expect(kept).toHaveLength(1);
  expect(await next.evaluate((key) => localStorage.getItem(key) ?? '', kept[0]!)).not.toContain('Dar Atlas');
});

test('the next owner never sees the previous owner’s guests in the app left open', async ({ page }) => {
  await login(page, owner2);
  await nav(page, 'Guests').click();
  await expect(guestCards(page)).toContainText('Leila Haddad');
  await endSession(page);
  // The next screen's request finds no session: back to the login page, in the same app.
  await nav(page, 'Analytics').click();
  await expect(page).toHaveURL(/\/host-login$/);
  await page.evaluate(watchForRows(), owner2Rows);
  await page.locator('input[name="email"]').fill(owner.email);
  await page.locator('input[name="password"]').fill(owner.password);
  await page.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/host\/dashboard$/);
  await ownerGuestsSettled(page);
  expect(await rowsSeen(page)).toEqual([]);
});
