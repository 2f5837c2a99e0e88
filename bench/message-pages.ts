/**
 * The two open screens the `messages` part measures (issue 44), in a real Chromium: the guest's stay
 * view on a phone with "Message your host" on screen, and the owner's Messages screen on a tablet with
 * Booking A's thread open. Each page gets, by an init script, a MutationObserver that reports (as a
 * console message, so the bench adds nothing that polls in the page) the Date.now() at which each of the
 * bench's marker texts first appears in the thread.
 */
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { findBooking } from '../tests/e2e/support/guest-helpers';

const seenMessage = 'rihla-bench:message-seen';

/** The thread's element on each screen: the guest's list, the host's log. */
export const guestThread = 'section[aria-labelledby="messages-title"] ol';
export const hostThread = '[role="log"]';

/** The marker the bench puts in message `index`: "[bench-<tag>:<index>]". */
export function marker(tag: string, index: number): string {
  return `[bench-${tag}:${index}]`;
}

/**
 * The watcher, as a string (tsx would wrap inner functions in a helper the page does not have): at
 * each batch of DOM changes, the thread's text is read and every marker not seen before is reported
 * with the time of that batch.
 */
function watcher(selector: string, tag: string): string {
  const pattern = `\\[bench-${tag}:(\\d+)\\]`;
  return `(() => {
  const pattern = new RegExp(${JSON.stringify(pattern)}, 'g');
  const seen = new Set();
  const check = () => {
    const now = Date.now();
    for (const thread of document.querySelectorAll(${JSON.stringify(selector)})) {
      for (const match of (thread.textContent || '').matchAll(pattern)) {
        if (seen.has(match[1])) continue;
        seen.add(match[1]);
        console.debug(${JSON.stringify(seenMessage)} + ' ' + match[1] + ' ' + now);
      }
    }
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true });
})();`;
}

export interface WatchedPage {
  page: Page;
  context: BrowserContext;
  /** When each marker index was first in the thread (the page's Date.now()). */
  seenAt: Map<number, number>;
}

async function watchedContext(
  browser: Browser,
  options: Parameters<Browser['newContext']>[0],
  selector: string,
  tag: string,
): Promise<WatchedPage> {
  const context = await browser.newContext({ locale: 'en-US', ...options });
  await context.addInitScript({ content: watcher(selector, tag) });
  const page = await context.newPage();
  const seenAt = new Map<number, number>();
  page.on('console', (message) => {
    const text = message.text();
    if (!text.startsWith(seenMessage)) return;
    const [, index, time] = text.split(' ');
    if (!seenAt.has(Number(index))) seenAt.set(Number(index), Number(time));
  });
  return { page, context, seenAt };
}

/**
 * The guest's phone: Booking A found with the find form (the e2e journeys' steps), the Messages
 * section scrolled into view, its thread (the demo's conversation) shown, so it polls.
 */
export async function openGuestScreen(
  browser: Browser,
  baseUrl: string,
  booking: { lastName: string; checkInDate: string },
  tag: string,
): Promise<WatchedPage> {
  const watched = await watchedContext(
    browser,
    { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
    guestThread,
    tag,
  );
  const { page } = watched;
  await page.goto(`${baseUrl}/guest-portal`);
  await findBooking(page, booking.lastName, booking.checkInDate);
  const section = page.getByRole('region', { name: 'Message your host' });
  await section.waitFor({ timeout: 30_000 });
  await section.scrollIntoViewIfNeeded();
  await section.getByRole('list', { name: 'Your conversation with the host' }).waitFor({ timeout: 20_000 });
  return watched;
}

/**
 * The owner's tablet: signed in with the login form, then /host/messages?booking=<Booking A> open
 * with its thread shown, so it polls.
 */
export async function openHostScreen(
  browser: Browser,
  baseUrl: string,
  login: { email: string; password: string },
  bookingId: string,
  tag: string,
): Promise<WatchedPage> {
  const watched = await watchedContext(browser, { viewport: { width: 1024, height: 768 } }, hostThread, tag);
  const { page } = watched;
  await page.goto(`${baseUrl}/host-login`);
  await page.locator('input[name="email"]').fill(login.email);
  await page.locator('input[name="password"]').fill(login.password);
  await page.getByRole('button', { name: 'Login to Dashboard' }).click();
  await page.waitForURL(/\/host\/dashboard$/, { timeout: 30_000 });
  await page.goto(`${baseUrl}/host/messages?booking=${bookingId}`);
  await page.locator(`${hostThread} li`).first().waitFor({ timeout: 30_000 });
  return watched;
}
