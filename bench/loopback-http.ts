/**
 * HTTP clients on many loopback source addresses. Linux routes all of 127.0.0.0/8 to lo, so a
 * request sent from 127.0.x.y reaches the server on 127.0.0.1 as a client of its own: the server's
 * per-address rate limits see one guest (or one attacker) per address.
 */
import http from 'node:http';

/** `count` addresses from 127.0.<thirdOctet>.1 on, 254 to a third octet. */
export function loopbackAddresses(thirdOctet: number, count: number): string[] {
  return Array.from(
    { length: count },
    (_, i) => `127.0.${thirdOctet + Math.floor(i / 254)}.${1 + (i % 254)}`,
  );
}

export interface Answer {
  /** The HTTP status, or `error` / `timeout` / `aborted` when there was none. */
  status: number | 'error' | 'timeout' | 'aborted';
  body: string;
  ms: number;
}

export interface LoopbackClient {
  /** POSTs `body` to `path` from the address `turn` picks (round robin over the addresses). */
  post: (path: string, body: Buffer | string, turn: number, signal?: AbortSignal) => Promise<Answer>;
  addresses: number;
  close: () => void;
}

/** A keep-alive agent per source address, all talking to `base` (http://127.0.0.1:<port>). */
export function loopbackClient(base: string, addresses: string[], timeoutMs = 10_000): LoopbackClient {
  const url = new URL(base);
  const agents = addresses.map(
    // With a timeout of its own, the agent honours the server's Keep-Alive hint (5 s) and drops an idle
    // socket a second before the server would: never a request sent on a socket the server is closing.
    (localAddress) => new http.Agent({ keepAlive: true, maxSockets: 8, localAddress, timeout: timeoutMs }),
  );
  const post = (path: string, body: Buffer | string, turn: number, signal?: AbortSignal) =>
    new Promise<Answer>((resolve) => {
      const bytes = typeof body === 'string' ? Buffer.from(body) : body;
      const started = performance.now();
      const done = (status: Answer['status'], text = '') =>
        resolve({ status, body: text, ms: performance.now() - started });
      let timedOut = false;
      const request = http.request(
        {
          host: url.hostname,
          port: url.port,
          path,
          method: 'POST',
          agent: agents[turn % agents.length],
          headers: { 'content-type': 'application/json', 'content-length': bytes.length },
          timeout: timeoutMs,
          signal,
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => done(response.statusCode ?? 0, Buffer.concat(chunks).toString()));
          response.on('error', () => done(signal?.aborted ? 'aborted' : 'error'));
        },
      );
      request.on('timeout', () => {
        timedOut = true;
        request.destroy();
      });
      request.on('error', () => done(signal?.aborted ? 'aborted' : timedOut ? 'timeout' : 'error'));
      request.end(bytes);
    });
  return {
    post,
    addresses: addresses.length,
    close: () => {
      for (const agent of agents) agent.destroy();
    },
  };
}

/** Adds one answer to a count by status ("200", "429", "error", ...). */
export function countStatus(counts: Record<string, number>, status: Answer['status']): void {
  const key = String(status);
  counts[key] = (counts[key] ?? 0) + 1;
}

/** "400: 12, 429: 3080" (statuses in order). */
export function formatCounts(counts: Record<string, number>): string {
  const entries = Object.entries(counts).sort(([a], [b]) => a.localeCompare(b));
  return entries.length ? entries.map(([status, count]) => `${status}: ${count}`).join(', ') : 'none';
}

/** How many of the counted answers were 5xx. */
export function serverErrors(counts: Record<string, number>): number {
  return Object.entries(counts)
    .filter(([status]) => /^5\d\d$/.test(status))
    .reduce((sum, [, count]) => sum + count, 0);
}
