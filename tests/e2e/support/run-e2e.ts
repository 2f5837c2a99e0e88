/**
 * `npm run test:e2e`: the e2e suite as two Playwright runs at once (side effects: starts both, and
 * their servers). The specs that only read pages of a fresh server (accessibility scans, brand site,
 * shell, security headers: about 40 % of the suite's time) run against a server of their own, on
 * its own port and fresh database, beside every other spec, which stay one at a time as before
 * (they share the demo data and the server's clock). The app is built once, by the main run; the
 * pages run's server waits until the main run's server answers (the build is then complete) and
 * serves the same build. Both runs' lines are printed, the pages run's prefixed with `[pages]`;
 * the command fails when either run fails.
 * Arguments go to both runs (`-- --grep ...`); `npx playwright test` still runs the whole suite in one.
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const mainPort = Number(process.env.E2E_PORT ?? 4310);
const pagesPort = Number(process.env.E2E_PAGES_PORT ?? mainPort + 20);
const args = process.argv.slice(2);

function run(label: string, env: NodeJS.ProcessEnv): Promise<number> {
  const child = spawn('npx', ['playwright', 'test', ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => console.log(label ? `[${label}] ${line}` : line));
  }
  return new Promise((resolve) => child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))));
}

const [mainCode, pagesCode] = await Promise.all([
  run('', { E2E_PART: 'main', E2E_PORT: String(mainPort) }),
  run('pages', {
    E2E_PART: 'pages',
    E2E_PORT: String(pagesPort),
    E2E_BUILT_BY: `http://127.0.0.1:${mainPort}/`,
  }),
]);
console.log(
  `e2e: main run ${mainCode === 0 ? 'passed' : 'FAILED'}, pages run ${pagesCode === 0 ? 'passed' : 'FAILED'}`,
);
process.exit(mainCode === 0 && pagesCode === 0 ? 0 : 1);
