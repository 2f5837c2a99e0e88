/**
 * The bench's "bundle" part: what a first visit to each route downloads, measured in Chromium on the
 * local server, with the packages behind each chunk (bundle.ts reads the source maps).
 */
import { readFile } from 'node:fs/promises';
import { chromium, type Page } from '@playwright/test';
import {
  type FirstView,
  firstVisitContext,
  precacheTotal,
  recordFirstView,
  renderBlockingCss,
  summarise,
} from './bundle';
import { quietLaunchOptions } from './quiet-browser';
import type { Figure } from './report';
import { listFiles } from './servers';

interface Login {
  email: string;
  password: string;
}

interface Booking {
  lastName: string;
  checkInDate: string;
}

const KB = 1024;

/** Packages that must never reach the first view of a guest route. */
const notForGuests = ['recharts', '@mantine/charts', 'victory-vendor', 'src/features/host', 'stripe'];

async function loginAsHost(page: Page, base: string, host: Login): Promise<boolean> {
  try {
    await page.goto(`${base}/host-login`);
    await page.getByLabel(/email/i).first().fill(host.email, { timeout: 10_000 });
    await page
      .getByLabel(/password/i)
      .first()
      .fill(host.password);
    await page.getByRole('button', { name: /login to dashboard/i }).click();
    await page.waitForURL(/\/host\/dashboard/, { timeout: 10_000 });
    return true;
  } catch {
    return false;
  }
}

/**
 * Finds the booking with the guest portal's form, as a guest does: the stay is saved with its guest
 * token (issue 41: a payment return with the id alone no longer opens it on a new device).
 */
