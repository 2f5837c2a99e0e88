import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from './tests/chromium';

/**
 * End-to-end tests run against the real local server (`npm start`'s server), freshly built, on a
 * fresh database: the PostgreSQL server when it answers (E2E_DATABASE=postgres, the default), else
 * the embedded one. E2E_PORT, E2E_DATA_DIR and DIST_DIR let several runs share one machine.
 */
const port = Number(process.env.E2E_PORT ?? 4310);
/**
 * `npm run test:e2e` (tests/e2e/support/run-e2e.ts) runs the suite in three parts at once, each one
 * spec at a time on a server and database of its own (the specs put back what they change, so none
 * depends on another's order or part). `main` builds the app and keeps the specs that read the
 * build's own address (the prerendered pages' canonical links); `second` and `third` serve that
 * build once the main server answers (E2E_BUILT_BY). The split only balances the parts' times on
 * CI's two cores (the specs mostly wait on pages, not on the processor); the accessibility walk is
 * one spec per language and width so that the parts can share it. Unset: the whole suite in one run.
 */
const part = process.env.E2E_PART;
const partSpecs: Record<string, string[]> = {
  second: [
    '**/a11y-en-phone.spec.ts',
    '**/a11y-en-desktop.spec.ts',
    '**/host.spec.ts',
    '**/site.spec.ts',
    '**/shell.spec.ts',
    '**/security.spec.ts',
    '**/pwa-build.spec.ts',
    '**/host-dead-buttons.spec.ts',
    '**/guest-code-changed.spec.ts',
    '**/install-offer.spec.ts',
  ],
  third: [
    '**/a11y-ar-phone.spec.ts',
    '**/host-tablet.spec.ts',
    '**/host-cleaning-calendar.spec.ts',
    '**/text-direction.spec.ts',
    '**/toasts-clear.spec.ts',
    '**/host-dashboard-guests.spec.ts',
    '**/host-settings-notifications.spec.ts',
    '**/host-forms-keep-work.spec.ts',
    '**/extras-breakfast-mornings.spec.ts',
  ],
};
const otherParts = Object.values(partSpecs).flat();
const builtBy = process.env.E2E_BUILT_BY;
/**
 * E2E_PREBUILT=<dir>: `npm test` built the app already (scripts/run-all-tests.ts, beside TypeScript),
 * with this server's address in its pages; the main part serves that build instead of making one.
 */
const prebuilt = process.env.E2E_PREBUILT;
const build = builtBy
  ? `npx tsx tests/e2e/support/wait-for-url.ts ${builtBy}`
  : prebuilt
    ? `test -f ${prebuilt}/index.html`
    : 'npx vite build --logLevel warn';
const distDir = prebuilt ?? process.env.DIST_DIR ?? 'dist';
process.env.E2E_PORT = String(port);
// The specs that read the build's files (security, pwa-build) read the one served.
process.env.DIST_DIR = distDir;
process.env.E2E_DATABASE ??= 'postgres';

export default defineConfig({
  testDir: 'tests/e2e',
  ...(part && partSpecs[part] ? { testMatch: partSpecs[part], outputDir: `test-results-${part}` } : {}),
  ...(part === 'main' ? { testIgnore: otherParts } : {}),
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  // CI runs the three parts on two cores at a load of 15 to 20: a page that opens in 2 s on a quiet
  // machine has taken over 10 s there. The waits are longer on CI; what is awaited is the same.
  timeout: process.env.CI ? 90_000 : 60_000,
  expect: { timeout: process.env.CI ? 20_000 : 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Recorded for a retry only: recording every first attempt's screenshots and snapshots adds to
    // the load of three parts at once, and a failure that a retry repeats is what a trace is for.
    trace: 'on-first-retry',
    launchOptions: { executablePath: chromiumExecutable, args: chromiumArgs },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: `${build} && tsx tests/e2e/support/e2e-server.ts`,
    url: `http://127.0.0.1:${port}/`,
    // The other parts' servers wait for the main part's build first.
    timeout: builtBy ? 600_000 : 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    // SITE_URL: the prerendered pages' canonical, alternates and previews point at this server.
    env: { DIST_DIR: distDir, RATE_LIMIT_MAX_MISSES: '200', SITE_URL: `http://127.0.0.1:${port}` },
  },
});
