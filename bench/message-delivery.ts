/**
 * Messages delivered to the other side's open screen (issue 44, `--only messages`): on a local server
 * with a fresh PGlite data dir and RATE_LIMIT=off (the guest may send only 30 messages per booking an
 * hour), a real Chromium holds the open screen (bench/message-pages.ts) while the bench sends, one at a
 * time and spaced by a random 0 to 1.5 s so the screen's 1.5 s poll meets them at every phase:
 * host -> guest, the owner's replies (host-messages `reply`) to Booking A's guest on a phone;
 * guest -> host, the guest's messages (guest-messages `send`, with the token a lookup gives) to the
 * owner's open thread on a tablet. Latency: the page's Date.now() when the marker is first in the
 * thread minus the bench's Date.now() as it issued the call (one machine, one clock).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { type Browser, chromium } from '@playwright/test';
import { marker, openGuestScreen, openHostScreen, type WatchedPage } from './message-pages';
import { quietLaunchOptions } from './quiet-browser';
import type { Figure } from './report';
import { demoHost, type RunningServer, startServer } from './servers';

/** A message not in the thread this long after its send counts as missed. */
const missAfterMs = 10_000;
const maxGapMs = 1_500;

export interface DirectionResult {
  sends: number;
  /** Per send, in order: issued to on screen (ms), null when missed. */
  latenciesMs: (number | null)[];
  /** Per send: the send call's own answer time (ms). */
  callMs: number[];
  p50Ms: number | null;
  p99Ms: number | null;
  maxMs: number | null;
  missed: number;
  error?: string;
}

export interface MessageDeliveryResult {
  hostToGuest: DirectionResult;
  guestToHost: DirectionResult;
}

const percentile = (sorted: number[], share: number) =>
  sorted.length ? (sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? null) : null;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function summarize(sends: number, latenciesMs: (number | null)[], callMs: number[], error?: string) {
  const sorted = latenciesMs.filter((value): value is number => value !== null).sort((a, b) => a - b);
  return {
    sends,
    latenciesMs,
    callMs,
    p50Ms: percentile(sorted, 0.5),
    p99Ms: percentile(sorted, 0.99),
    maxMs: sorted.at(-1) ?? null,
    missed: latenciesMs.length - sorted.length,
    ...(error ? { error } : {}),
  };
}

/**
 * Sends `sends` messages through `send`, one at a time, each after a random 0-1.5 s pause, and
 * waits (up to 10 s) for its marker on the watched page before the next.
 */
async function measureDirection(
  watched: WatchedPage,
  tag: string,
  sends: number,
  send: (text: string) => Promise<Response>,
): Promise<DirectionResult> {
  const latencies: (number | null)[] = [];
  const callMs: number[] = [];
  try {
    for (let index = 0; index < sends; index++) {
      await sleep(Math.random() * maxGapMs);
      const issuedAt = Date.now();
      const response = await send(`Bench message ${index + 1} of ${sends} ${marker(tag, index)}`);
      callMs.push(Date.now() - issuedAt);
      if (response.status !== 201) {
        throw new Error(`send ${index + 1} answered ${response.status}: ${await response.text()}`);
      }
      while (!watched.seenAt.has(index) && Date.now() - issuedAt < missAfterMs) await sleep(20);
      const seen = watched.seenAt.get(index);
      latencies.push(seen === undefined ? null : seen - issuedAt);
    }
    return summarize(sends, latencies, callMs);
  } catch (error) {
    const message = error instanceof Error ? (error.message.split('\n')[0] ?? 'failed') : String(error);
    return summarize(sends, latencies, callMs, message);
  }
}

async function post(url: string, body: unknown, token?: string): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
}

/** The demo owner's access token and Booking A's id and guest token, as the app gets them. */
async function accessFor(url: string, booking: { lastName: string; checkInDate: string }) {
  const signIn = await post(`${url}/auth/v1/token?grant_type=password`, demoHost);
  const { access_token: ownerToken } = (await signIn.json()) as { access_token?: string };
  if (!ownerToken) throw new Error(`the demo host's sign-in answered ${signIn.status}`);
  const lookup = await post(`${url}/functions/v1/find-booking-by-details`, {
    lastName: booking.lastName,
    checkInDate: booking.checkInDate,
  });
  const stay = (await lookup.json()) as { bookingId?: string; guestAccess?: { token: string } };
  if (!stay.bookingId || !stay.guestAccess) throw new Error(`Booking A's lookup answered ${lookup.status}`);
  return { ownerToken, bookingId: stay.bookingId, guestToken: stay.guestAccess.token };
}

