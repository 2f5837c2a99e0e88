/**
 * The attack of "lookup under attack", run in a process of its own (its requests and their answers
 * must not queue in the event loop that times the real lookups): parallel wrong-password sign-ins
 * for the demo host and a stream of malformed lookups, from 127.0.200.x, until told to stop or for
 * at most maxSeconds. Each sign-in loop sends its next request as soon as the previous one is
 * answered; the malformed loops share a bounded rate (each sends at most every loops/rate seconds,
 * and never more than one request at a time, so a slow server slows them down rather than piling up).
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { setMaxListeners } from 'node:events';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { countStatus, loopbackAddresses, loopbackClient } from './loopback-http';
import { repoRoot } from './servers';

export interface AttackOptions {
  /** The server, http://127.0.0.1:<port>. */
  base: string;
  /** The demo host's e-mail: the sign-ins guess its password. */
  email: string;
  /** The real booking's check-in date (malformed names are sent with it). */
  checkInDate: string;
  signInLoops: number;
  malformedLoops: number;
  /** The malformed lookups' total rate, requests per second (0: each loop flat out). */
  malformedRate: number;
  /** Attacker source addresses, from 127.0.200.1 on, used in turn by every request. */
  addresses: number;
  maxSeconds: number;
}

export interface AttackCounts {
  seconds: number;
  addresses: number;
  /** Requests answered (or failed) before the stop; the few cut short by the stop are not counted. */
  signIns: { loops: number; sent: number; statuses: Record<string, number> };
  malformed: {
    loops: number;
    /** The rate they were held to, requests per second (0: flat out). */
    rate: number;
    sent: number;
    statuses: Record<string, number>;
    byKind: Record<string, Record<string, number>>;
  };
}

const lookupPath = '/functions/v1/find-booking-by-details';
const signInPath = '/auth/v1/token?grant_type=password';
const json = (value: unknown) => Buffer.from(JSON.stringify(value));
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
const letters = [...'bcdfghjklmnprstvz aeiou'];
const randomName = () =>
  Array.from({ length: 4 + Math.floor(Math.random() * 9) }, () => pick(letters)).join('');
const randomDate = () =>
  new Date(Date.UTC(2024, 0, 1 + Math.floor(Math.random() * 1_800))).toISOString().slice(0, 10);

/** Kinds of malformed lookup, each a list of bodies (built once where they do not change). */
export function malformedKinds(date: string): Record<string, Array<() => Buffer>> {
  const fixed = (body: Buffer) => () => body;
  const nested = 5_000;
  return {
    'NUL in name': [
      fixed(json({ lastName: 'Ben\u0000ali', checkInDate: date })),
      fixed(json({ lastName: '\u0000', checkInDate: date })),
      fixed(json({ lastName: 'Benali', checkInDate: `${date}\u0000` })),
    ],
    'control characters': [
      fixed(json({ lastName: '\u0001\u0002\u001b[2J\u0007\u007f\u0085', checkInDate: date })),
      fixed(json({ lastName: 'Ben\u202eila\u2028\u200b', checkInDate: date })),
      fixed(json({ lastName: '\ud800Benali\udfff', checkInDate: date })),
      // Raw (unescaped) control characters inside a JSON string: not JSON at all.
      fixed(Buffer.from(`{"lastName":"Ben\u0000\u0001\u001fali","checkInDate":"${date}"}`)),
    ],
    'huge strings': [
      fixed(json({ lastName: 'A'.repeat(1_000_000), checkInDate: date })),
      fixed(json({ lastName: 'Benali '.repeat(13_000), checkInDate: date })),
      fixed(json({ lastName: 'Benali', checkInDate: '2'.repeat(50_000) })),
    ],
    'wrong types': [
      fixed(json({ lastName: 123, checkInDate: true })),
      fixed(json({ lastName: ['Benali'], checkInDate: { $gt: '' } })),
      fixed(json({ lastName: { $ne: null }, checkInDate: date })),
      fixed(json({ bookingId: 42, fromPayment: 'yes' })),
      fixed(json([{ lastName: 'Benali', checkInDate: date }])),
      fixed(json(null)),
      fixed(json('Benali')),
      fixed(Buffer.from(`${'['.repeat(nested)}${']'.repeat(nested)}`)),
    ],
    'invalid JSON': [
      fixed(Buffer.from('')),
      fixed(Buffer.from('{"lastName":"Benali",')),
      fixed(Buffer.from('not json')),
      fixed(Buffer.from(`{"lastName":"Benali","checkInDate":"${date}"}}`)),
      fixed(Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0xc3, 0x28, 0x22, 0x3a, 0x31, 0x7d])),
    ],
    'bad dates': [
      () => json({ lastName: randomName(), checkInDate: '2026-02-30' }),
      () => json({ lastName: randomName(), checkInDate: '9999-99-99' }),
      () => json({ lastName: randomName(), checkInDate: '+275760-09-13' }),
      () => json({ lastName: randomName(), checkInDate: '2026-1-1' }),
    ],
    'wrong names': [
      () => json({ lastName: randomName(), checkInDate: randomDate() }),
      () => json({ lastName: `${randomName()}' OR '1'='1`, checkInDate: date }),
      () => json({ bookingId: randomUUID(), fromPayment: true }),
      () => json({ bookingId: "' OR 1=1 --", fromPayment: true }),
      // Issue 41: forged guest and return tokens (a 401, counted against the address like a miss).
      () => json({ bookingId: randomUUID(), guestToken: `eyJhbGciOiJIUzI1NiJ9.${randomName()}.forged` }),
      () => json({ bookingId: randomUUID(), returnToken: `eyJhbGciOiJub25lIn0.${randomName()}.` }),
    ],
  };
}

