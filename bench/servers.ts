/**
 * Builds the app once and starts local servers (the real `supabase/local-server/main.ts`) on the
 * bench's own ports, each on a fresh database, and stops them again.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import pg from 'pg';

export const repoRoot = new URL('..', import.meta.url).pathname;

export function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: repoRoot, env: { ...process.env, ...env }, stdio: 'inherit' });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`)),
    );
  });
}

/**
 * Production build into distDir. Source maps are written "hidden" (no reference in the files, so
 * the shipped JavaScript is byte for byte the production one) and moved out to mapsDir, where the
 * bench reads them to say which packages make up each chunk.
 */
export async function buildApp(distDir: string, mapsDir: string, siteUrl?: string): Promise<void> {
  await rm(distDir, { recursive: true, force: true });
  await rm(mapsDir, { recursive: true, force: true });
  await run(
    process.execPath,
    ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn', '--sourcemap', 'hidden'],
    { DIST_DIR: distDir, ...(siteUrl ? { SITE_URL: siteUrl } : {}) },
  );
  for (const file of await listFiles(distDir)) {
    if (!file.endsWith('.map')) continue;
    const target = join(mapsDir, relative(distDir, file));
    await mkdir(dirname(target), { recursive: true });
    await rename(file, target);
  }
}

export async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

export interface RunningServer {
  url: string;
  output: string[];
  stop: () => Promise<void>;
}

export interface ServerOptions {
  port: number;
  distDir: string;
  dataDir?: string;
  databaseUrl?: string;
  rateLimit?: 'on' | 'off';
  /** More environment for the server (e.g. DECLARATION_KEY). */
  env?: Record<string, string>;
}

/** Starts the local server and resolves once it answers on `/`. */
export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: String(options.port),
    DIST_DIR: options.distDir,
    RATE_LIMIT: options.rateLimit ?? 'on',
    ...options.env,
  };
  delete env.DATABASE_URL;
  delete env.STRIPE_SECRET_KEY;
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  if (options.dataDir) {
    await rm(options.dataDir, { recursive: true, force: true });
    env.DATA_DIR = options.dataDir;
  }
  const child = spawn(process.execPath, ['--import', 'tsx', 'supabase/local-server/main.ts'], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const collect = (chunk: Buffer) => output.push(...chunk.toString().split('\n').filter(Boolean));
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const url = `http://127.0.0.1:${options.port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`local server exited early:\n${output.join('\n')}`);
    const ok = await fetch(`${url}/`)
      .then((response) => response.ok)
      .catch(() => false);
    if (ok) return { url, output, stop: () => stopChild(child) };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stopChild(child);
  throw new Error(`local server on port ${options.port} did not answer within 60 s`);
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    child.on('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

const pgAdminUrl = process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** A fresh, uniquely named database on the PostgreSQL server, or null when the server does not answer. */
export async function createPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> } | null> {
  const name = `rihla_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: pgAdminUrl, connectionTimeoutMillis: 2_000 });
  try {
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
  } catch {
    return null;
  } finally {
    await admin.end().catch(() => undefined);
  }
  const url = new URL(pgAdminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: pgAdminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).finally(() => client.end());
    },
  };
}

/** The demo host's login (supabase/local-server/seed.ts). */
export const demoHost = { email: 'host@rihla.example', password: 'rihla-demo-host' };

/** The demo Booking A: last name Benali, check-in two days after today in Morocco, door code 4827. */
export function bookingA(now = new Date()) {
  const today = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Africa/Casablanca',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const checkIn = new Date(Date.UTC(year, month - 1, day + 2)).toISOString().slice(0, 10);
  return { lastName: 'Benali', checkInDate: checkIn, doorCode: '4827' };
}
