/**
 * Feed sync (issue 41, finding 5): guest lookups while the demo host's "Sync now" reads a channel
 * calendar of 20,000 events just under the 2 MB cap (2,000 of them from today on, the most a feed
 * may bring), then again while the same, unchanged calendar is synced a second time. On a local
 * server with channel calendars over plain http allowed on this machine (ICAL_ALLOW_LOCAL_HTTP), its
 * default database (PGlite, in process: the sync and the lookups share one event loop and one
 * database) or a fresh one on the PostgreSQL server; the calendar from a server of its own on
 * 127.0.0.1. Lookups from four loops at once, each one after the other, for as long as the sync runs.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { largeFeed } from '../supabase/test-support/large-feed';
import type { Figure } from './report';
import { createPostgresDatabase, demoHost, type RunningServer, startServer } from './servers';

export interface FeedSyncRun {
  syncMs: number;
  lookups: number;
  p50Ms: number | null;
  p99Ms: number | null;
  maxMs: number | null;
  errors: number;
  /** The failed lookups by status ('network': no answer). */
  errorStatuses: Record<string, number>;
  result?: unknown;
}

export interface FeedSyncResult {
  database: 'pglite' | 'postgres';
  feedBytes: number;
  events: number;
  futureEvents: number;
  /** The same lookups for 3 s with no sync: what the machine gives without it. */
  idle: FeedSyncRun | null;
  first: FeedSyncRun | null;
  unchanged: FeedSyncRun | null;
  note?: string;
}

const percentile = (sorted: number[], share: number) =>
  sorted.length ? (sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? null) : null;

async function serveFeed(text: string) {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/calendar; charset=utf-8' });
    response.end(text);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/calendar.ics`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Runs `sync` while four loops look Booking A up; the lookups' latencies during it. */
async function lookupsDuring(
  sync: () => Promise<unknown>,
  lookup: () => Promise<Response>,
): Promise<FeedSyncRun> {
  const latencies: number[] = [];
  let errors = 0;
  const errorStatuses: Record<string, number> = {};
  let running = true;
  const loop = async () => {
    while (running) {
      const started = performance.now();
      const response = await lookup().catch(() => null);
      if (!response?.ok) {
        errors += 1;
        const status = response ? String(response.status) : 'network';
        errorStatuses[status] = (errorStatuses[status] ?? 0) + 1;
      }
      await response?.arrayBuffer().catch(() => undefined);
      if (running) latencies.push(performance.now() - started);
    }
  };
  const loops = Array.from({ length: 4 }, loop);
  const started = performance.now();
  const result = await sync().finally(() => {
    running = false;
  });
  const syncMs = performance.now() - started;
  await Promise.all(loops);
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    syncMs,
    lookups: sorted.length,
    p50Ms: percentile(sorted, 0.5),
    p99Ms: percentile(sorted, 0.99),
    maxMs: sorted.at(-1) ?? null,
    errors,
    errorStatuses,
    result,
  };
}

export async function measureFeedSync(options: {
  port: number;
  distDir: string;
  booking: { lastName: string; checkInDate: string };
  database: 'pglite' | 'postgres';
}): Promise<FeedSyncResult> {
  const today = new Date(`${options.booking.checkInDate}T00:00:00Z`);
  today.setUTCDate(today.getUTCDate() - 2);
  const text = largeFeed({
    events: 20_000,
    future: 2_000,
    today: today.toISOString().slice(0, 10),
    blockEvery: 10,
  });
  const base: FeedSyncResult = {
    database: options.database,
    feedBytes: new TextEncoder().encode(text).length,
    events: 20_000,
    futureEvents: 2_000,
    idle: null,
    first: null,
    unchanged: null,
  };
  const postgres = options.database === 'postgres' ? await createPostgresDatabase() : null;
  if (options.database === 'postgres' && !postgres) {
    return { ...base, note: 'PostgreSQL server at 127.0.0.1:5432 not answering' };
  }
  const feed = await serveFeed(text);
  let server: RunningServer | null = null;
  try {
    // The server takes the bench's environment: channel calendars over http to this machine allowed.
    const allowed = process.env.ICAL_ALLOW_LOCAL_HTTP;
    process.env.ICAL_ALLOW_LOCAL_HTTP = 'on';
    try {
      server = await startServer({
        port: options.port,
        distDir: options.distDir,
        rateLimit: 'off',
        ...(postgres
          ? { databaseUrl: postgres.url }
          : { dataDir: join(dirname(options.distDir), `data-feeds-${options.port}`) }),
      });
    } finally {
      if (allowed === undefined) delete process.env.ICAL_ALLOW_LOCAL_HTTP;
      else process.env.ICAL_ALLOW_LOCAL_HTTP = allowed;
    }
    const url = (name: string) => `${server?.url}/functions/v1/${name}`;
    const signIn = await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(demoHost),
    });
    const { access_token: token } = (await signIn.json()) as { access_token?: string };
    if (!token) throw new Error(`the demo host's sign-in answered ${signIn.status}`);
    const host = (name: string, body: object) =>
      fetch(url(name), {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const { properties } = (await (await host('host-properties', { action: 'list' })).json()) as {
      properties: { id: string; name: string }[];
    };
    const property = properties.find((item) => item.name === 'Dar Anis') ?? properties[0];
    if (!property) throw new Error('the demo host has no property');
    const added = await host('host-ical-feeds', {
      action: 'add',
      propertyId: property.id,
      url: feed.url,
      source: 'airbnb',
    });
    const { feeds } = (await added.json()) as { feeds: { id: string; url: string }[] };
    const feedId = feeds.find((item) => item.url === feed.url)?.id;
    if (!feedId) throw new Error(`adding the feed answered ${added.status}`);
    const lookupBody = JSON.stringify({
      lastName: options.booking.lastName,
      checkInDate: options.booking.checkInDate,
    });
    const lookup = () =>
      fetch(url('find-booking-by-details'), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: lookupBody,
      });
    for (let warm = 0; warm < 100; warm++) await (await lookup()).arrayBuffer();
    const sync = async () => {
      const response = await host('host-ical-feeds', { action: 'syncNow', feedId });
      const answer = (await response.json()) as { results?: unknown[] };
      return answer.results?.[0] ?? answer;
    };
    const idle = await lookupsDuring(() => new Promise((resolve) => setTimeout(resolve, 3_000)), lookup);
    const first = await lookupsDuring(sync, lookup);
    const unchanged = await lookupsDuring(sync, lookup);
    return { ...base, idle, first, unchanged };
  } catch (error) {
    return {
      ...base,
      note: error instanceof Error ? (error.message.split('\n')[0] ?? 'failed') : String(error),
    };
  } finally {
    await server?.stop();
    await feed.close();
    await postgres?.drop().catch(() => undefined);
  }
}

