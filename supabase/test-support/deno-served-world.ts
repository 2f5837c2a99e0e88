/**
 * What the Deno-served tests run against: a database seeded for the real clock on the PostgreSQL
 * server, the Stripe, SMTP and Storage stand-ins, and every function's index.ts served by Deno with
 * the project's secrets (three starts at a time); helpers to call them over HTTP. Side effects:
 * processes, local servers, a database (all stopped or dropped by `close`).
 */
import { addDays, localDate } from '../local-server/seed.ts';
import {
  openSeededDatabase,
  type SeededDatabase,
  testGuestTokenSecret,
  testJwtSecret,
  testWebhookSecret,
  transferDetails,
} from './databases.ts';
import {
  type DenoFunction,
  type DenoRun,
  denoEntryNames,
  denoRun,
  settledInBatches,
} from './deno-functions.ts';
import { accessToken, type DemoHostIds, demoHostIds } from './host-tokens.ts';
import { type MailCatcher, startMailCatcher } from './mail-catcher.ts';
import { type StorageStandIn, startStorageStandIn } from './storage-stand-in.ts';
import { type StripeStandIn, startStripeStandIn } from './stripe-stand-in.ts';

export const cronSecret = 'deno-served-cron-secret-0123456789';
export const stripeKey = 'sk_test_deno_served';
/** The Web Push key pair the served functions sign with (a fixed pair: tests only). */
export const denoServedVapid = {
  publicKey: 'BGiOQooMd_kiJLTujQzHqcPAyKy5iYvrmu1TZtfdGJfnDOtYIXkK0SaeXKpdqGMghHoBrr4PobDHbOi8X8OHTsE',
  privateKey: '425xE0lnk9Y0EbYG2Z2I6wWb6M5nBOWlZaYdcp43oDg',
};
/** The work-with-us form's inquiry. */
export const sampleInquiry = {
  fullName: 'Youssef El Amrani',
  email: 'youssef@example.com',
  phone: '+212 661 234 567',
  propertyLocation: 'Essaouira, near the ramparts',
  message: 'A sea-view apartment, three rooms.',
};

/**
 * Booking A's transfer (flight AT 800 on its check-in day, back on its check-out day) and two
 * adaptors: as checkout gets them (`selectedExtras` and the client's `items`, server prices in cents)
 * and as save-booking-extras gets them (`savedLines`, prices in euros).
 */
export function transferOrder(checkIn: string) {
  const prices: Record<string, number> = {
    airport_transfer: 30,
    airport_transfer_return: 15,
    universal_adaptor: 5,
  };
  const selectedExtras = [
    {
      id: 'airport_transfer',
      quantity: 1,
      details: { ...transferDetails, flightDate: checkIn, returnFlightDate: addDays(checkIn, 3) },
    },
    { id: 'airport_transfer_return', quantity: 1, details: {} },
    { id: 'universal_adaptor', quantity: 2, details: {} },
  ];
  const items = selectedExtras.map(({ id, quantity }) => ({
    name: id,
    description: '',
    amount: prices[id]! * 100,
    currency: 'eur',
    quantity,
  }));
  const savedLines = selectedExtras.map((extra) => ({
    ...extra,
    name: extra.id,
    price: prices[extra.id]!,
    currency: 'EUR',
  }));
  return { selectedExtras, items, savedLines };
}

/** Functions started at once: each start compiles or loads its modules on a 2-core machine. */
const parallelStarts = 3;

export interface DenoServedWorld {
  test: SeededDatabase;
  ids: DemoHostIds;
  /** Booking A's check-in date, for the real today. */
  checkIn: string;
  today: string;
  stripe: StripeStandIn;
  smtp: MailCatcher;
  storage: StorageStandIn;
  /** Each function's server, or why it did not start. */
  served: Map<string, DenoFunction | Error>;
  /** A request to the function served by Deno (POST unless told; `query` appended to its URL). */
  send(name: string, init?: RequestInit & { query?: string }): Promise<Response>;
  /** A JSON POST. */
  post(name: string, body: unknown, headers?: Record<string, string>): Promise<Response>;
  /** `Authorization: Bearer <a valid access token of userId, for the real clock>`. */
  bearer(userId: string): Promise<Record<string, string>>;
  /** Serves one more process of `name` with the project's secrets and `env` over them (stopped by close). */
  startAnother(
    name: string,
    env: Record<string, string | undefined>,
    permissions?: string[],
  ): Promise<DenoFunction>;
  close(): Promise<void>;
}

export async function openDenoServedWorld(): Promise<DenoServedWorld> {
  // Seeded for the real clock: the Deno processes read it, not the tests' fixed one.
  const seededAt = new Date();
  const today = localDate(seededAt);
  let run: DenoRun | undefined;
  const [test, stripe, smtp, storage] = await Promise.all([
    openSeededDatabase('postgres', seededAt),
    startStripeStandIn(),
    startMailCatcher(),
    startStorageStandIn(),
  ]);
  const close = async () => {
    await run?.close();
    await Promise.all([test.close(), stripe.close(), smtp.close(), storage.close()]);
  };
  try {
    run = await denoRun();
    const ids = await demoHostIds(test.db);
    // The project's secrets, the same for every function (as `supabase secrets set` makes them).
    const secrets: Record<string, string> = {
      SUPABASE_DB_URL: test.url!,
      JWT_SECRET: testJwtSecret,
      GUEST_TOKEN_SECRET: testGuestTokenSecret,
      STRIPE_SECRET_KEY: stripeKey,
      STRIPE_API_URL: stripe.url,
      STRIPE_WEBHOOK_SECRET: testWebhookSecret,
      CRON_SECRET: cronSecret,
      SITE_URL: 'https://stays.rihla.example',
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Rihla <no-reply@rihla.example>',
      SUPABASE_URL: storage.url,
      SUPABASE_SERVICE_ROLE_KEY: 'service-role-key-deno-served',
      VAPID_PUBLIC_KEY: denoServedVapid.publicKey,
      VAPID_PRIVATE_KEY: denoServedVapid.privateKey,
    };
    const names = denoEntryNames();
    const started = await settledInBatches(names, parallelStarts, (name) => run!.start(name, secrets));
    const served = new Map<string, DenoFunction | Error>();
    names.forEach((name, index) => {
      const result = started[index]!;
      served.set(name, result.status === 'fulfilled' ? result.value : (result.reason as Error));
    });

    const send = async (name: string, init: RequestInit & { query?: string } = {}) => {
      const fn = served.get(name);
      if (!fn) throw new Error(`${name} was not started: no ${name}/index.ts`);
      if (fn instanceof Error) throw fn;
      try {
        return await fetch(`${fn.url}${init.query ?? ''}`, { method: 'POST', ...init });
      } catch (error) {
        throw new Error(`${name} did not answer: ${(error as Error).message}\n${fn.output()}`);
      }
    };
    return {
      test,
      ids,
      checkIn: addDays(today, 2),
      today,
      stripe,
      smtp,
      storage,
      served,
      send,
      post: (name, body, headers = {}) =>
        send(name, {
          headers: { 'Content-Type': 'application/json', ...headers },
          body: JSON.stringify(body),
        }),
      bearer: async (userId) => ({
        Authorization: `Bearer ${await accessToken(userId, { now: new Date() })}`,
      }),
      startAnother: (name, env, permissions) => {
        const merged = { ...secrets, ...env };
        for (const key of Object.keys(merged)) if (merged[key] === undefined) delete merged[key];
        return run!.start(name, merged as Record<string, string>, permissions);
      },
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
