import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from './tests/chromium';

/**
 * End-to-end tests run against the real local server (`npm start`'s server) on a fresh embedded
 * database. E2E_PORT, E2E_DATA_DIR and DIST_DIR let several runs share one machine.
 */
const port = Number(process.env.E2E_PORT ?? 4310);
const dataDir = process.env.E2E_DATA_DIR ?? `.data/e2e-${port}`;
const distDir = process.env.DIST_DIR ?? 'dist';

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
    command: `rm -rf ${dataDir} && npx vite build --logLevel warn && tsx supabase/local-server/main.ts`,
    url: `http://127.0.0.1:${port}/`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DIST_DIR: distDir },
  },
});
