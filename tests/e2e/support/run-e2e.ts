/**
 * `npm run test:e2e`: the e2e suite as two Playwright runs at once (side effects: starts both, and
 * their servers). Each part runs its specs one at a time against a server of its own, on its own
 * port and fresh database (the specs put back what they change, so any spec can run in either);
 * which spec runs in which part is written in playwright.config.ts, balanced by their times on CI.
 * The app is built once, by the main run; the second run's server waits until the main run's
 * server answers (the build is then complete) and serves the same build. Both runs' lines are
 * printed, the second's prefixed with `[2]`; the command fails when either run fails.
 * Arguments go to both runs (`-- --grep ...`); `npx playwright test` still runs the whole suite in one.
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const mainPort = Number(process.env.E2E_PORT ?? 4310);
const secondPort = Number(process.env.E2E_SECOND_PORT ?? mainPort + 20);
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

const [mainCode, secondCode] = await Promise.all([
  run('', { E2E_PART: 'main', E2E_PORT: String(mainPort) }),
  run('2', {
    E2E_PART: 'second',
    E2E_PORT: String(secondPort),
    E2E_BUILT_BY: `http://127.0.0.1:${mainPort}/`,
  }),
]);
console.log(
  `e2e: main run ${mainCode === 0 ? 'passed' : 'FAILED'}, second run ${secondCode === 0 ? 'passed' : 'FAILED'}`,
);
process.exit(mainCode === 0 && secondCode === 0 ? 0 : 1);
