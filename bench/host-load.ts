/**
 * Host API under load: host-dashboard, host-guests and the Messages screen's reads (host-messages:
 * the conversation list, and Booking A's thread, which marks it read) for the demo owner, on a local server backed
 * by a fresh database on the PostgreSQL server, driven by autocannon from its own process with the
 * owner's access token (signed in once through the local auth endpoint). Every request runs its
 * queries as the owner through Row Level Security, as on Supabase.
 */
import { autocannon, type LoadResult } from './lookup-load';
import type { Figure } from './report';
import { createPostgresDatabase, demoHost, type RunningServer, startServer } from './servers';

export interface HostLoadResult {
  dashboard: LoadResult;
  guests: LoadResult;
  conversations: LoadResult;
  thread: LoadResult;
}

type Endpoint = { name: string; label: string; body: (bookingId: string) => unknown };
const endpoints: Record<keyof HostLoadResult, Endpoint> = {
  dashboard: { name: 'host-dashboard', label: 'host-dashboard', body: () => ({}) },
  guests: { name: 'host-guests', label: 'host-guests', body: () => ({ search: 'a', page: 1, pageSize: 20 }) },
  conversations: {
    name: 'host-messages',
    label: 'host-messages conversations',
    body: () => ({ action: 'conversations' }),
  },
  thread: {
    name: 'host-messages',
    label: 'host-messages thread',
    body: (bookingId) => ({ action: 'thread', bookingId }),
  },
};
const keys = Object.keys(endpoints) as (keyof HostLoadResult)[];

export async function measureHostLoad(options: {
  port: number;
  distDir: string;
  requests: number;
  connections: number;
}): Promise<HostLoadResult> {
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
    return Object.fromEntries(keys.map((key) => [key, empty(note)])) as unknown as HostLoadResult;
  }
  let server: RunningServer | null = null;
  try {
    server = await startServer({ port: options.port, distDir: options.distDir, databaseUrl: database.url });
    const signIn = await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(demoHost),
    });
    const { access_token: token } = (await signIn.json()) as { access_token?: string };
    if (!token) throw new Error(`the demo host's sign-in answered ${signIn.status}`);
    const headers = { authorization: `Bearer ${token}` };
    // The thread measured: the demo's first conversation (Booking A's, about parking).
    const listed = await fetch(`${server.url}/functions/v1/host-messages`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ action: 'conversations', search: 'park' }),
    });
    const { conversations = [] } = (await listed.json()) as { conversations?: { bookingId: string }[] };
    const bookingId = conversations[0]?.bookingId ?? '00000000-0000-4000-8000-000000000000';
    const results: Partial<HostLoadResult> = {};
    for (const key of keys) {
      const endpoint = endpoints[key];
      const url = `${server.url}/functions/v1/${endpoint.name}`;
      const body = JSON.stringify(endpoint.body(bookingId));
      const probe = await fetch(url, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body,
      });
      if (!probe.ok) {
        results[key] = empty(`${endpoint.name} answered ${probe.status}`);
        continue;
      }
      // A warm-up round as large as the measured one: a server in use is warm.
      await autocannon(url, body, options.requests, options.connections, headers);
      const run = await autocannon(url, body, options.requests, options.connections, headers);
      results[key] = {
        requests: run.requests.total,
        connections: options.connections,
        rps: run.requests.average,
        p50Ms: run.latency.p50,
        p99Ms: run.latency.p99,
        errors: run.errors + run.timeouts + run.non2xx,
      };
    }
    return results as HostLoadResult;
  } catch (error) {
    const note = error instanceof Error ? (error.message.split('\n')[0] ?? 'failed') : String(error);
    return Object.fromEntries(keys.map((key) => [key, empty(note)])) as unknown as HostLoadResult;
  } finally {
    await server?.stop();
    await database.drop().catch(() => undefined);
  }
}

/** The part's rows in the table: p99 under 50 ms and no error, for each endpoint. */
export function hostLoadFigures(result: HostLoadResult): Figure[] {
  const part = 'Host API under load';
  return keys.flatMap((key) => {
    const run = result[key];
    if (!run) return [];
    const name = `${endpoints[key].label} (${run.requests} req, c=${run.connections})`;
    return [
      { part, name: `${name}: requests per second`, value: run.rps, unit: 'req/s', note: run.note },
      { part, name: `${name}: p99`, value: run.p99Ms, unit: 'ms', budget: { max: 50 }, note: run.note },
      { part, name: `${name}: errors`, value: run.errors, unit: 'count', budget: { max: 0 }, note: run.note },
    ];
  });
}
