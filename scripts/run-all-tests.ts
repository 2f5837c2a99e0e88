/**
 * `npm test`: every check, in three stages (side effects: runs the commands below, builds `dist/`).
 * 1. At once, as they use different cores: Biome, then the import rules, then the deployment check;
 *    TypeScript; and the app's build for the end-to-end tests (the e2e main part's server then serves
 *    it instead of building it after Vitest). Each command's lines are printed when it ends, whole.
 * 2. Vitest. 3. The end-to-end tests (tests/e2e/support/run-e2e.ts).
 * A stage runs only when the one before passed; the exit code is the first failure's.
 */
import { spawn } from 'node:child_process';

interface Step {
  name: string;
  command: string;
  env?: NodeJS.ProcessEnv;
}

const e2ePort = process.env.E2E_PORT ?? '4310';
const distDir = process.env.DIST_DIR ?? 'dist';

function run(step: Step, buffered: boolean): Promise<number> {
  const started = Date.now();
  const child = spawn(step.command, {
    shell: true,
    env: { ...process.env, ...step.env },
    stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
  });
  const lines: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => lines.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => lines.push(chunk));
  return new Promise((resolve) =>
    child.on('close', (code, signal) => {
      const status = code ?? (signal ? 1 : 0);
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      if (buffered) process.stdout.write(Buffer.concat(lines));
      console.log(`${status === 0 ? 'passed' : 'FAILED'}: ${step.name} (${seconds} s)`);
      resolve(status);
    }),
  );
}

const firstStage: Step[] = [
  {
    name: 'lint, import rules, deployment check',
    command: 'npm run -s lint && npm run -s lint:architecture && npm run -s deploy:check',
  },
  { name: 'TypeScript', command: 'npm run -s typecheck' },
  {
    name: 'the build the e2e tests serve',
    command: 'npx vite build --logLevel warn',
    // What the e2e main part's server would build with (playwright.config.ts): its pages' own address.
    env: { DIST_DIR: distDir, SITE_URL: `http://127.0.0.1:${e2ePort}` },
  },
];

const failed = (codes: number[]) => codes.find((code) => code !== 0);

const firstCodes = await Promise.all(firstStage.map((step) => run(step, true)));
let exitCode = failed(firstCodes) ?? 0;
if (exitCode === 0) exitCode = await run({ name: 'Vitest', command: 'npm run -s test:unit' }, false);
if (exitCode === 0) {
  exitCode = await run(
    { name: 'end to end', command: 'npm run -s test:e2e', env: { E2E_PREBUILT: distDir } },
    false,
  );
}
process.exit(exitCode);
