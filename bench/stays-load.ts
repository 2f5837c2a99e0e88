/**
 * Published homes under load (issue 46): the availability and price call (public-stay with dates:
 * Riad Yasmine, three nights a month ahead, two adults) and the /stays list with the same dates, on
 * a local server backed by a fresh database on the PostgreSQL server, driven by autocannon from its
 * own process, anonymous as a visitor's browser. Budget: public-stay's p99 at most 50 ms at 50
 * concurrent clients. Starts a server and creates (then drops) a database.
 */
import { autocannon, type LoadResult } from './lookup-load';
import type { Figure } from './report';
import { createPostgresDatabase, type RunningServer, startServer } from './servers';

export interface StaysLoadResult {
  stay: LoadResult;
  list: LoadResult;
}

const dayAfter = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export async function measureStaysLoad(options: {
  port: number;
  distDir: string;
  requests: number;
  connections: number;
}): Promise<StaysLoadResult> {
  const empty = (note: string): LoadResult => ({
    requests: options.requests,
    connections: options.connections,
    rps: null,
    p50Ms: null,
    p99Ms: null,
    errors: null,
    note,
  });
  const database = await createPostgresDatabase();
  if (!database) {
    const note = 'PostgreSQL server at 127.0.0.1:5432 not answering';
    return { stay: empty(note), list: empty(note) };
  }
  const dates = { checkIn: dayAfter(30), checkOut: dayAfter(33), adults: 2 };
  const calls = {
    stay: { name: 'public-stay', body: { slug: 'riad-yasmine', language: 'en', ...dates } },
    list: { name: 'public-stays', body: { language: 'en', ...dates } },
  };
  let server: RunningServer | null = null;
  try {
    server = await startServer({ port: options.port, distDir: options.distDir, databaseUrl: database.url });
    const results: Partial<StaysLoadResult> = {};
    for (const key of ['stay', 'list'] as const) {
      const url = `${server.url}/functions/v1/${calls[key].name}`;
      const body = JSON.stringify(calls[key].body);
      const probe = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
      if (!probe.ok) {
        results[key] = empty(`${calls[key].name} answered ${probe.status}`);
        continue;
      }
      // A warm-up round as large as the measured one: a server in use is warm.
      await autocannon(url, body, options.requests, options.connections);
      const run = await autocannon(url, body, options.requests, options.connections);
      results[key] = {
        requests: run.requests.total,
        connections: options.connections,
        rps: run.requests.average,
        p50Ms: run.latency.p50,
        p99Ms: run.latency.p99,
        errors: run.errors + run.timeouts + run.non2xx,
      };
    }
    return results as StaysLoadResult;
  } catch (error) {
    const note = error instanceof Error ? (error.message.split('\n')[0] ?? 'failed') : String(error);
    return { stay: empty(note), list: empty(note) };
  } finally {
    await server?.stop();
    await database.drop().catch(() => undefined);
  }
}

/** The part's rows: public-stay's p99 at most 50 ms and no error; the list's figures beside it. */
export function staysLoadFigures(result: StaysLoadResult): Figure[] {
  const part = 'Published homes under load';
  const rows = (label: string, run: LoadResult, budgeted: boolean): Figure[] => {
    const name = `${label} (${run.requests} req, c=${run.connections})`;
    return [
      { part, name: `${name}: requests per second`, value: run.rps, unit: 'req/s', note: run.note },
      {
        part,
        name: `${name}: p99`,
        value: run.p99Ms,
        unit: 'ms',
        budget: budgeted ? { max: 50 } : undefined,
        note: run.note,
      },
      { part, name: `${name}: errors`, value: run.errors, unit: 'count', budget: { max: 0 }, note: run.note },
    ];
  };
  return [
    ...rows('public-stay with dates', result.stay, true),
    ...rows('public-stays with dates', result.list, false),
  ];
}

/** The part as bench/run.ts runs it (`--only stays`), on port basePort + 9. */
export async function staysPart(bench: {
  basePort: number;
  distDir: string;
  figures: Figure[];
  details: Record<string, unknown>;
  log: (message: string) => void;
}): Promise<void> {
  const requests = Number(process.env.BENCH_STAYS_REQUESTS ?? 3000);
  bench.log(`published homes under load (${requests} requests per call, concurrency 50)`);
  const result = await measureStaysLoad({
    port: bench.basePort + 9,
    distDir: bench.distDir,
    requests,
    connections: 50,
  });
  bench.figures.push(...staysLoadFigures(result));
  bench.details.staysLoad = result;
}
