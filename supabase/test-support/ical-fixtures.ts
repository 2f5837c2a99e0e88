/**
 * A channel's calendar server for the tests (network: listens on 127.0.0.1, a free port): serves the
 * .ics fixtures of supabase/test-support/ical/ and whatever a test sets on a path (another body, an
 * HTTP status, a redirect), and counts requests. The fixtures are written as each channel writes its
 * export: Airbnb's "Reserved" (with a reservation URL) and "Airbnb (Not available)", and its updated
 * version; Booking.com's "CLOSED - Not available" for every event, its reservations too (so they come
 * in as blocks); VRBO's "Reserved - <first name>" and "Blocked". An answer set with an `etag` answers
 * a conditional request (If-None-Match) with 304.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

const fixtureDir = new URL('./ical/', import.meta.url).pathname;

/** A fixture's text: `airbnb`, `airbnb-updated`, `booking-com` or `vrbo`. */
export function icalFixture(name: 'airbnb' | 'airbnb-updated' | 'booking-com' | 'vrbo'): string {
  return readFileSync(`${fixtureDir}${name}.ics`, 'utf8');
}

/** The fixtures' dates are around 2026-03-10 (the tests' fixed today): moved by `days` for another today. */
export function shiftIcsDays(text: string, days: number): string {
  return text.replace(
    /(VALUE=DATE:)(\d{4})(\d{2})(\d{2})/g,
    (_, prefix: string, y: string, m: string, d: string) => {
      const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d) + days));
      return `${prefix}${date.toISOString().slice(0, 10).replace(/-/g, '')}`;
    },
  );
}

export interface FixtureAnswer {
  status?: number;
  body?: string;
  headers?: Record<string, string>;
  /** Milliseconds before answering. */
  delay?: number;
  /** Sent as ETag; a request with If-None-Match: <etag> is answered 304 without a body. */
  etag?: string;
}

export interface IcalFixtureServer {
  /** The full URL of `path` on this server ("/airbnb.ics"). */
  url(path: string): string;
  /** What `path` answers from now on. */
  set(path: string, answer: FixtureAnswer): void;
  /** Requests received per path. */
  hits(path: string): number;
  close(): Promise<void>;
}

export async function startIcalFixtures(): Promise<IcalFixtureServer> {
  const calendar = { 'Content-Type': 'text/calendar; charset=utf-8' };
  const answers = new Map<string, FixtureAnswer>([
    ['/airbnb.ics', { body: icalFixture('airbnb'), headers: calendar }],
    ['/booking-com.ics', { body: icalFixture('booking-com'), headers: calendar }],
    ['/vrbo.ics', { body: icalFixture('vrbo'), headers: calendar }],
  ]);
  const counts = new Map<string, number>();
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://fixtures').pathname;
    counts.set(path, (counts.get(path) ?? 0) + 1);
    const answer = answers.get(path) ?? { status: 404, body: 'Not found' };
    const send = () => {
      if (answer.etag && req.headers['if-none-match'] === answer.etag) {
        res.writeHead(304, { ETag: answer.etag });
        res.end();
        return;
      }
      const etag = answer.etag ? { ETag: answer.etag } : {};
      res.writeHead(answer.status ?? 200, {
        ...(answer.headers ?? { 'Content-Type': 'text/plain' }),
        ...etag,
      });
      res.end(answer.body ?? '');
    };
    if (answer.delay) setTimeout(send, answer.delay);
    else send();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path) => `http://127.0.0.1:${port}${path}`,
    set: (path, answer) => answers.set(path, { headers: calendar, ...answer }),
    hits: (path) => counts.get(path) ?? 0,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
