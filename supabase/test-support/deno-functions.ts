/**
 * Serves Edge Functions with Deno for the tests: each function's `index.ts` run by the `deno`
 * binary of the `deno` npm package (nothing downloaded: npm imports resolve from node_modules), in a
 * process group of its own on a free port of 127.0.0.1, stopped by killing the group. All starts of
 * one run share a private DENO_DIR, so a module is compiled once.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('../../', import.meta.url).pathname;
export const functionsDir = join(root, 'supabase/functions');
export const denoBinary = join(root, 'node_modules/.bin/deno');

/** Every function with a Deno entry (`<name>/index.ts`), by name. */
export function denoEntryNames(): string[] {
  return readdirSync(functionsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_'))
    .map((entry) => entry.name)
    .filter((name) => existsSync(join(functionsDir, name, 'index.ts')))
    .sort();
}

export interface DenoFunction {
  name: string;
  /** `http://127.0.0.1:<port>/` */
  url: string;
  /** What the process wrote so far (stdout and stderr, interleaved). */
  output(): string;
  stop(): Promise<void>;
}

export interface DenoRun {
  /**
   * Starts `name` with `env` (added to PATH, HOME, DENO_DIR, NO_COLOR and PORT=0), with every
   * permission (`-A`) unless `permissions` says which.
   */
  start(name: string, env: Record<string, string>, permissions?: string[]): Promise<DenoFunction>;
  /** Stops every function still running and removes the cache. */
  close(): Promise<void>;
}

/** How long a start may take before it is a failure (a cold cache on a busy 2-core machine). */
const startTimeoutMs = 60_000;
const listening = /Listening on (http:\/\/127\.0\.0\.1:\d+\/)/;

function stopGroup(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || !child.pid) return Promise.resolve();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, name);
    } catch {
      // Already gone.
    }
  };
  signal('SIGTERM');
  const hard = setTimeout(() => signal('SIGKILL'), 3_000);
  return exited.finally(() => clearTimeout(hard));
}

function startOne(
  name: string,
  env: Record<string, string>,
  cacheDir: string,
  groups: Set<number>,
  permissions: string[],
): Promise<DenoFunction> {
  const folder = join(functionsDir, name);
  const child = spawn(
    denoBinary,
    [
      'run',
      ...permissions,
      '--node-modules-dir=manual',
      '--config',
      join(functionsDir, 'deno.json'),
      join(folder, 'index.ts'),
    ],
    {
      cwd: root,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        PATH: process.env.PATH ?? '/usr/bin:/bin',
        HOME: process.env.HOME ?? tmpdir(),
        DENO_DIR: cacheDir,
        NO_COLOR: '1',
        PORT: '0',
        ...env,
      },
    },
  );
  let output = '';
  if (child.pid) groups.add(child.pid);
  const stop = () => stopGroup(child).finally(() => child.pid && groups.delete(child.pid));
  return new Promise<DenoFunction>((resolve, reject) => {
    const fail = (reason: string) => {
      clearTimeout(timer);
      void stop();
      reject(new Error(`deno could not serve ${name}: ${reason}\n--- its output ---\n${output || '(none)'}`));
    };
    const timer = setTimeout(
      () => fail(`no "Listening on" within ${startTimeoutMs / 1000} s`),
      startTimeoutMs,
    );
    const read = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const found = listening.exec(output);
      if (!found) return;
      clearTimeout(timer);
      resolve({ name, url: found[1]!, output: () => output, stop });
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('error', (error) => fail(`could not run ${denoBinary}: ${error.message}`));
    child.once('exit', (code, signal) => {
      // Kept in the output: a server that died after listening shows it in a failed test's message.
      output += `\n[deno exited: ${signal ?? `code ${code}`}]\n`;
      if (!listening.test(output)) fail(`it exited (${signal ?? `code ${code}`}) before listening`);
    });
  });
}

/** A run of Deno-served functions sharing one compilation cache. */
export async function denoRun(): Promise<DenoRun> {
  const cacheDir = await mkdtemp(join(tmpdir(), 'rihla-deno-served-'));
  const running = new Set<DenoFunction>();
  const groups = new Set<number>();
  // A test runner that exits without afterAll (a crash, Ctrl-C) must not leave servers behind.
  const killLeftovers = () => {
    for (const group of groups) {
      try {
        process.kill(-group, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }
  };
  process.once('exit', killLeftovers);
  return {
    async start(name, env, permissions = ['-A']) {
      const served = await startOne(name, env, cacheDir, groups, permissions);
      running.add(served);
      return {
        ...served,
        async stop() {
          running.delete(served);
          await served.stop();
        },
      };
    },
    async close() {
      await Promise.all([...running].map((served) => served.stop()));
      running.clear();
      process.off('exit', killLeftovers);
      await rm(cacheDir, { recursive: true, force: true });
    },
  };
}

/** Runs `work` on every item, at most `limit` at a time; each item's outcome, in order. */
export async function settledInBatches<T, R>(
  items: T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<PromiseSettledResult<R>[]> {
  const results: PromiseSettledResult<R>[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      try {
        results[index] = { status: 'fulfilled', value: await work(items[index]!) };
      } catch (reason) {
        results[index] = { status: 'rejected', reason };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