/** Starts the loops in this process; stop() ends them and gives the counts. */
function runAttack(options: AttackOptions): { stop: () => Promise<AttackCounts> } {
  const client = loopbackClient(options.base, loopbackAddresses(200, options.addresses));
  const controller = new AbortController();
  const { signal } = controller;
  setMaxListeners(200, signal);
  const deadline = setTimeout(() => controller.abort(), options.maxSeconds * 1000);
  const started = performance.now();
  let stoppedAt: number | null = null;
  signal.addEventListener('abort', () => {
    stoppedAt = performance.now();
  });
  let turn = 0;
  const counts: AttackCounts = {
    seconds: 0,
    addresses: options.addresses,
    signIns: { loops: options.signInLoops, sent: 0, statuses: {} },
    malformed: {
      loops: options.malformedLoops,
      rate: options.malformedRate,
      sent: 0,
      statuses: {},
      byKind: {},
    },
  };
  const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));
  // A refused or broken connection answers at once: a short pause keeps such a loop from spinning.
  const settle = async (status: string | number) => {
    if (status === 'error') await pause(50);
  };

  let guess = 0;
  const signInLoop = async () => {
    while (!signal.aborted) {
      const body = json({ email: options.email, password: `wrong-${guess++}` });
      const answer = await client.post(signInPath, body, turn++, signal);
      if (answer.status === 'aborted') break;
      counts.signIns.sent++;
      countStatus(counts.signIns.statuses, answer.status);
      await settle(answer.status);
    }
  };

  const kinds = Object.entries(malformedKinds(options.checkInDate));
  // Each malformed loop sends at most one request every `interval` ms, the loops spread evenly over it.
  const interval = options.malformedRate > 0 ? (1000 * options.malformedLoops) / options.malformedRate : 0;
  const wait = (ms: number) =>
    new Promise<void>((done) => {
      const stop = () => {
        clearTimeout(timer);
        done();
      };
      const timer = setTimeout(() => {
        signal.removeEventListener('abort', stop);
        done();
      }, ms);
      signal.addEventListener('abort', stop, { once: true });
    });
  const malformedLoop = async (loop: number) => {
    let nextAt = performance.now() + (interval * loop) / options.malformedLoops;
    for (let i = loop; !signal.aborted; i += options.malformedLoops) {
      if (interval) {
        const now = performance.now();
        if (nextAt > now) await wait(nextAt - now);
        if (signal.aborted) break;
        // Behind (a slow answer): start again from now rather than send a burst to catch up.
        nextAt = Math.max(nextAt, performance.now()) + interval;
      }
      const [kind, bodies] = kinds[i % kinds.length]!;
      const body = bodies[Math.floor(i / kinds.length) % bodies.length]!();
      const answer = await client.post(lookupPath, body, turn++, signal);
      if (answer.status === 'aborted') break;
      counts.malformed.sent++;
      countStatus(counts.malformed.statuses, answer.status);
      counts.malformed.byKind[kind] ??= {};
      countStatus(counts.malformed.byKind[kind], answer.status);
      await settle(answer.status);
    }
  };

  const loops = [
    ...Array.from({ length: options.signInLoops }, () => signInLoop()),
    ...Array.from({ length: options.malformedLoops }, (_, loop) => malformedLoop(loop)),
  ];
  return {
    stop: async () => {
      controller.abort();
      clearTimeout(deadline);
      await Promise.all(loops);
      client.close();
      counts.seconds = ((stoppedAt ?? performance.now()) - started) / 1000;
      return counts;
    },
  };
}

/** Starts the attack in its own process; resolves once its loops are running. */
export async function startAttack(
  options: AttackOptions,
): Promise<{ stop: () => Promise<AttackCounts | null> }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(import.meta.url), JSON.stringify(options)],
    { cwd: repoRoot, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] },
  );
  await new Promise<void>((ready, fail) => {
    child.once('message', () => ready());
    child.once('exit', (code) => fail(new Error(`attacker process exited with ${code}`)));
  });
  return {
    stop: () =>
      new Promise((done) => {
        const timer = setTimeout(() => {
          child.kill('SIGKILL');
          done(null);
        }, 15_000);
        child.once('message', (counts) => {
          clearTimeout(timer);
          done(counts as AttackCounts);
        });
        child.once('exit', () => {
          clearTimeout(timer);
          done(null);
        });
        child.send('stop');
      }),
  };
}

// The attacker process: `node --import tsx bench/attacker.ts '<AttackOptions as JSON>'`.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const attack = runAttack(JSON.parse(process.argv[2] ?? '{}') as AttackOptions);
  process.send?.('ready');
  process.on('message', async (message) => {
    if (message !== 'stop') return;
    const counts = await attack.stop();
    process.send?.(counts, () => process.exit(0));
  });
  process.on('disconnect', () => process.exit(0));
}
