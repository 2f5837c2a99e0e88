/**
 * `npm run bench`: builds the app, starts the local server(s) on the bench's own ports (4460-4462),
 * measures bundle, Lighthouse, offline door code and lookup under load, prints a table with each
 * figure's budget and a pass or fail mark, and writes bench/results.json.
 *
 * Options: --only bundle,lighthouse,door,load   --skip-build   (BENCH_PORT, BENCH_WORK_DIR,
 * BENCH_LH_RUNS, BENCH_DOOR_RUNS, BENCH_LOAD_REQUESTS change the defaults).
 */
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumExecutable } from '../tests/chromium';
import {
  type FirstView,
  firstVisitContext,
  precacheTotal,
  recordFirstView,
  renderBlockingCss,
  summarise,
} from './bundle';
import { measureDoorCode } from './door-code';
import { type LighthouseResult, runLighthouse } from './lighthouse';
import { measureLookupLoad } from './lookup-load';
import { quietLaunchOptions } from './quiet-browser';
import { type Figure, summary, table, verdict } from './report';
import { bookingA, buildApp, listFiles, repoRoot, startServer } from './servers';

const args = process.argv.slice(2);
const onlyIndex = args.indexOf('--only');
const parts = new Set(
  onlyIndex >= 0 ? (args[onlyIndex + 1] ?? '').split(',') : ['bundle', 'lighthouse', 'door', 'load'],
);
const skipBuild = args.includes('--skip-build');
const basePort = Number(process.env.BENCH_PORT ?? 4460);
const workDir = process.env.BENCH_WORK_DIR ?? join(tmpdir(), `rihla-bench-${basePort}`);
const distDir = join(workDir, 'dist');
const mapsDir = join(workDir, 'maps');
const lighthouseRuns = Number(process.env.BENCH_LH_RUNS ?? 5);
const doorRuns = Number(process.env.BENCH_DOOR_RUNS ?? 5);
const loadRequests = Number(process.env.BENCH_LOAD_REQUESTS ?? 5_000);
const loadConnections = 50;
const host = { email: 'host@rihla.example', password: 'rihla-demo-host' };

const KB = 1024;
const figures: Figure[] = [];
const details: Record<string, unknown> = {};
const booking = bookingA();
const started = Date.now();
const log = (message: string) =>
  console.log(`[bench ${((Date.now() - started) / 1000).toFixed(0)}s] ${message}`);

/** Packages that must never reach the first view of a guest route. */
const notForGuests = ['recharts', '@mantine/charts', 'victory-vendor', 'src/features/host', 'stripe'];

