/**
 * Door code offline: Booking A is found online in a persistent Chromium profile, the service
 * worker takes control, the local server is stopped and the browser set offline; then, at 4x CPU
 * slowdown, the time from navigation start to the visible "Show door code" button, warm (reload of
 * the open page) and cold (a new browser over the same profile). The button is first drawn by the
 * saved first view (src/boot/first-view) and then by the app itself: both times are recorded, the
 * budget applies to the first. Chromium runs without the desktop omnibox popup (quiet-browser.ts).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium, type Page } from '@playwright/test';
import { findBooking } from '../tests/e2e/support/guest-helpers';
import { quietLaunchOptions } from './quiet-browser';
import { median } from './report';
import type { RunningServer } from './servers';

export const revealButtonName = /show door code/i;
const visibleMessage = 'rihla-bench:door-code-visible';
const appMessage = 'rihla-bench:door-code-app';

export interface DoorCodeResult {
  warmMs: number | null;
  coldMs: number | null;
  warmRuns: number[];
  coldRuns: number[];
  /** When the app's own render had the button (the saved first view replaced), per run. */
  warmAppMs: number | null;
  coldAppMs: number | null;
  warmAppRuns: number[];
  coldAppRuns: number[];
  /** The find form at the first try, or at the second (a payment return with the id alone opens nothing since issue 41). */
  foundVia?: 'form' | 'form-retry';
  /** Chromium's own verdict once the service worker controls the page (Lighthouse 12 has no installability audit). */
  installability?: { manifestErrors: string[]; installabilityErrors: string[] };
  error?: string;
}

/**
 * Records, in the page, the first animation frame in which the reveal button is rendered and not
 * transparent, checked on every frame (a fade-in ends without any DOM change to observe), and says so
 * on the console; then, the same for the first frame in which the app's own button is there (not the
 * saved first view's copy). The bench listens for that message rather than asking the page with
 * `waitForFunction`, which would compile Playwright's injected script in the page and poll it on every
 * frame while the measured page is still starting. A string, not a function: tsx would wrap inner
 * functions in a helper the page does not have.
 */
const watchRevealButton = `(() => {
  const visibleButtons = () => [...document.querySelectorAll('button')].filter((button) => {
    const name = (button.getAttribute('aria-label') || '') + ' ' + (button.textContent || '');
    if (!${revealButtonName}.test(name)) return false;
    const box = button.getBoundingClientRect();
    return box.width > 0 && box.height > 0 &&
      button.checkVisibility({ opacityProperty: true, visibilityProperty: true }) !== false;
  });
  let seen = false;
  const frame = () => {
    const buttons = visibleButtons();
    if (!seen && buttons.length > 0) {
      seen = true;
      console.debug(${JSON.stringify(visibleMessage)}, String(performance.now()));
    }
    if (buttons.some((button) => !button.closest('[data-first-view-snapshot]'))) {
      console.debug(${JSON.stringify(appMessage)}, String(performance.now()));
      return;
    }
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
})();`;

async function launch(profile: string): Promise<BrowserContext> {
  return chromium.launchPersistentContext(profile, {
    ...(await quietLaunchOptions()),
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'en-US',
  });
}

async function throttle(page: Page, rate: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  return cdp;
}

/**
 * Starts listening before the navigation; resolves with the page's own times of the visible button
 * and of the app's button.
 */
function visibleAt(page: Page): Promise<{ visible: number; app: number }> {
  let visible: number | null = null;
  return page
    .waitForEvent('console', {
      predicate: (message) => {
        const text = message.text();
        if (text.startsWith(visibleMessage)) visible = Number(text.slice(visibleMessage.length + 1));
        return text.startsWith(appMessage);
      },
      timeout: 20_000,
    })
    .then((message) => {
      const app = Number(message.text().slice(appMessage.length + 1));
      return { visible: visible ?? app, app };
    })
    .catch(async (error: unknown) => {
      const shot = join(tmpdir(), 'rihla-bench-door-failure.png');
      await page.screenshot({ path: shot }).catch(() => undefined);
      throw new Error(
        `reveal button not seen within 20 s (screenshot ${shot}): ${String(error).split('\n')[0]}`,
      );
    });
}

