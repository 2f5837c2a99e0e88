/**
 * `npm run test:e2e`: the e2e suite as three Playwright runs at once (side effects: starts them, and
 * their servers). Each part runs its specs one at a time against a server of its own, on its own
 * port and fresh database (the specs put back what they change); which spec runs in which part is
 * written in playwright.config.ts, balanced by their times on CI. The app is built once, by the main
 * run; the other runs' servers wait until the main run's server answers (the build is then
 * complete) and serve the same build. Every run's lines are printed, the others' prefixed with
 * `[2]` and `[3]`; the command fails when any run fails.
 * Arguments go to every run (`-- --grep ...`); `npx playwright test` still runs the whole suite in one.
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const mainPort = Number(process.env.E2E_PORT ?? 4310);
/** The other parts' ports: `E2E_PORT` + 20 and + 40 unless set. */
const secondPort = Number(process.env.E2E_SECOND_PORT ?? mainPort + 20);
const thirdPort = Number(process.env.E2E_THIRD_PORT ?? mainPort + 40);
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

const builtBy = `http://127.0.0.1:${mainPort}/`;
const codes = await Promise.all([
  run('', { E2E_PART: 'main', E2E_PORT: String(mainPort) }),
  run('2', { E2E_PART: 'second', E2E_PORT: String(secondPort), E2E_BUILT_BY: builtBy }),
  run('3', { E2E_PART: 'third', E2E_PORT: String(thirdPort), E2E_BUILT_BY: builtBy }),
]);
const names = ['main', 'second', 'third'];
console.log(
  `e2e: ${codes.map((code, i) => `${names[i]} run ${code === 0 ? 'passed' : 'FAILED'}`).join(', ')}`,
);
process.exit(codes.every((code) => code === 0) ? 0 : 1);