export async function measureMessageDelivery(options: {
  port: number;
  distDir: string;
  dataDir: string;
  booking: { lastName: string; checkInDate: string };
  sends: number;
  log: (message: string) => void;
}): Promise<MessageDeliveryResult> {
  const { booking, sends, log } = options;
  const failed = (error: string) => summarize(sends, [], [], error);
  let server: RunningServer | null = null;
  let browser: Browser | null = null;
  const result: MessageDeliveryResult = {
    hostToGuest: failed('not measured'),
    guestToHost: failed('not measured'),
  };
  let direction: keyof MessageDeliveryResult = 'hostToGuest';
  try {
    server = await startServer({
      port: options.port,
      distDir: options.distDir,
      dataDir: options.dataDir,
      rateLimit: 'off',
    });
    const { url } = server;
    const access = await accessFor(url, booking);
    browser = await chromium.launch(await quietLaunchOptions());
    const tag = randomBytes(3).toString('hex');

    log(`messages: host -> guest, ${sends} replies to the guest's open stay view (phone)`);
    const guest = await openGuestScreen(browser, url, booking, `${tag}g`);
    result.hostToGuest = await measureDirection(guest, `${tag}g`, sends, (text) =>
      post(
        `${url}/functions/v1/host-messages`,
        { action: 'reply', bookingId: access.bookingId, clientId: randomUUID(), text },
        access.ownerToken,
      ),
    );
    await guest.context.close();

    direction = 'guestToHost';
    log(`messages: guest -> host, ${sends} messages to the owner's open thread (tablet)`);
    const host = await openHostScreen(browser, url, demoHost, access.bookingId, `${tag}h`);
    result.guestToHost = await measureDirection(host, `${tag}h`, sends, (text) =>
      post(`${url}/functions/v1/guest-messages`, {
        action: 'send',
        bookingId: access.bookingId,
        guestToken: access.guestToken,
        clientId: randomUUID(),
        text,
        language: 'en',
      }),
    );
    await host.context.close();
  } catch (error) {
    const message = error instanceof Error ? (error.message.split('\n')[0] ?? 'failed') : String(error);
    result[direction] = failed(message);
  } finally {
    await browser?.close();
    await server?.stop();
  }
  return result;
}

/** Per direction: p50, p99 (budget 2 s) and max over the sends, and the sends never seen (budget 0). */
export function messageDeliveryFigures(result: MessageDeliveryResult): Figure[] {
  const part = 'Messages delivered';
  const labels: Record<keyof MessageDeliveryResult, string> = {
    hostToGuest: "Host reply -> guest's open stay view (phone)",
    guestToHost: "Guest message -> host's open thread (tablet)",
  };
  return (Object.keys(labels) as (keyof MessageDeliveryResult)[]).flatMap((key) => {
    const run = result[key];
    const name = `${labels[key]}, ${run.sends} sends`;
    const note = run.error ?? 'RATE_LIMIT=off (the guest may send 30 an hour per booking)';
    return [
      { part, name: `${name}: p50`, value: run.p50Ms, unit: 'ms', note: run.error },
      { part, name: `${name}: p99`, value: run.p99Ms, unit: 'ms', budget: { max: 2000 }, note },
      { part, name: `${name}: max`, value: run.maxMs, unit: 'ms', note: run.error },
      {
        part,
        name: `${name}: not on screen within 10 s`,
        value: run.error ? null : run.missed,
        unit: 'count',
        budget: { max: 0 },
        note: run.error,
      },
    ] satisfies Figure[];
  });
}

/** The part as bench/run.ts runs it: on BENCH_PORT + 8, BENCH_MESSAGE_SENDS sends each way (50). */
export async function messagesPart(bench: {
  basePort: number;
  distDir: string;
  workDir: string;
  booking: { lastName: string; checkInDate: string };
  figures: Figure[];
  details: Record<string, unknown>;
  log: (message: string) => void;
}): Promise<void> {
  const sends = Number(process.env.BENCH_MESSAGE_SENDS ?? 50);
  bench.log(`messages delivered to the other side's open screen (${sends} sends each way)`);
  const result = await measureMessageDelivery({
    port: bench.basePort + 8,
    distDir: bench.distDir,
    dataDir: join(bench.workDir, 'data-messages'),
    booking: bench.booking,
    sends,
    log: bench.log,
  });
  bench.figures.push(...messageDeliveryFigures(result));
  bench.details.messageDelivery = result;
}