/** Finds the booking like a guest, with the find form (the e2e journeys' own steps). */
async function findWithForm(page: Page, base: string, booking: { lastName: string; checkInDate: string }) {
  await page.goto(`${base}/guest-portal`);
  await findBooking(page, booking.lastName, booking.checkInDate);
  await page.getByRole('button', { name: revealButtonName }).first().waitFor({ timeout: 20_000 });
}

export async function measureDoorCode(
  server: RunningServer,
  booking: { lastName: string; checkInDate: string },
  runs: number,
  cpuSlowdown = 4,
): Promise<DoorCodeResult> {
  const profile = await mkdtemp(join(tmpdir(), 'rihla-bench-profile-'));
  const warmRuns: number[] = [];
  const coldRuns: number[] = [];
  const warmAppRuns: number[] = [];
  const coldAppRuns: number[] = [];
  let foundVia: DoorCodeResult['foundVia'];
  const results = () => ({
    warmMs: median(warmRuns),
    coldMs: median(coldRuns),
    warmRuns,
    coldRuns,
    warmAppMs: median(warmAppRuns),
    coldAppMs: median(coldAppRuns),
    warmAppRuns,
    coldAppRuns,
    foundVia,
  });
  let step = 'finding Booking A';
  try {
    // Online: find Booking A, let the service worker install and take control.
    let context = await launch(profile);
    let page = context.pages()[0] ?? (await context.newPage());
    try {
      await findWithForm(page, server.url, booking);
      foundVia = 'form';
    } catch {
      await findWithForm(page, server.url, booking);
      foundVia = 'form-retry';
    }
    step = 'waiting for the service worker to control the page';
    const swDeadline = Date.now() + 45_000;
    while (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) {
      if (Date.now() > swDeadline) throw new Error('no service worker took control within 45 s');
      const active = await page.evaluate(() =>
        navigator.serviceWorker.getRegistration().then((registration) => Boolean(registration?.active)),
      );
      if (active) await page.reload();
      else await page.waitForTimeout(500);
    }
    step = 'asking Chromium whether the app is installable';
    const cdp = await context.newCDPSession(page);
    const manifest = (await cdp.send('Page.getAppManifest')) as { errors: { message: string }[] };
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    const installability = {
      manifestErrors: manifest.errors.map((error) => error.message),
      installabilityErrors: installabilityErrors.map((error) => error.errorId),
    };
    await cdp.detach();
    step = 'reopening the saved stay online';
    await page.getByRole('button', { name: revealButtonName }).first().waitFor({ timeout: 20_000 });
    await page.waitForTimeout(1_000);

    // The network is cut: the server is gone and the browser knows it is offline.
    await server.stop();
    await context.setOffline(true);
    await context.addInitScript({ content: watchRevealButton });
    await throttle(page, cpuSlowdown);
    step = 'warm offline runs';
    for (let run = 0; run < runs; run++) {
      const times = visibleAt(page);
      await page.reload();
      const { visible, app } = await times;
      warmRuns.push(visible);
      warmAppRuns.push(app);
    }
    await context.close();

    step = 'cold offline runs';
    for (let run = 0; run < runs; run++) {
      context = await launch(profile);
      await context.setOffline(true);
      await context.addInitScript({ content: watchRevealButton });
      page = context.pages()[0] ?? (await context.newPage());
      await throttle(page, cpuSlowdown);
      const times = visibleAt(page);
      await page.goto(`${server.url}/guest-portal`);
      const { visible, app } = await times;
      coldRuns.push(visible);
      coldAppRuns.push(app);
      await context.close();
    }
    return { ...results(), installability };
  } catch (error) {
    return {
      ...results(),
      error: `${step}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`,
    };
  } finally {
    await server.stop();
    await rm(profile, { recursive: true, force: true });
  }
}
