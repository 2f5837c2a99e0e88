/**
 * Captures the install-sheet screenshots of the manifest (public/screenshots) from a running server
 * with the demo data: Booking A found, door code revealed.
 * Usage: npx tsx scripts/make-install-screenshots.ts http://127.0.0.1:4173
 */
import { mkdir } from 'node:fs/promises';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from '../tests/chromium';
import { bookingA, findBooking } from '../tests/e2e/support/guest-helpers';

const base = process.argv[2] ?? 'http://127.0.0.1:4173';
await mkdir('public/screenshots', { recursive: true });
const browser = await chromium.launch({ executablePath: chromiumExecutable, args: chromiumArgs });
for (const [name, width, height] of [
  ['narrow', 390, 844],
  ['wide', 1280, 800],
] as const) {
  const context = await browser.newContext({ viewport: { width, height }, locale: 'en' });
  await context.addInitScript(() => localStorage.setItem('i18nextLng', 'en'));
  const page = await context.newPage();
  await page.goto(new URL('/guest-portal', base).href);
  await findBooking(page, bookingA.lastName, bookingA.checkIn());
  await page.getByRole('button', { name: 'Show door code' }).click();
  // Scroll the property card just under the sticky header.
  await page.evaluate(() => {
    const card = document.querySelector('[aria-labelledby="property-title"]');
    if (card) window.scrollTo(0, card.getBoundingClientRect().top + window.scrollY - 76);
  });
  await page.waitForTimeout(600);
  await page.screenshot({ path: `public/screenshots/${name}.png` });
  console.log(`public/screenshots/${name}.png`);
  await context.close();
}
await browser.close();
