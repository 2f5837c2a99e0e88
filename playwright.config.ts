import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from './tests/chromium';

/**
 * End-to-end tests run against the real local server (`npm start`'s server), freshly built, on a
 * fresh database: the PostgreSQL server when it answers (E2E_DATABASE=postgres, the default), else
 * the embedded one. E2E_PORT, E2E_DATA_DIR and DIST_DIR let several runs share one machine.
 */
const port = Number(process.env.E2E_PORT ?? 4310);
const distDir = process.env.DIST_DIR ?? 'dist';
process.env.E2E_PORT = String(port);
process.env.E2E_DATABASE ??= 'postgres';

export default defineConfig({
  testDir: 'tests/e2e',
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
    command: 'npx vite build --logLevel warn && tsx tests/e2e/support/e2e-server.ts',
    url: `http://127.0.0.1:${port}/`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    // SITE_URL: the prerendered pages' canonical, alternates and previews point at this server.
    env: { DIST_DIR: distDir, RATE_LIMIT_MAX_MISSES: '200', SITE_URL: `http://127.0.0.1:${port}` },
  },
});
