import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from './tests/chromium';

/**
 * End-to-end tests run against the real local server (`npm start`'s server), freshly built, on a
 * fresh database: the PostgreSQL server when it answers (E2E_DATABASE=postgres, the default), else
 * the embedded one. E2E_PORT, E2E_DATA_DIR and DIST_DIR let several runs share one machine.
 */
const port = Number(process.env.E2E_PORT ?? 4310);
/**
 * `npm run test:e2e` (tests/e2e/support/run-e2e.ts) runs the suite in two parts at once, each one
 * spec at a time on a server and database of its own (the specs put back what they change, so none
 * depends on another's order or part): `main` builds the app, `second` serves that build once the
 * main server answers (E2E_BUILT_BY). The second part holds the accessibility scans, the brand site,
 * the shell, the security headers and the host portal's screens, so that both parts take about the
 * same time on CI's two cores. Unset: the whole suite in one run.
 */
const part = process.env.E2E_PART;
const secondPartSpecs = [
  '**/a11y.spec.ts',
  '**/site.spec.ts',
  '**/shell.spec.ts',
  '**/security.spec.ts',
  '**/host.spec.ts',
  '**/host-tablet.spec.ts',
  '**/prerendered-site.spec.ts',
  '**/pwa-build.spec.ts',
];
const builtBy = process.env.E2E_BUILT_BY;
const build = builtBy
  ? `npx tsx tests/e2e/support/wait-for-url.ts ${builtBy}`
  : 'npx vite build --logLevel warn';
const distDir = process.env.DIST_DIR ?? 'dist';
process.env.E2E_PORT = String(port);
process.env.E2E_DATABASE ??= 'postgres';

export default defineConfig({
  testDir: 'tests/e2e',
  ...(part === 'second' ? { testMatch: secondPartSpecs, outputDir: 'test-results-second' } : {}),
  ...(part === 'main' ? { testIgnore: secondPartSpecs } : {}),
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumExecutable, args: chromiumArgs },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: `${build} && tsx tests/e2e/support/e2e-server.ts`,
    url: `http://127.0.0.1:${port}/`,
    // The second part's server waits for the main part's build first.
    timeout: builtBy ? 600_000 : 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    // SITE_URL: the prerendered pages' canonical, alternates and previews point at this server.
    env: { DIST_DIR: distDir, RATE_LIMIT_MAX_MISSES: '200', SITE_URL: `http://127.0.0.1:${port}` },
  },
});