/** The part's rows: lookup p99 during the sync within 250 ms, the syncs' own times. */
export function feedSyncFigures(result: FeedSyncResult): Figure[] {
  const part = `Feed sync (${result.database})`;
  const note = result.note;
  const size = `${(result.feedBytes / 1024 / 1024).toFixed(2)} MB, ${result.events} events, ${result.futureEvents} future`;
  const ms = (value: number | null | undefined) =>
    value === null || value === undefined ? null : Math.round(value);
  return [
    {
      part,
      name: `Guest lookup p99 with no sync (baseline, 3 s, ${result.idle?.lookups ?? 0} lookups, c=4)`,
      value: ms(result.idle?.p99Ms),
      unit: 'ms',
      note,
    },
    {
      part,
      name: `Guest lookup p99 during the first sync (${size}; ${result.first?.lookups ?? 0} lookups, c=4)`,
      value: ms(result.first?.p99Ms),
      unit: 'ms',
      budget: { max: 250 },
      note,
    },
    {
      part,
      name: 'Guest lookup, longest during the first sync',
      value: ms(result.first?.maxMs),
      unit: 'ms',
      note,
    },
    {
      part,
      name: 'First sync (fetch, parse, 2,000 rows written, a few conflicts with direct bookings)',
      value: ms(result.first?.syncMs),
      unit: 'ms',
      note,
    },
    {
      part,
      name: `Guest lookup p99 during the unchanged sync (${result.unchanged?.lookups ?? 0} lookups)`,
      value: ms(result.unchanged?.p99Ms),
      unit: 'ms',
      budget: { max: 250 },
      note,
    },
    {
      part,
      name: 'Second sync of the same calendar (read again while it has conflicts; nothing written)',
      value: ms(result.unchanged?.syncMs),
      unit: 'ms',
      note,
    },
    {
      part,
      name: 'Lookup errors during the syncs',
      value: (result.first?.errors ?? 0) + (result.unchanged?.errors ?? 0),
      unit: 'count',
      budget: { max: 0 },
      note,
    },
  ];
}
