/**
 * Lookup under attack: real guest lookups (find-booking-by-details, answered 200 with the guest's
 * booking) timed while an attacker process runs 30 loops of wrong-password sign-ins, flat out, and a
 * stream of malformed lookups at a bounded rate, on a local server backed by a fresh database on the
 * PostgreSQL server, rate limiting on. The real lookups are many guests each finding their own stay:
 * they go to a few hundred bookings in turn (one guest's booking is limited to a few lookups at a
 * time, as it should be), from 127.0.1.x-127.0.2.x in turn; the attack comes from 127.0.200.x.
 */
import { type AttackCounts, startAttack } from './attacker';
import { insertGuestBookings } from './guest-bookings';
import { type Answer, type LoopbackClient, loopbackAddresses, loopbackClient } from './loopback-http';
import { createPostgresDatabase, type RunningServer, startServer } from './servers';

export interface AttackResult {
  requests: number;
  concurrency: number;
  guestAddresses: number;
  /** Guest bookings the real lookups go to in turn. */
  bookings: number;
  /** Real lookups sent while the attack ran. */
  count: number;
  /** Latencies of the real lookups that found the booking (the failed ones are counted in `failed`). */
  p50Ms: number | null;
  p99Ms: number | null;
  maxMs: number | null;
  failed: number | null;
  /** The real lookups that failed, by status ("404", "429", "error", "wrong booking", ...). */
  failures: Record<string, number>;
  /** The same lookups, timed after the warm-up and before the attack started (rate limit on too). */
  withoutAttack: { count: number; p50Ms: number | null; p99Ms: number | null; maxMs: number | null };
  /** The failures before the attack started (warm-up and the round without attack), by status. */
  warmUpFailures: Record<string, number>;
  attack: AttackCounts | null;
  /** Lines of the server's output that mention an error (the first few, each once). */
  serverLog: string[];
  note?: string;
}

const lookupPath = '/functions/v1/find-booking-by-details';
// BENCH_ATTACK_SIGN_IN_LOOPS / BENCH_ATTACK_MALFORMED_LOOPS: one side of the attack alone (0), to see what each costs.
const signInLoops = Number(process.env.BENCH_ATTACK_SIGN_IN_LOOPS ?? 30);
const malformedLoops = Number(process.env.BENCH_ATTACK_MALFORMED_LOOPS ?? 10);
const attackerAddresses = 250;
const guestAddresses = 300;
const maxAttackSeconds = 60;
/** The attack runs this long before the first timed lookup, so that it is in full swing. */
const rampMs = 1_000;
const serverNodeOptions = process.env.BENCH_ATTACK_SERVER_NODE_OPTIONS;

export const sum = (counts: Record<string, number>) =>
  Object.values(counts).reduce((total, n) => total + n, 0);