async function findBookingOnPage(page: Page, base: string, booking: Booking): Promise<boolean> {
  try {
    const [year, month, day] = booking.checkInDate.split('-').map(Number) as [number, number, number];
    const monthName = new Date(Date.UTC(year, month - 1, 1)).toLocaleString('en-GB', {
      month: 'long',
      timeZone: 'UTC',
    });
    await page.goto(`${base}/guest-portal`);
    await page.getByRole('button', { name: /Check-in date/ }).click({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Next month' }).waitFor({ timeout: 15_000 });
    const dayButton = page.getByRole('button', { name: `${day} ${monthName} ${year}`, exact: true });
    for (let step = 0; step < 24 && !(await dayButton.isVisible()); step++) {
      await page.getByRole('button', { name: 'Next month' }).click();
    }
    for (let step = 0; step < 24 && !(await dayButton.isVisible()); step++) {
      await page.getByRole('button', { name: 'Previous month' }).click();
    }
    await dayButton.click();
    await page.getByRole('textbox', { name: /Last name/ }).fill(booking.lastName);
    await page.getByRole('button', { name: 'Find', exact: true }).click();
    await page
      .getByRole('button', { name: /show door code/i })
      .first()
      .waitFor({ timeout: 15_000 });
    return true;
  } catch {
    return false;
  }
}

/**
 * First views of /, /guest-portal, the saved stay and the signed-in host dashboard on the server at
 * `base`: their JavaScript and CSS against the budgets, the packages in them, render-blocking CSS,
 * the Stripe SDK in client files and the precache total.
 */
export async function measureBundle(
  base: string,
  options: {
    distDir: string;
    mapsDir: string;
    booking: Booking;
    host: Login;
    log: (message: string) => void;
  },
): Promise<{ figures: Figure[]; details: Record<string, unknown> }> {
  const { distDir, mapsDir, booking, host, log } = options;
  const figures: Figure[] = [];
  const details: Record<string, unknown> = {};
  const browser = await chromium.launch(await quietLaunchOptions());
  const views: FirstView[] = [];
  const origin = new URL(base).origin;
  try {
    for (const route of ['/', '/guest-portal']) {
      const context = await firstVisitContext(browser);
      const page = await context.newPage();
      views.push(
        await summarise(
          route,
          await recordFirstView(page, origin, () => page.goto(base + route)),
          distDir,
          mapsDir,
        ),
      );
      await context.close();
    }

    // The saved-stay view: Booking A found once, then /guest-portal opened again on an empty HTTP cache.
    {
      const context = await firstVisitContext(browser);
      const page = await context.newPage();
      if (await findBookingOnPage(page, base, booking)) {
        const cdp = await context.newCDPSession(page);
        await cdp.send('Network.clearBrowserCache');
        await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
        await page.goto('about:blank');
        views.push(
          await summarise(
            '/guest-portal (saved stay)',
            await recordFirstView(page, origin, () => page.goto(`${base}/guest-portal`)),
            distDir,
            mapsDir,
          ),
        );
      }
      await context.close();
    }

    // The host dashboard, signed in (the session is carried over into a fresh context).
    {
      const loginContext = await firstVisitContext(browser);
      const loggedIn = await loginAsHost(await loginContext.newPage(), base, host);
      const state = loggedIn ? JSON.stringify(await loginContext.storageState()) : undefined;
      await loginContext.close();
      const context = await firstVisitContext(browser, state);
      const page = await context.newPage();
      const view = await summarise(
        loggedIn ? '/host/dashboard' : '/host/dashboard (not signed in)',
        await recordFirstView(page, origin, () => page.goto(`${base}/host/dashboard`)),
        distDir,
        mapsDir,
      );
      views.push(view);
      await context.close();
    }
  } finally {
    await browser.close();
  }

  const jsBudget: Record<string, number> = {
    '/': 160,
    '/guest-portal': 200,
    '/guest-portal (saved stay)': 200,
    // Issue 28: the signed-in host's dashboard, on live data.
    '/host/dashboard': 220,
  };
  for (const view of views) {
    figures.push({
      part: 'Bundle',
      name: `First-view JS ${view.route}`,
      value: view.jsGzip / KB,
      unit: 'KB',
      budget: jsBudget[view.route] ? { max: jsBudget[view.route] } : undefined,
    });
    figures.push({
      part: 'Bundle',
      name: `First-view CSS ${view.route}`,
      value: view.cssGzip / KB,
      unit: 'KB',
    });
  }
  if (!views.some((view) => view.route === '/guest-portal (saved stay)')) {
    figures.push({
      part: 'Bundle',
      name: 'First-view JS /guest-portal (saved stay)',
      value: null,
      unit: 'KB',
      budget: { max: 200 },
      note: 'not available yet',
    });
  }
  const blocking = await renderBlockingCss(distDir);
  figures.push({
    part: 'Bundle',
    name: 'Render-blocking CSS',
    value: blocking.gzip / KB,
    unit: 'KB',
    budget: { max: 25 },
  });

  const guestViews = views.filter((view) => view.route === '/' || view.route.startsWith('/guest-portal'));
  const leaked = [
    ...new Set(
      guestViews.flatMap((view) =>
        view.packages
          .filter((pkg) => notForGuests.includes(pkg.name))
          .map((pkg) => `${pkg.name} on ${view.route}`),
      ),
    ),
  ];
  figures.push({
    part: 'Bundle',
    name: 'Host portal / charts in guest first views',
    value: leaked.length,
    unit: 'count',
    text: leaked.length ? leaked.join('; ') : 'none',
    ok: leaked.length === 0,
  });
  for (const view of views) {
    const supabase = view.packages
      .filter((pkg) => pkg.name.startsWith('@supabase/'))
      .reduce((sum, pkg) => sum + pkg.bytes, 0);
    figures.push({
      part: 'Bundle',
      name: `supabase-js in first view ${view.route}`,
      value: supabase / KB,
      unit: 'KB',
      text: supabase ? `yes (${(supabase / KB).toFixed(0)} KB minified)` : 'no',
    });
  }

  // The server-side Stripe SDK must not be in any client file.
  const stripeIn: string[] = [];
  for (const map of (await listFiles(mapsDir)).filter((file) => file.endsWith('.js.map'))) {
    const sources = (JSON.parse(await readFile(map, 'utf8')) as { sources: string[] }).sources;
    if (sources.some((source) => /node_modules\/stripe\//.test(source)))
      stripeIn.push(map.slice(mapsDir.length));
  }
  figures.push({
    part: 'Bundle',
    name: '`stripe` package in client bundle',
    value: stripeIn.length,
    unit: 'count',
    text: stripeIn.length ? stripeIn.join(', ') : 'no',
    ok: stripeIn.length === 0,
  });

  const precache = await precacheTotal(distDir);
  figures.push({
    part: 'Bundle',
    name: `Precache total${precache ? ` (${precache.entries} files, ${(precache.gzip / KB).toFixed(0)} KB gzip)` : ''}`,
    value: precache ? precache.raw / (KB * KB) : null,
    unit: 'MB',
    budget: { max: 1.5 },
    note: precache ? undefined : 'no sw.js',
  });
  details.firstViews = views.map((view) => ({
    ...view,
    packages: view.packages
      .slice(0, 25)
      .map((pkg) => ({ name: pkg.name, minifiedKB: +(pkg.bytes / KB).toFixed(1) })),
  }));
  details.renderBlockingCss = blocking;
  details.precache = precache;
  for (const view of views) {
    log(
      `${view.route}: ${(view.jsGzip / KB).toFixed(1)} KB JS gzip; largest packages (minified): ${view.packages
        .slice(0, 8)
        .map((pkg) => `${pkg.name} ${(pkg.bytes / KB).toFixed(0)}`)
        .join(', ')}`,
    );
  }
  return { figures, details };
}
