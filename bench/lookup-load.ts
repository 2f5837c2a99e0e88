/**
 * Lookup under load: find-booking-by-details on a local server backed by a fresh database on the
 * PostgreSQL server (rate limit off for the run), driven by autocannon from its own process.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import type { Figure } from './report';
import { createPostgresDatabase, type RunningServer, repoRoot, startServer } from './servers';

export interface LoadResult {
  requests: number;
  connections: number;
  rps: number | null;
  p50Ms: number | null;
  p99Ms: number | null;
  errors: number | null;
  note?: string;
}

export interface AutocannonJson {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  errors: number;
  timeouts: number;
  non2xx: number;
}

const autocannonCli = createRequire(import.meta.url).resolve('autocannon/autocannon.js');

export function autocannon(
  url: string,
  body: string,
  amount: number,
  connections: number,
  headers: Record<string, string> = {},
): Promise<AutocannonJson> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        autocannonCli,
        '--json',
        '--method',
        'POST',
        '--headers',
        'content-type=application/json',
        ...Object.entries(headers).flatMap(([name, value]) => ['--headers', `${name}=${value}`]),
        '--body',
        body,
        '--amount',
        String(amount),
        '--connections',
        String(connections),
        '--timeout',
        '10',
        url,
      ],
      { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('exit', (code) => {
      const line = stdout.trim().split('\n').at(-1) ?? '';
      try {
        resolve(JSON.parse(line) as AutocannonJson);
      } catch {
        reject(new Error(`autocannon exited with ${code}: ${stderr.slice(-300)}`));
      }
    });
  });
}

export async function measureLookupLoad(options: {
  port: number;
  distDir: string;
  booking: { lastName: string; checkInDate: string };
  requests: number;
  connections: number;
}): Promise<LoadResult> {
  const empty = {
    requests: options.requests,
    connections: options.connections,
    rps: null,
    p50Ms: null,
    p99Ms: null,
    errors: null,
  };
  const database = await createPostgresDatabase();
  if (!database) return { ...empty, note: 'PostgreSQL server at 127.0.0.1:5432 not answering' };
  let server: RunningServer | null = null;
  try {
    server = await startServer({
      port: options.port,
      distDir: options.distDir,
      databaseUrl: database.url,
      rateLimit: 'off',
    });
    const url = `${server.url}/functions/v1/find-booking-by-details`;
    const body = JSON.stringify({
      lastName: options.booking.lastName,
      checkInDate: options.booking.checkInDate,
    });
    const probe = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    if (probe.status === 404 && (await probe.text()).includes('Function not found')) {
      return { ...empty, note: 'not available yet' };
    }
    if (!probe.ok) return { ...empty, note: `Booking A lookup answered ${probe.status}` };
    // Warm-up of as many requests as the measured run: a server in use is warm. After 1,000 requests
    // the next 5,000 were the slowest round every time (p99 51 to 66 ms against 27 to 49 ms for the
    // rounds after), with lookups batched ten-odd to a statement over ten pool connections.
    await autocannon(url, body, options.requests, options.connections);
    const result = await autocannon(url, body, options.requests, options.connections);
    return {
      requests: result.requests.total,
      connections: options.connections,
      rps: result.requests.average,
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      errors: result.errors + result.timeouts + result.non2xx,
    };
  } catch (error) {
    return { ...empty, note: error instanceof Error ? error.message.split('\n')[0] : String(error) };
  } finally {
    await server?.stop();
    await database.drop().catch(() => undefined);
  }
}

/** The part's rows in the table. */
export function lookupLoadFigures(result: LoadResult): Figure[] {
  const part = 'Lookup under load';
  const note = result.note;
  return [
    {
      part,
      name: `Requests per second (${result.requests} req, c=${result.connections})`,
      value: result.rps,
      unit: 'req/s',
      note,
    },
    { part, name: 'Latency p50', value: result.p50Ms, unit: 'ms', note },
    { part, name: 'Latency p99', value: result.p99Ms, unit: 'ms', budget: { max: 50 }, note },
    { part, name: 'Errors', value: result.errors, unit: 'count', budget: { max: 0 }, note },
  ];
}