function percentile(sorted: number[], q: number): number | null {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

/** A real lookup: its body, and the id of the booking it must find. */
interface Target {
  body: string;
  bookingId: string;
}

/**
 * Sends `requests` lookups, `concurrency` at a time, until done or `deadline` (performance.now()):
 * the n-th goes to targets[n % targets] from the client's n-th address (round robin over both). The
 * latencies of those answered 200 with their booking's id, sorted, and the others by status.
 */
async function lookups(
  client: LoopbackClient,
  targets: Target[],
  requests: number,
  concurrency: number,
  deadline = Number.POSITIVE_INFINITY,
) {
  const latencies: number[] = [];
  const failures: Record<string, number> = {};
  let next = 0;
  const check = (answer: Answer, bookingId: string): string | null => {
    if (answer.status !== 200) return String(answer.status);
    try {
      const found = JSON.parse(answer.body) as { bookingId?: string; id?: string };
      return (found.bookingId ?? found.id) === bookingId ? null : 'wrong booking';
    } catch {
      return 'not JSON';
    }
  };
  const worker = async () => {
    while (next < requests && performance.now() < deadline) {
      const turn = next++;
      const target = targets[turn % targets.length]!;
      const answer = await client.post(lookupPath, target.body, turn);
      const failure = check(answer, target.bookingId);
      if (failure) failures[failure] = (failures[failure] ?? 0) + 1;
      else latencies.push(answer.ms);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { latencies: latencies.sort((a, b) => a - b), sent: next, failures };
}

export async function measureLookupAttack(options: {
  port: number;
  distDir: string;
  booking: { lastName: string; checkInDate: string };
  hostEmail: string;
  requests: number;
  concurrency: number;
  /** Guest bookings the real lookups are spread over. */
  bookings: number;
  /** The malformed lookups' total rate, requests per second. */
  malformedRate: number;
}): Promise<AttackResult> {
  const empty: AttackResult = {
    requests: options.requests,
    concurrency: options.concurrency,
    guestAddresses,
    bookings: options.bookings,
    count: 0,
    p50Ms: null,
    p99Ms: null,
    maxMs: null,
    failed: null,
    failures: {},
    withoutAttack: { count: 0, p50Ms: null, p99Ms: null, maxMs: null },
    warmUpFailures: {},
    attack: null,
    serverLog: [],
  };
  const database = await createPostgresDatabase();
  if (!database) return { ...empty, note: 'PostgreSQL server at 127.0.0.1:5432 not answering' };
  let server: RunningServer | null = null;
  let client: LoopbackClient | null = null;
  try {
    server = await startServer({
      port: options.port,
      distDir: options.distDir,
      databaseUrl: database.url,
      rateLimit: 'on',
      // BENCH_ATTACK_SERVER_NODE_OPTIONS: NODE_OPTIONS for the server only, e.g. `--import <file>` of a
      // preload that runs node:inspector's profiler (--cpu-prof itself is not allowed in NODE_OPTIONS).
      env: serverNodeOptions ? { NODE_OPTIONS: serverNodeOptions } : undefined,
    });
    const probe = await fetch(server.url + lookupPath, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ lastName: options.booking.lastName, checkInDate: options.booking.checkInDate }),
    });
    const probeText = await probe.text();
    if (probe.status === 404 && probeText.includes('Function not found')) {
      return { ...empty, note: 'not available yet' };
    }
    if (!probe.ok) return { ...empty, note: `Booking A lookup answered ${probe.status}` };

    // The server has migrated and seeded its database (it answers): the guests' bookings go in now.
    const guests = await insertGuestBookings(database.url, options.bookings, options.booking.checkInDate);
    const targets: Target[] = guests.map((guest) => ({
      body: JSON.stringify({ lastName: guest.lastName, checkInDate: guest.checkInDate }),
      bookingId: guest.id,
    }));

    client = loopbackClient(server.url, loopbackAddresses(1, guestAddresses));
    // Warm-up without the attack, as many lookups as the measured run (as in "lookup under load"),
    // then the same lookups again, timed: the figure the attack is compared with (the first round on
    // a fresh server is the slowest).
    const warmUp = await lookups(client, targets, options.requests, options.concurrency);
    const quiet = await lookups(client, targets, options.requests, options.concurrency);
    const before: Record<string, number> = { ...warmUp.failures };
    for (const [status, n] of Object.entries(quiet.failures)) before[status] = (before[status] ?? 0) + n;

    const attack = await startAttack({
      base: server.url,
      email: options.hostEmail,
      checkInDate: options.booking.checkInDate,
      signInLoops,
      malformedLoops,
      malformedRate: options.malformedRate,
      addresses: attackerAddresses,
      maxSeconds: maxAttackSeconds,
    });
    const attackStarted = performance.now();
    await new Promise((done) => setTimeout(done, rampMs));
    const measured = await lookups(
      client,
      targets,
      options.requests,
      options.concurrency,
      attackStarted + (maxAttackSeconds - 2) * 1000,
    );
    const counts = await attack.stop();
    const failed = sum(measured.failures);
    const { latencies, sent } = measured;
    const warmUpFailed = sum(before);
    const notes = [
      warmUpFailed ? `${warmUpFailed} lookups failed before the attack` : '',
      sent < options.requests
        ? `stopped after ${maxAttackSeconds} s: ${sent} of ${options.requests} lookups sent`
        : '',
      counts ? '' : 'attacker process gave no counts',
    ].filter(Boolean);
    return {
      ...empty,
      count: sent,
      p50Ms: percentile(latencies, 0.5),
      p99Ms: percentile(latencies, 0.99),
      maxMs: latencies.at(-1) ?? null,
      failed,
      failures: measured.failures,
      withoutAttack: {
        count: quiet.sent,
        p50Ms: percentile(quiet.latencies, 0.5),
        p99Ms: percentile(quiet.latencies, 0.99),
        maxMs: quiet.latencies.at(-1) ?? null,
      },
      warmUpFailures: before,
      attack: counts,
      serverLog: [...new Set(server.output.filter((line) => /error|failure/i.test(line)))].slice(0, 10),
      note: notes.length ? notes.join('; ') : undefined,
    };
  } catch (error) {
    return { ...empty, note: error instanceof Error ? error.message.split('\n')[0] : String(error) };
  } finally {
    client?.close();
    await server?.stop();
    await database.drop().catch(() => undefined);
  }
}