async function loginAsHost(page: import('@playwright/test').Page, base: string): Promise<boolean> {
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

async function findBookingOnPage(page: import('@playwright/test').Page, base: string): Promise<boolean> {
  try {
    const response = await page.request.post(`${base}/functions/v1/find-booking-by-details`, {
      data: { lastName: booking.lastName, checkInDate: booking.checkInDate },
    });
    const found = (await response.json().catch(() => ({}))) as { bookingId?: string; id?: string };
    const id = found.bookingId ?? found.id;
    if (!response.ok() || !id) return false;
    await page.goto(`${base}/guest-portal?payment=success&bookingId=${encodeURIComponent(id)}`);
    await page
      .getByRole('button', { name: /show door code/i })
      .first()
      .waitFor({ timeout: 15_000 });
    return true;
  } catch {
    return false;
  }
}

async function bundlePart(base: string) {
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
      if (await findBookingOnPage(page, base)) {
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
      const loggedIn = await loginAsHost(await loginContext.newPage(), base);
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
    const { readFile } = await import('node:fs/promises');
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
}

function lighthouseFigures(route: string, result: LighthouseResult) {
  const note = result.error ? `failed: ${result.error}` : undefined;
  const name = (label: string) => `${label} ${route}`;
  figures.push(
    {
      part: 'Lighthouse',
      name: name('Performance'),
      value: result.performance,
      unit: 'score',
      budget: { min: 90 },
      note,
    },
    {
      part: 'Lighthouse',
      name: name('Accessibility'),
      value: result.accessibility,
      unit: 'score',
      budget: { min: 100 },
      note,
    },
    { part: 'Lighthouse', name: name('Best practices'), value: result.bestPractices, unit: 'score', note },
    { part: 'Lighthouse', name: name('LCP'), value: result.lcpMs, unit: 'ms', budget: { max: 2500 }, note },
    { part: 'Lighthouse', name: name('TBT'), value: result.tbtMs, unit: 'ms', budget: { max: 200 }, note },
    { part: 'Lighthouse', name: name('CLS'), value: result.cls, unit: '', budget: { max: 0.05 }, note },
  );
}

async function main() {
  log(`work dir ${workDir}; Booking A: ${booking.lastName}, ${booking.checkInDate}`);
  if (!skipBuild || !existsSync(join(distDir, 'index.html'))) {
    log('building');
    await buildApp(distDir, mapsDir);
  }

  if (parts.has('bundle') || parts.has('lighthouse')) {
    const server = await startServer({ port: basePort, distDir, dataDir: join(workDir, 'data-main') });
    try {
      if (parts.has('bundle')) {
        log('bundle');
        await bundlePart(server.url);
      }
      if (parts.has('lighthouse')) {
        const results: LighthouseResult[] = [];
        for (const route of ['/', '/guest-portal']) {
          log(`lighthouse ${route} (${lighthouseRuns} runs)`);
          const result = await runLighthouse(server.url + route, lighthouseRuns);
          lighthouseFigures(route, result);
          results.push(result);
        }
        details.lighthouse = results;
      }
    } finally {
      await server.stop();
    }
  }

  if (parts.has('door')) {
    log(`door code offline (${doorRuns} warm, ${doorRuns} cold)`);
    const server = await startServer({ port: basePort + 1, distDir, dataDir: join(workDir, 'data-door') });
    const result = await measureDoorCode(server, booking, doorRuns);
    const note = result.error
      ? /show door code/i.test(result.error)
        ? 'not available yet'
        : result.error
      : undefined;
    figures.push(
      {
        part: 'Door code offline',
        name: 'Warm (reload), 4x CPU, median',
        value: result.warmMs,
        unit: 'ms',
        budget: { max: 500 },
        note,
      },
      {
        part: 'Door code offline',
        name: 'Cold (new browser, same profile), 4x CPU, median',
        value: result.coldMs,
        unit: 'ms',
        budget: { max: 1000 },
        note,
      },
      {
        part: 'Door code offline',
        name: "Warm / cold: the app's own render (saved first view replaced)",
        value: result.coldAppMs,
        unit: 'ms',
        text:
          result.warmAppMs !== null && result.coldAppMs !== null
            ? `${result.warmAppMs.toFixed(0)} ms / ${result.coldAppMs.toFixed(0)} ms`
            : undefined,
        note,
      },
    );
    if (result.installability) {
      const problems = [
        ...result.installability.manifestErrors,
        ...result.installability.installabilityErrors,
      ];
      figures.push({
        part: 'PWA',
        name: 'Installable (Chromium: manifest and service worker)',
        value: problems.length,
        unit: 'count',
        text: problems.length ? problems.join(', ') : 'yes',
        ok: problems.length === 0,
      });
    }
    details.doorCode = result;
  }

  if (parts.has('load')) {
    log(`lookup under load (${loadRequests} requests, concurrency ${loadConnections})`);
    const result = await measureLookupLoad({
      port: basePort + 2,
      distDir,
      booking,
      requests: loadRequests,
      connections: loadConnections,
    });
    const part = 'Lookup under load';
    const note = result.note;
    figures.push(
      {
        part,
        name: `Requests per second (${result.requests} req, c=${result.connections})`,
        value: result.rps,
        unit: 'req/s',
        note,
      },
      { part, name: 'Latency p50', value: result.p50Ms, unit: 'ms', note },
      { part, name: 'Latency p99', value: result.p99Ms, unit: 'ms', budget: { max: 50 }, note },
      { part, name: 'Errors', value: result.errors, unit: 'count', budget: { max: 0 }, note },
    );
    details.lookupLoad = result;
  }

  const commit = (() => {
    try {
      return execSync('git rev-parse --short HEAD', { cwd: repoRoot }).toString().trim();
    } catch {
      return null;
    }
  })();
  const results = {
    date: new Date().toISOString(),
    commit,
    machine: { cpus: cpus().length, model: cpus()[0]?.model, chromium: chromiumExecutable },
    durationSeconds: Math.round((Date.now() - started) / 1000),
    figures: figures.map((figure) => ({ ...figure, result: verdict(figure) })),
    details,
  };
  await writeFile(join(repoRoot, 'bench/results.json'), `${JSON.stringify(results, null, 2)}\n`);
  console.log('');
  console.log(table(figures));
  console.log('');
  console.log(`${summary(figures)}; written to bench/results.json in ${results.durationSeconds} s.`);
}

await main();
